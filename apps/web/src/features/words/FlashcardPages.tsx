import type { ReviewCard } from '@bb/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, Result } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../app/Page';
import { api, call } from '../../lib/http';
import { toast } from '../../lib/toast';
import { Stat } from '../history/StatsPages';
import { speak } from '../reader/tapWord';
import { formatInterval, useWordOverview } from './api';

/** Today's numbers and the way in. */
export function FlashcardPage() {
  const o = useWordOverview();
  const navigate = useNavigate();
  return (
    <Page title="复习">
      {o.isPending ? (
        <div className="center-block">
          <DotLoading />
        </div>
      ) : o.isError ? (
        <ErrorBlock status="disconnected" title="加载失败" description={o.error.message} />
      ) : (
        <>
          <section className="stats-card">
            <h2>今天</h2>
            <div className="stat-row">
              <Stat value={o.data.due_today} label="待复习" />
              <Stat value={o.data.reviewed_today} label="已复习" />
              <Stat value={o.data.streak_days} label="连续天数" />
            </div>
          </section>
          <section className="stats-card">
            <h2>单词本</h2>
            <div className="stat-row">
              <Stat value={o.data.new} label="新词" />
              <Stat value={o.data.learning} label="学习中" />
              <Stat value={o.data.mastered} label="已掌握" />
            </div>
          </section>
          <div className="page-actions flashcard-entry">
            <Button
              block
              color="primary"
              size="large"
              disabled={o.data.total === 0}
              onClick={() => navigate('/flashcard/start')}
            >
              {o.data.due_today > 0 ? `开始复习（${o.data.due_today}）` : '今天没有到期的词'}
            </Button>
            <Button
              block
              size="large"
              disabled={o.data.total === 0}
              onClick={() => navigate('/flashcard/start?force=1')}
            >
              提前多练几个
            </Button>
          </div>
        </>
      )}
    </Page>
  );
}

const RATINGS = [
  { rating: 1, key: 'again', label: '忘记了', color: 'danger' },
  { rating: 2, key: 'hard', label: '有点难', color: 'warning' },
  { rating: 3, key: 'good', label: '记得', color: 'primary' },
  { rating: 4, key: 'easy', label: '很简单', color: 'success' },
] as const;

/** One card at a time: the word, reveal the meaning, then rate; each button shows its next interval. */
export function FlashcardStartPage() {
  const [params] = useSearchParams();
  const force = params.get('force') === '1';
  const qc = useQueryClient();
  const navigate = useNavigate();
  const batch = useQuery({
    queryKey: ['myword', 'review', force],
    queryFn: () =>
      call<ReviewCard[]>('GET', '/reader/myword/review/next', { query: { force: force ? 'true' : undefined } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const shownAt = useRef(Date.now());
  const card = batch.data?.[index];

  const rate = async (rating: number) => {
    if (!card) return;
    setBusy(true);
    const res = await api('POST', `/reader/myword/${card.id}/review`, {
      body: { rating, spent: Date.now() - shownAt.current },
    });
    setBusy(false);
    if (res.status?.code !== 200) return toast(res.status?.msg ?? '提交失败');
    void qc.invalidateQueries({ queryKey: ['myword', 'overview'] });
    setRevealed(false);
    setIndex((i) => i + 1);
    // The next card's time starts now.
    shownAt.current = Date.now();
  };

  if (batch.isPending)
    return (
      <Page title="复习">
        <div className="center-block">
          <DotLoading />
        </div>
      </Page>
    );
  if (batch.isError)
    return (
      <Page title="复习">
        <ErrorBlock status="disconnected" title="加载失败" description={batch.error.message} />
      </Page>
    );
  if (!card) {
    return (
      <Page title="复习">
        <Result
          status="success"
          title={batch.data.length ? `复习完 ${batch.data.length} 个词` : '现在没有要复习的词'}
          description="按记忆规律，它们会在合适的时候再出现。"
        />
        <div className="page-actions">
          <Button block color="primary" onClick={() => navigate('/flashcard', { replace: true })}>
            返回
          </Button>
        </div>
      </Page>
    );
  }
  return (
    <Page title={`复习 ${index + 1}/${batch.data.length}`}>
      <div className="flashcard" data-testid="flashcard">
        <div className="flashcard-word">{card.word}</div>
        {card.phonetic && <div className="word-card-phonetic">/{card.phonetic}/</div>}
        <button
          type="button"
          className="icon-button flashcard-speak"
          aria-label="朗读"
          onClick={() => speak(card.word)}
        >
          <SoundOutline fontSize={26} />
        </button>
        {revealed ? (
          <div className="flashcard-meaning" data-testid="flashcard-meaning">
            {card.meaning}
          </div>
        ) : (
          <div className="flashcard-hint muted">先想一想它的意思</div>
        )}
      </div>
      <div className="flashcard-actions">
        {revealed ? (
          <div className="rating-grid">
            {RATINGS.map((r) => (
              <Button
                key={r.key}
                color={r.color}
                fill="outline"
                loading={busy}
                onClick={() => void rate(r.rating)}
                data-testid={`rate-${r.rating}`}
              >
                <div>{r.label}</div>
                <div className="rating-interval">{formatInterval(card.intervals[r.key])}</div>
              </Button>
            ))}
          </div>
        ) : (
          <Button block color="primary" size="large" onClick={() => setRevealed(true)} data-testid="reveal">
            显示释义
          </Button>
        )}
      </div>
    </Page>
  );
}
