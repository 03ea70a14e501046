import { type ArticleSummary, DIFFICULTY_LABELS, type DifficultyLabel } from '@bb/contract';
import { Button, DotLoading, NoticeBar, Selector, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../app/Page';
import { hasToken, useMe } from '../../app/session';
import { Empty, ListView, useOffsetList } from '../../lib/lists';
import { useNotify } from '../appinfo/api';
import { ArticleCard } from '../articles/ArticleCard';
import { useRecommended } from '../articles/api';

function Latest({ label }: { label?: string }) {
  const list = useOffsetList<ArticleSummary>(['articles', 'latest'], '/reader/article', { label });
  return (
    <ListView list={list} render={(a) => <ArticleCard key={a.id} article={a} />} empty={<Empty title="还没有文章" />} />
  );
}

function ForYou() {
  const rec = useRecommended();
  if (rec.isPending)
    return (
      <div className="center-block">
        <DotLoading />
      </div>
    );
  if (rec.isError) return <Empty title="推荐加载失败">{rec.error.message}</Empty>;
  if (rec.data.length === 0) return <Empty title="你已经读完所有文章啦">过几天再来看看新文章吧</Empty>;
  return (
    <>
      {rec.data.map((a) => (
        <ArticleCard key={a.id} article={a} />
      ))}
    </>
  );
}

const LABEL_OPTIONS = Object.entries(DIFFICULTY_LABELS).map(([value, label]) => ({ value, label }));

function ByLabel() {
  const [label, setLabel] = useState<DifficultyLabel>('EASY');
  return (
    <>
      <Selector
        className="label-selector"
        columns={5}
        options={LABEL_OPTIONS}
        value={[label]}
        onChange={(v) => v[0] && setLabel(v[0] as DifficultyLabel)}
      />
      <Latest key={label} label={label} />
    </>
  );
}

/** Home: the site notice, then the latest articles, picks for you, and articles by level. */
export function HomePage() {
  const notify = useNotify();
  const me = useMe();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'latest';
  const signedIn = hasToken();
  return (
    <Page
      title="读英语"
      back={false}
      right={
        <Button size="mini" fill="none" onClick={() => navigate('/Search')} aria-label="搜索">
          搜索
        </Button>
      }
    >
      {notify.data?.text && <NoticeBar content={notify.data.text} color="info" wrap data-testid="notice" />}
      <div className="home-greeting">
        {signedIn && me.data ? `${me.data.username}，今天读点什么？` : '每天一篇英文，点词即查，读懂世界'}
        {!signedIn && (
          <Button size="mini" color="primary" onClick={() => navigate('/Login')}>
            登录
          </Button>
        )}
      </div>
      <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })} className="home-tabs">
        <Tabs.Tab title="最新" key="latest">
          <Latest />
        </Tabs.Tab>
        <Tabs.Tab title="为你推荐" key="foryou">
          <ForYou />
        </Tabs.Tab>
        <Tabs.Tab title="按难度" key="label">
          <ByLabel />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}
