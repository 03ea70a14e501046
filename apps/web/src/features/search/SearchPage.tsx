import type { SearchHit } from '@bb/contract';
import { SearchBar, Segmented } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../app/Page';
import { Empty, ListView, useOffsetList } from '../../lib/lists';

/** Highlights come from the server already escaped; the only markup in them is <mark>. */
function Highlighted({ html, className }: { html: string; className: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-escaped text with <mark> only
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const order = params.get('order') ?? 'relevance';
  const list = useOffsetList<SearchHit>(['search'], '/api/search', { q, order_by: order }, q.trim() !== '');
  return (
    <Page title="搜索">
      <div className="search-bar">
        <SearchBar
          placeholder="英文单词、中文标题都可以"
          defaultValue={q}
          onSearch={(v) => setParams({ q: v.trim(), order }, { replace: true })}
          onClear={() => setParams({}, { replace: true })}
          autoFocus={!q}
          data-testid="search-input"
        />
        {q && (
          <Segmented
            value={order}
            onChange={(v) => setParams({ q, order: String(v) }, { replace: true })}
            options={[
              { label: '最相关', value: 'relevance' },
              { label: '最新', value: 'newest' },
            ]}
          />
        )}
      </div>
      {q ? (
        <ListView
          list={list}
          render={(h) => (
            <Link key={h.id} to={`/article/${h.id}`} className="article-card search-hit" data-testid="search-hit">
              <div className="article-card-text">
                <Highlighted className="article-card-title" html={h.highlight.title} />
                {h.title_zh && <Highlighted className="article-card-zh" html={h.highlight.title_zh} />}
                <Highlighted className="search-snippet" html={h.highlight.body} />
              </div>
            </Link>
          )}
          empty={<Empty title={`没有找到「${q}」`}>换个词试试，比如更短的关键词</Empty>}
        />
      ) : (
        <Empty title="搜文章">输入英文单词（会匹配 run、running 等变形）或中文标题</Empty>
      )}
    </Page>
  );
}
