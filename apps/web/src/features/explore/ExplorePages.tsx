import {
  type ArticleSummary,
  type Collection,
  type Creator,
  DIFFICULTY_LABELS,
  type DifficultyLabel,
} from '@bb/contract';
import { useQuery } from '@tanstack/react-query';
import { DotLoading, Selector } from 'antd-mobile';
import { Link, useParams, useSearchParams } from 'react-router';
import { Page } from '../../app/Page';
import { call } from '../../lib/http';
import { Empty, ListView, useOffsetList } from '../../lib/lists';
import { ArticleCard } from '../articles/ArticleCard';
import { useTopics } from '../articles/api';
import { CollectionCard } from '../collections/CollectionCard';

/** Explore: topics, levels, a few collections and the creators. */
export function ExplorePage() {
  const topics = useTopics();
  const collections = useQuery({
    queryKey: ['collections', 'random'],
    queryFn: () => call<Collection[]>('GET', '/reader/collection/random'),
  });
  const creators = useQuery({ queryKey: ['creators'], queryFn: () => call<Creator[]>('GET', '/reader/creator') });
  return (
    <Page title="发现" back={false}>
      <section className="explore-section">
        <h2>话题</h2>
        {topics.isPending ? (
          <DotLoading />
        ) : (
          <div className="chip-row">
            {(topics.data ?? []).map((t) => (
              <Link key={t.topic} to={`/topic/${encodeURIComponent(t.topic)}`} className="chip chip-big">
                {t.topic} <span className="muted">{t.count}</span>
              </Link>
            ))}
            {topics.data?.length === 0 && <span className="muted">还没有话题</span>}
          </div>
        )}
      </section>
      <section className="explore-section">
        <h2>难度</h2>
        <div className="chip-row">
          {Object.entries(DIFFICULTY_LABELS).map(([k, v]) => (
            <Link key={k} to={`/label?l=${k}`} className="chip chip-big">
              {v}
            </Link>
          ))}
        </div>
      </section>
      <section className="explore-section">
        <h2>
          合集{' '}
          <Link to="/collection/all" className="section-more">
            全部
          </Link>
        </h2>
        {(collections.data ?? []).map((c) => (
          <CollectionCard key={c.id} c={c} />
        ))}
        {collections.data?.length === 0 && <span className="muted">还没有合集</span>}
      </section>
      <section className="explore-section">
        <h2>创作者</h2>
        {(creators.data ?? []).map((c) => (
          <Link key={c.id} to={`/creator/${c.id}`} className="creator-row">
            <span className="avatar avatar-small">{c.username.slice(0, 1)}</span>
            <span className="creator-row-name">{c.username}</span>
            <span className="muted">
              {c.articles} 篇 · {c.followers} 人关注
            </span>
          </Link>
        ))}
      </section>
    </Page>
  );
}

export function TopicPage() {
  const topic = useParams().topic ?? '';
  const list = useOffsetList<ArticleSummary>(['articles', 'topic'], '/reader/article/topic', { q: topic });
  return (
    <Page title={`#${topic}`}>
      <ListView
        list={list}
        render={(a) => <ArticleCard key={a.id} article={a} />}
        empty={<Empty title="这个话题下还没有文章" />}
      />
    </Page>
  );
}

const LABEL_OPTIONS = Object.entries(DIFFICULTY_LABELS).map(([value, label]) => ({ value, label }));

export function LabelPage() {
  const [params, setParams] = useSearchParams();
  const label = (params.get('l') ?? 'EASY') as DifficultyLabel;
  const list = useOffsetList<ArticleSummary>(['articles', 'latest'], '/reader/article', { label });
  return (
    <Page title="按难度读">
      <Selector
        className="label-selector"
        columns={5}
        options={LABEL_OPTIONS}
        value={[label]}
        onChange={(v) => v[0] && setParams({ l: v[0] }, { replace: true })}
      />
      <ListView
        list={list}
        render={(a) => <ArticleCard key={a.id} article={a} />}
        empty={<Empty title={`还没有「${DIFFICULTY_LABELS[label] ?? label}」的文章`} />}
      />
    </Page>
  );
}
