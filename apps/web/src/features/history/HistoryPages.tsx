import type { ArticleSummary, HistoryItem } from '@bb/contract';
import { ProgressBar } from 'antd-mobile';
import { Page } from '../../app/Page';
import { Empty, ListView, useOffsetList } from '../../lib/lists';
import { ArticleCard } from '../articles/ArticleCard';
import { formatDuration } from './StatsPages';

function ago(iso: string): string {
  const min = Math.round((Date.now() - Date.parse(iso)) / 60_000);
  if (min < 1) return '刚刚';
  if (min < 60) return `${min} 分钟前`;
  const h = Math.round(min / 60);
  if (h < 24) return `${h} 小时前`;
  return `${Math.round(h / 24)} 天前`;
}

export function HistoryPage() {
  const list = useOffsetList<HistoryItem>(['history'], '/reader/history');
  return (
    <Page title="阅读历史">
      <ListView
        list={list}
        render={(h) => (
          <ArticleCard
            key={h.article.id}
            article={h.article}
            extra={
              <div className="history-extra">
                <ProgressBar percent={Math.round(h.progress * 100)} style={{ '--track-width': '4px' }} />
                <span className="muted">
                  {h.finished ? '已读完' : `读到 ${Math.round(h.progress * 100)}%`} · {formatDuration(h.seconds)} ·{' '}
                  {ago(h.last_read_at)}
                </span>
              </div>
            }
          />
        )}
        empty={<Empty title="还没有阅读记录">读一篇文章，这里就会记下来</Empty>}
      />
    </Page>
  );
}

export function MyStarPage() {
  const list = useOffsetList<ArticleSummary>(['stars'], '/reader/myarticle/star');
  return (
    <Page title="我的收藏">
      <ListView
        list={list}
        render={(a) => <ArticleCard key={a.id} article={a} />}
        empty={<Empty title="还没有收藏">在文章底部点「收藏」</Empty>}
      />
    </Page>
  );
}
