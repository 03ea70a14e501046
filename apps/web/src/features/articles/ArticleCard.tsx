import { type ArticleSummary, DIFFICULTY_LABELS, type DifficultyLabel } from '@bb/contract';
import { Link } from 'react-router';
import { imageUrl } from '../../lib/image';

export function labelName(label: string): string {
  return DIFFICULTY_LABELS[label as DifficultyLabel] ?? label;
}

/** One article in a list: English and Chinese titles, level, length, and a member badge. */
export function ArticleCard({ article, extra }: { article: ArticleSummary; extra?: React.ReactNode }) {
  return (
    <Link to={`/article/${article.id}`} className="article-card" data-testid="article-card">
      <div className="article-card-text">
        <div className="article-card-title">{article.title}</div>
        {article.title_zh && <div className="article-card-zh">{article.title_zh}</div>}
        <div className="article-card-meta">
          {article.labels.slice(0, 2).map((l) => (
            <span key={l} className="chip">
              {labelName(l)}
            </span>
          ))}
          <span>{article.word_count} 词</span>
          <span>{article.minutes} 分钟</span>
          {article.is_lock && <span className="chip chip-member">会员</span>}
        </div>
        {extra}
      </div>
      {article.cover && <img className="article-card-cover" src={imageUrl(article.cover, 240)} alt="" loading="lazy" />}
    </Link>
  );
}
