import type { ArticleSummary, Collection, CollectionShow, Creator, Page as ListPage } from '@bb/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, DotLoading, ErrorBlock, Form, Input, Tabs, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../app/Page';
import { hasToken, useMe } from '../../app/session';
import { ApiError, call } from '../../lib/http';
import { Empty, ListView, useOffsetList } from '../../lib/lists';
import { QueryPage } from '../../lib/QueryPage';
import { toast } from '../../lib/toast';
import { ArticleCard } from '../articles/ArticleCard';
import { CollectionCard } from './CollectionCard';

function CollectionList({ path, empty }: { path: string; empty: string }) {
  const list = useOffsetList<Collection>(['collections', path], path);
  return <ListView list={list} render={(c) => <CollectionCard key={c.id} c={c} />} empty={<Empty title={empty} />} />;
}

export function CollectionAllPage() {
  return (
    <Page title="全部合集">
      <CollectionList path="/reader/collection" empty="还没有合集" />
    </Page>
  );
}

export function CollectionFollowPage() {
  return (
    <Page title="关注的合集">
      <CollectionList path="/reader/collection/follow" empty="还没有关注合集" />
    </Page>
  );
}

export function MyCollectionPage() {
  return (
    <Page title="我的合集">
      <Tabs>
        <Tabs.Tab title="关注" key="follow">
          <CollectionList path="/reader/collection/follow" empty="还没有关注合集" />
        </Tabs.Tab>
        <Tabs.Tab title="收藏" key="star">
          <CollectionList path="/reader/collection/mystar" empty="还没有收藏合集" />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}

export function CollectionShowPage() {
  const id = Number(useParams().id);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const q = useQuery({
    queryKey: ['collection', id],
    queryFn: () => call<CollectionShow>('GET', `/reader/collection/${id}/show`),
  });
  const mark = async (action: 'follow' | 'unfollow' | 'star' | 'unstar') => {
    if (!hasToken()) return navigate(`/login?redirect=${encodeURIComponent(`/collection/${id}/show`)}`);
    try {
      await call('POST', `/reader/collection/${id}/mark`, { body: { action } });
      void qc.invalidateQueries({ queryKey: ['collection', id] });
      toast({ follow: '已关注', unfollow: '已取消关注', star: '已收藏', unstar: '已取消收藏' }[action]);
    } catch (e) {
      toast(e instanceof ApiError ? e.message : '操作失败');
    }
  };
  return (
    <QueryPage title="合集" query={q} missing="合集不存在或未发布">
      {(c) => (
        <Page title="合集">
          <div className="collection-head">
            <h1>{c.title}</h1>
            <p className="collection-head-desc">{c.description}</p>
            <div className="article-card-meta">
              <span>{c.article_count} 篇</span>
              <span>{c.followers} 人关注</span>
              {c.creator && <span>{c.creator.username}</span>}
            </div>
            <div className="collection-actions">
              <Button
                size="small"
                color="primary"
                fill={c.followed ? 'outline' : 'solid'}
                onClick={() => void mark(c.followed ? 'unfollow' : 'follow')}
                data-testid="follow-collection"
              >
                {c.followed ? '已关注' : '关注'}
              </Button>
              <Button size="small" fill="outline" onClick={() => void mark(c.starred ? 'unstar' : 'star')}>
                {c.starred ? '已收藏' : '收藏'}
              </Button>
            </div>
          </div>
          {c.articles.length === 0 ? (
            <Empty title="合集里还没有文章" />
          ) : (
            c.articles.map((a, i) => (
              <ArticleCard key={a.id} article={a} extra={<span className="muted">第 {i + 1} 篇</span>} />
            ))
          )}
        </Page>
      )}
    </QueryPage>
  );
}

/** Creators put their own articles together; admins anyone's (via the admin area). */
export function CollectionNewPage() {
  const me = useMe();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const mine = useQuery({
    queryKey: ['manage', 'published'],
    queryFn: () => call<ListPage<ArticleSummary>>('GET', '/reader/article/manage', { query: { limit: 100 } }),
    enabled: Boolean(me.data?.is_creator || me.data?.is_super),
  });
  if (me.data && !me.data.is_creator && !me.data.is_super) {
    return (
      <Page title="新建合集">
        <ErrorBlock status="empty" title="成为创作者后可以建合集" description="请联系客服申请创作者身份" />
      </Page>
    );
  }
  const submit = async (v: { title: string; description?: string }) => {
    setBusy(true);
    try {
      const made = await call<CollectionShow>('POST', '/reader/collection/add', {
        body: { title: v.title, description: v.description ?? '', article_ids: chosen },
      });
      await call('POST', `/reader/collection/${made.id}/publish`, { body: {} });
      toast('合集已发布');
      navigate(`/collection/${made.id}/show`, { replace: true });
    } catch (e) {
      toast(e instanceof ApiError ? e.message : '保存失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title="新建合集">
      <Form
        layout="vertical"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" loading={busy}>
            发布合集
          </Button>
        }
      >
        <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写合集标题' }]}>
          <Input maxLength={100} placeholder="例如：入门晨读" />
        </Form.Item>
        <Form.Item name="description" label="简介">
          <TextArea maxLength={1000} rows={3} placeholder="这组文章适合谁、讲什么" />
        </Form.Item>
        <Form.Item label={`选择文章（已选 ${chosen.length} 篇，按勾选顺序排列）`}>
          {mine.isPending ? (
            <DotLoading />
          ) : (
            (mine.data?.items ?? []).map((a) => (
              <div key={a.id} className="pick-row">
                <Checkbox
                  checked={chosen.includes(a.id)}
                  onChange={(on) => setChosen((c) => (on ? [...c, a.id] : c.filter((x) => x !== a.id)))}
                >
                  {a.title}
                  {a.title_zh && <span className="muted"> {a.title_zh}</span>}
                </Checkbox>
              </div>
            ))
          )}
        </Form.Item>
      </Form>
    </Page>
  );
}

export function CreatorPage() {
  const id = Number(useParams().id);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const q = useQuery({
    queryKey: ['creator', id],
    queryFn: () => call<{ creator: Creator; articles: ListPage<ArticleSummary> }>('GET', `/reader/creator/${id}`),
  });
  const follow = async (status: boolean) => {
    if (!hasToken()) return navigate(`/login?redirect=${encodeURIComponent(`/creator/${id}`)}`);
    try {
      await call('POST', `/reader/creator/${id}/follow`, { body: { status } });
      void qc.invalidateQueries({ queryKey: ['creator', id] });
    } catch (e) {
      toast(e instanceof ApiError ? e.message : '操作失败');
    }
  };
  return (
    <QueryPage title="创作者" query={q} missing="创作者不存在">
      {({ creator, articles }) => (
        <Page title={creator.username}>
          <div className="profile">
            <div className="avatar">{creator.username.slice(0, 1)}</div>
            <div className="profile-text">
              <div className="profile-name">{creator.username}</div>
              <div className="muted">
                {creator.articles} 篇文章 · {creator.followers} 人关注
              </div>
            </div>
            <Button
              size="small"
              color="primary"
              fill={creator.followed ? 'outline' : 'solid'}
              onClick={() => void follow(!creator.followed)}
            >
              {creator.followed ? '已关注' : '关注'}
            </Button>
          </div>
          {articles.items.length === 0 ? (
            <Empty title="还没有发布文章" />
          ) : (
            articles.items.map((a) => <ArticleCard key={a.id} article={a} />)
          )}
        </Page>
      )}
    </QueryPage>
  );
}
