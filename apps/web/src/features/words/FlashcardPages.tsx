import type { ReviewCard } from '@bb/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../app/Page';
import { hasToken } from '../../app/session';
import { api, call } from '../../lib/http';
import { QueryPage } from '../../lib/QueryPage';
import { toast } from '../../lib/toast';
import { Stat } from '../history/StatsPages';
import { useWordOverview } from './api';
import { NoArticle, ReviewSession, type SessionCard, useArticleIdParam } from './ReviewSession';

/** Signed out: what review is, a try-out, and the way to sign in. */
function FlashcardIntro() {
  const navigate = useNavigate();
  return (
    <Page title="复习">
      <Result
        status="info"
        title="按记忆规律复习单词"
        description="阅读时收藏的生词会进入单词本，系统按 FSRS 记忆算法安排复习：快忘的时候正好再见一次。"
      />
      <div className="page-actions flashcard-entry">
        <Button block color="primary" size="large" onClick={() => navigate('/flashcard/demo')}>
          先试一试（无需登录）
        </Button>
        <Button block size="large" onClick={() => navigate('/login?redirect=%2Fflashcard')}>
          登录后开始复习
        </Button>
      </div>
    </Page>
  );
}

/** Today's numbers and the way in. */
export function FlashcardPage() {
  return hasToken() ? <FlashcardToday /> : <FlashcardIntro />;
}

function FlashcardToday() {
  const overview = useWordOverview();
  const navigate = useNavigate();
  return (
    <QueryPage title="复习" query={overview} missing="没有找到单词本">
      {(o) => (
        <Page title="复习">
          <section className="stats-card">
            <h2>今天</h2>
            <div className="stat-row">
              <Stat value={o.due_today} label="待复习" />
              <Stat value={o.reviewed_today} label="已复习" />
              <Stat value={o.streak_days} label="连续天数" />
            </div>
          </section>
          <section className="stats-card">
            <h2>单词本</h2>
            <div className="stat-row">
              <Stat value={o.new} label="新词" />
              <Stat value={o.learning} label="学习中" />
              <Stat value={o.mastered} label="已掌握" />
            </div>
          </section>
          <div className="page-actions flashcard-entry">
            <Button
              block
              color="primary"
              size="large"
              disabled={o.total === 0}
              onClick={() => navigate('/flashcard/start')}
            >
              {o.due_today > 0 ? `开始复习（${o.due_today}）` : '今天没有到期的词'}
            </Button>
            <Button block size="large" disabled={o.total === 0} onClick={() => navigate('/flashcard/start?force=1')}>
              提前多练几个
            </Button>
          </div>
        </Page>
      )}
    </QueryPage>
  );
}

/** Rates a word-book card on the server; the overview's numbers follow. */
function useRateOnServer() {
  const qc = useQueryClient();
  return async (card: SessionCard, rating: number, spent: number) => {
    const res = await api('POST', `/reader/myword/${card.key}/review`, { body: { rating, spent } });
    if (res.status?.code !== 200) {
      toast(res.status?.msg ?? '提交失败');
      return false;
    }
    // Everything about the word book but the batch on screen, which must not shift under the reader.
    void qc.invalidateQueries({ queryKey: ['myword'], predicate: (q) => q.queryKey[1] !== 'review' });
    return true;
  };
}

const asSessionCard = (c: ReviewCard): SessionCard => ({ ...c, key: c.id });

function Finished({ count, children }: { count: number; children: ReactNode }) {
  return (
    <>
      <Result
        status="success"
        title={count ? `复习完 ${count} 个词` : '现在没有要复习的词'}
        description="按记忆规律，它们会在合适的时候再出现。"
      />
      <div className="page-actions flashcard-entry">{children}</div>
    </>
  );
}

/** Today's batch: due cards first; `?force=1` tops up with cards not yet due. */
export function FlashcardStartPage() {
  const [params] = useSearchParams();
  const force = params.get('force') === '1';
  const navigate = useNavigate();
  const rate = useRateOnServer();
  const batch = useQuery({
    queryKey: ['myword', 'review', force],
    queryFn: () =>
      call<ReviewCard[]>('GET', '/reader/myword/review/next', { query: { force: force ? 'true' : undefined } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  return (
    <QueryPage title="复习" query={batch} missing="没有找到要复习的词">
      {(cards) => (
        <ReviewSession
          title="复习"
          cards={cards.map(asSessionCard)}
          onRate={rate}
          done={
            <Finished count={cards.length}>
              <Button block color="primary" onClick={() => navigate('/flashcard', { replace: true })}>
                返回
              </Button>
            </Finished>
          }
        />
      )}
    </QueryPage>
  );
}

/** The words I saved from one article, reviewed like any other batch (`?article_id=`). */
export function ReviewArticleWordsPage() {
  const articleId = useArticleIdParam() ?? 0;
  const navigate = useNavigate();
  const rate = useRateOnServer();
  const valid = articleId > 0;
  const batch = useQuery({
    queryKey: ['myword', 'review', 'article', articleId],
    queryFn: () =>
      call<ReviewCard[]>('GET', '/reader/myword/review/article', { query: { article_id: articleId, size: 100 } }),
    enabled: valid,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const title = '复习本文单词';
  if (!valid) return <NoArticle title={title} />;
  return (
    <QueryPage title={title} query={batch} missing="文章不存在或已下线">
      {(cards) =>
        cards.length === 0 ? (
          <Page title={title}>
            <ErrorBlock
              status="empty"
              title="还没有从这篇文章收藏单词"
              description="阅读时点一下不认识的词，加入单词本后就能在这里复习。"
            >
              <Button color="primary" onClick={() => navigate(`/article/${articleId}`)}>
                回到文章
              </Button>
            </ErrorBlock>
          </Page>
        ) : (
          <ReviewSession
            title="本文单词"
            cards={cards.map(asSessionCard)}
            onRate={rate}
            done={
              <Finished count={cards.length}>
                <Button block color="primary" onClick={() => navigate(`/article/${articleId}`, { replace: true })}>
                  回到文章
                </Button>
                <Button
                  block
                  onClick={() => navigate(`/flashcard/articleQuestion?article_id=${articleId}`, { replace: true })}
                >
                  做本文词汇小测
                </Button>
              </Finished>
            }
          />
        )
      }
    </QueryPage>
  );
}
