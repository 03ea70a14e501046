import type { Collection } from '@bb/contract';
import { Link } from 'react-router';

export function CollectionCard({ c }: { c: Collection }) {
  return (
    <Link to={`/collection/${c.id}/show`} className="collection-card" data-testid="collection-card">
      <div className="collection-card-title">{c.title}</div>
      <div className="collection-card-desc">{c.description}</div>
      <div className="article-card-meta">
        <span>{c.article_count} 篇</span>
        <span>{c.followers} 人关注</span>
        {c.creator && <span>{c.creator.username}</span>}
        {c.status === 'draft' && <span className="chip">未发布</span>}
      </div>
    </Link>
  );
}
