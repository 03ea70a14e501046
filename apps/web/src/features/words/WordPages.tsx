import type { WordCard, WordDetail } from '@bb/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, SearchBar, Selector, SwipeAction } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Page } from '../../app/Page';
import { api, call } from '../../lib/http';
import { Empty, ListView, useOffsetList } from '../../lib/lists';
import { QueryPage } from '../../lib/QueryPage';
import { toast } from '../../lib/toast';
import { speak } from '../reader/tapWord';
import { STATE_NAMES, useWordOverview } from './api';

const FILTERS = [
  { label: '全部', value: 'all' },
  { label: '新词', value: 'new' },
  { label: '学习中', value: 'learning' },
  { label: '已掌握', value: 'mastered' },
];

const ORDERS = [
  { label: '最新', value: 'new' },
  { label: '最早', value: 'old' },
  { label: '字母', value: 'alpha' },
  { label: '待复习', value: 'due' },
];

function OverviewStrip() {
  const o = useWordOverview();
  const navigate = useNavigate();
  if (!o.data) return null;
  return (
    <div className="word-overview" data-testid="word-overview">
      <div>
        <b>{o.data.total}</b>
        <span>单词</span>
      </div>
      <div>
        <b>{o.data.due_today}</b>
        <span>待复习</span>
      </div>
      <div>
        <b>{o.data.mastered}</b>
        <span>已掌握</span>
      </div>
      <Button size="small" color="primary" onClick={() => navigate('/flashcard/start')} disabled={o.data.total === 0}>
        去复习
      </Button>
    </div>
  );
}

/** The word book: overview, search, filter by state, order, and swipe left to delete. */
export function MyWordPage() {
  const [params, setParams] = useSearchParams();
  const order = params.get('order') ?? 'new';
  const filter = params.get('filter') ?? 'all';
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const list = useOffsetList<WordCard>(['myword'], '/reader/myword', { order, filter, q: q || undefined });
  const setParam = (key: string, value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  // Search as the reader types, a moment after the last key.
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (text: string) => {
    setTyped(text);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => setParam('q', text.trim(), ''), 300);
  };
  useEffect(() => () => clearTimeout(typing.current), []);
  const remove = async (w: WordCard) => {
    const ok = await Dialog.confirm({
      content: `从单词本删除「${w.word}」？`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!ok) return;
    const res = await api('POST', '/reader/myword/del', { body: { word: w.word } });
    if (res.status?.code !== 200) return toast(res.status?.msg ?? '删除失败');
    void qc.invalidateQueries({ queryKey: ['myword'] });
    toast('已删除');
  };
  return (
    <Page title="单词本" back={false}>
      <OverviewStrip />
      <div className="word-search">
        <SearchBar
          placeholder="查找单词或中文意思"
          value={typed}
          onChange={search}
          onClear={() => search('')}
          data-testid="word-search"
        />
      </div>
      <Selector
        className="label-selector"
        columns={4}
        options={FILTERS}
        value={[filter]}
        onChange={(v) => v[0] && setParam('filter', v[0], 'all')}
      />
      <fieldset className="word-order" aria-label="排序">
        <span className="muted word-order-label">排序</span>
        {ORDERS.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={order === o.value}
            className={order === o.value ? 'word-order-on' : ''}
            onClick={() => setParam('order', o.value, 'new')}
          >
            {o.label}
          </button>
        ))}
      </fieldset>
      <ListView
        list={list}
        render={(w) => (
          <SwipeAction
            key={w.id}
            rightActions={[{ key: 'delete', text: '删除', color: 'danger', onClick: () => void remove(w) }]}
          >
            <button
              type="button"
              className="word-row"
              onClick={() => navigate(`/myword/${encodeURIComponent(w.word)}/show`)}
              data-testid="word-row"
            >
              <span className="word-row-word">{w.word}</span>
              <span className="word-row-meaning">{w.meaning}</span>
              <span className="chip">{STATE_NAMES[w.state]}</span>
            </button>
          </SwipeAction>
        )}
        empty={
          q || filter !== 'all' ? (
            <Empty title="没有符合条件的词">换个关键词或筛选条件试试</Empty>
          ) : (
            <Empty title="单词本还是空的">读文章时点一下不认识的词，就能加进来</Empty>
          )
        }
      />
    </Page>
  );
}

/** One word: meaning, and every sentence I saved it from, each linking back to its article. */
export function WordShowPage() {
  const word = useParams().word ?? '';
  const navigate = useNavigate();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['myword', 'detail', word],
    queryFn: () => call<WordDetail>('GET', '/reader/myword/detail', { query: { word } }),
  });
  return (
    <QueryPage title={word} query={q} missing="单词本里没有这个词">
      {({ card, contexts }) => (
        <Page title={card.word}>
          <div className="word-detail-head">
            <span className="word-card-word">{card.word}</span>
            {card.phonetic && <span className="word-card-phonetic">/{card.phonetic}/</span>}
            <button type="button" className="icon-button" aria-label="朗读" onClick={() => speak(card.word)}>
              <SoundOutline fontSize={22} />
            </button>
          </div>
          <p className="word-detail-meaning">{card.meaning}</p>
          <h3 className="word-detail-sub">我的例句（{contexts.length}）</h3>
          {contexts.length === 0 ? (
            <Empty title="还没有例句">在文章里点这个词再加一次，就会记下句子</Empty>
          ) : (
            contexts.map((c) => (
              <div key={`${c.sentence}-${c.created_at}`} className="context-card">
                <p lang="en" className="context-sentence">
                  {c.sentence}
                </p>
                {c.article && (
                  <Link to={`/article/${c.article.id}`} className="muted">
                    出自《{c.article.title_zh || c.article.title}》
                  </Link>
                )}
              </div>
            ))
          )}
          <div className="page-actions">
            <Button
              block
              fill="outline"
              color="danger"
              onClick={async () => {
                await api('POST', '/reader/myword/del', { body: { word: card.word } });
                void qc.invalidateQueries({ queryKey: ['myword'] });
                navigate('/myword', { replace: true });
              }}
            >
              从单词本删除
            </Button>
          </div>
        </Page>
      )}
    </QueryPage>
  );
}
