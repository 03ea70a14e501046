import type { Article, ArticleStatus, ArticleSummary, CreatorBrief, Paragraph } from '@bb/contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Dialect } from '../../platform/db/index.js';
import type { ArticlesTable, DB } from '../../platform/db/schema.js';

export type ArticleRow = Selectable<ArticlesTable>;

/** The columns a list shows, with the creator joined in; bodies stay in the database. */
export function selectSummaries(db: Kysely<DB>) {
  return db
    .selectFrom('articles')
    .leftJoin('users as creator', 'creator.id', 'articles.creator_id')
    .select([
      'articles.id',
      'articles.title',
      'articles.title_zh',
      'articles.summary',
      'articles.author',
      'articles.source',
      'articles.cover',
      'articles.creator_id',
      'articles.topics',
      'articles.labels',
      'articles.status',
      'articles.published_at',
      'articles.is_lock',
      'articles.word_count',
      'articles.minutes',
      'creator.username as creator_name',
      'creator.avatar as creator_avatar',
    ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['executeTakeFirstOrThrow']>>;

/** The creator joined into a row (`creator_id`, `creator_name`, `creator_avatar`), or null. */
export function presentCreator(row: {
  creator_id: number | null;
  creator_name: string | null;
  creator_avatar: string | null;
}): CreatorBrief | null {
  return row.creator_id !== null && row.creator_name !== null
    ? { id: row.creator_id, username: row.creator_name, avatar: row.creator_avatar ?? '' }
    : null;
}

export function presentSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    title_zh: row.title_zh,
    summary: row.summary,
    author: row.author,
    source: row.source,
    cover: row.cover,
    creator: presentCreator(row),
    topics: JSON.parse(row.topics) as string[],
    labels: JSON.parse(row.labels) as string[],
    status: row.status as ArticleStatus,
    published_at: row.published_at,
    is_lock: row.is_lock === 1,
    word_count: row.word_count,
    minutes: row.minutes,
  };
}

export async function findArticle(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('articles')
    .leftJoin('users as creator', 'creator.id', 'articles.creator_id')
    .selectAll('articles')
    .select(['creator.username as creator_name', 'creator.avatar as creator_avatar'])
    .where('articles.id', '=', id)
    .executeTakeFirst();
}

export type FullRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>;

export function presentArticle(row: FullRow): Article {
  return {
    ...presentSummary(row),
    source_url: row.source_url,
    paragraphs: JSON.parse(row.paragraphs) as Paragraph[],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Published and due: what readers may see. */
export function isPublic(row: Pick<ArticleRow, 'status' | 'published_at'>, now: string): boolean {
  return row.status === 'published' && row.published_at !== null && row.published_at <= now;
}

/** Topics and labels get rows of their own so lists can filter by them with an index. */
export async function writeTags(trx: Transaction<DB>, articleId: number, topics: string[], labels: string[]) {
  await trx.deleteFrom('article_topics').where('article_id', '=', articleId).execute();
  await trx.deleteFrom('article_labels').where('article_id', '=', articleId).execute();
  const uniqueTopics = [...new Set(topics)];
  if (uniqueTopics.length) {
    await trx
      .insertInto('article_topics')
      .values(uniqueTopics.map((topic) => ({ article_id: articleId, topic })))
      .execute();
  }
  const uniqueLabels = [...new Set(labels)];
  if (uniqueLabels.length) {
    await trx
      .insertInto('article_labels')
      .values(uniqueLabels.map((label) => ({ article_id: articleId, label })))
      .execute();
  }
}

/**
 * Keeps the search index in step with a row. SQLite's FTS5 table reads its text from `articles`
 * (external content), so the old text must be named to remove it; PostgreSQL recomputes the
 * weighted tsvector in place.
 */
export async function reindexArticle(
  trx: Transaction<DB> | Kysely<DB>,
  dialect: Dialect,
  id: number,
  old: { title: string; body_text: string } | null,
  next: { title: string; title_zh: string; body_text: string } | null,
) {
  if (dialect === 'sqlite') {
    if (old) {
      await sql`insert into articles_fts(articles_fts, rowid, title, body_text) values ('delete', ${id}, ${old.title}, ${old.body_text})`.execute(
        trx,
      );
      await sql`delete from articles_zh where rowid = ${id}`.execute(trx);
    }
    if (next) {
      await sql`insert into articles_fts(rowid, title, body_text) values (${id}, ${next.title}, ${next.body_text})`.execute(
        trx,
      );
      await sql`insert into articles_zh(rowid, title_zh) values (${id}, ${next.title_zh})`.execute(trx);
    }
    return;
  }
  if (next) {
    await sql`update articles set search = setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body_text), 'B') where id = ${id}`.execute(
      trx,
    );
  }
}
