import type { ArticleSummary, Level, Page } from '@bb/contract';
import { LEVELS } from '@bb/contract';
import type { Kysely } from 'kysely';
import { isoAt } from '../../platform/clock.js';
import type { DB } from '../../platform/db/schema.js';
import type { Deps } from '../../platform/deps.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { forbidden } from '../../platform/http/errors.js';
import { nextOffset } from '../../platform/http/paging.js';
import { presentSummary, type SummaryRow, selectSummaries } from './repo.js';

interface Paging {
  offset: number;
  limit: number;
}

/** Articles carrying a difficulty label, by its own indexed table. */
function articlesWithLabel(db: Kysely<DB>, label: string) {
  return db.selectFrom('article_labels').select('article_id').where('label', '=', label);
}

export function publicSummaries(db: Kysely<DB>, now: string) {
  return selectSummaries(db).where('articles.status', '=', 'published').where('articles.published_at', '<=', now);
}

interface PageableQuery {
  limit(n: number): { offset(n: number): { execute(): Promise<SummaryRow[]> } };
}

async function page(query: PageableQuery, p: Paging): Promise<Page<ArticleSummary>> {
  const rows = await query.limit(p.limit).offset(p.offset).execute();
  return { items: rows.map(presentSummary), next_offset: nextOffset(p.offset, rows.length, p.limit) };
}

/** The home list: newest published first, by label or topic. Its first page marks "seen" for new_count. */
export async function listPublished(deps: Deps, user: AuthUser | null, q: Paging & { label?: string; topic?: string }) {
  const now = isoAt(deps.clock.now());
  const query = publicSummaries(deps.db, now)
    .$if(q.label !== undefined, (b) => b.where('articles.id', 'in', articlesWithLabel(deps.db, q.label ?? '')))
    .$if(q.topic !== undefined, (b) =>
      b.where(
        'articles.id',
        'in',
        deps.db
          .selectFrom('article_topics')
          .select('article_id')
          .where('topic', '=', q.topic ?? ''),
      ),
    )
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.id', 'desc');
  if (user && q.offset === 0 && !q.label && !q.topic) {
    await deps.db.updateTable('users').set({ articles_seen_at: now }).where('id', '=', user.id).execute();
  }
  return page(query, q);
}

/** New since the reader last opened the home list (or since they signed up); 0 when signed out. */
export async function newCount(deps: Deps, user: AuthUser | null): Promise<{ count: number }> {
  if (!user) return { count: 0 };
  const now = isoAt(deps.clock.now());
  const seen = await deps.db
    .selectFrom('users')
    .select(['articles_seen_at', 'created_at'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  const since = seen?.articles_seen_at ?? seen?.created_at ?? null;
  const row = await deps.db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'published')
    .where('published_at', '<=', now)
    .$if(since !== null, (b) => b.where('published_at', '>', since ?? ''))
    .executeTakeFirstOrThrow();
  return { count: Number(row.n) };
}

/** A creator's own articles in every status; an admin sees everyone's. */
export async function manageList(
  deps: Deps,
  user: AuthUser,
  q: Paging & { status?: string; creator_id?: number; q?: string; label?: string },
) {
  if (!user.isSuper && !user.isCreator) throw forbidden('只有创作者和管理员可以管理文章');
  const like = q.q ? `%${q.q.toLowerCase()}%` : null;
  const query = selectSummaries(deps.db)
    .$if(!user.isSuper, (b) => b.where('articles.creator_id', '=', user.id))
    .$if(user.isSuper && q.creator_id !== undefined, (b) => b.where('articles.creator_id', '=', q.creator_id ?? 0))
    .$if(q.status !== undefined, (b) => b.where('articles.status', '=', q.status ?? ''))
    .$if(q.label !== undefined, (b) => b.where('articles.id', 'in', articlesWithLabel(deps.db, q.label ?? '')))
    .$if(like !== null, (b) =>
      b.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['articles.title']), 'like', like ?? ''),
          eb('articles.title_zh', 'like', like ?? ''),
        ]),
      ),
    )
    .orderBy('articles.updated_at', 'desc')
    .orderBy('articles.id', 'desc');
  return page(query, q);
}

/** `/reader/article/topic?q,author`: a topic's articles, or an author's, or both. */
export async function topicList(deps: Deps, q: Paging & { q: string; author: string }) {
  const now = isoAt(deps.clock.now());
  const query = publicSummaries(deps.db, now)
    .$if(q.q !== '', (b) =>
      b.where('articles.id', 'in', deps.db.selectFrom('article_topics').select('article_id').where('topic', '=', q.q)),
    )
    .$if(q.author !== '', (b) => b.where('articles.author', '=', q.author))
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.id', 'desc');
  return page(query, q);
}

export async function topicsOverview(deps: Deps) {
  const now = isoAt(deps.clock.now());
  const rows = await deps.db
    .selectFrom('article_topics as t')
    .innerJoin('articles as a', 'a.id', 't.article_id')
    .select(['t.topic', (eb) => eb.fn.countAll<number>().as('n')])
    .where('a.status', '=', 'published')
    .where('a.published_at', '<=', now)
    .groupBy('t.topic')
    .orderBy('n', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => ({ topic: r.topic, count: Number(r.n) }));
}

export async function myStars(deps: Deps, user: AuthUser, p: Paging) {
  const now = isoAt(deps.clock.now());
  const query = publicSummaries(deps.db, now)
    .innerJoin('article_marks as m', 'm.article_id', 'articles.id')
    .where('m.user_id', '=', user.id)
    .where('m.action', '=', 'star')
    .orderBy('m.created_at', 'desc')
    .orderBy('articles.id', 'desc');
  return page(query, p);
}

/**
 * For you: published articles the reader has not opened, at or near their level. The level is
 * the most common level among what they read (STANDARD before any reading). Score: 3 for the same
 * level, 1 for one step off, +2 from a followed creator, +2 in a followed collection; ties go to
 * the newest. Anonymous readers get the newest STANDARD-ish articles.
 */
export async function recommendFor(deps: Deps, user: AuthUser | null, limit = 20): Promise<ArticleSummary[]> {
  const now = isoAt(deps.clock.now());
  let level: Level = 'STANDARD';
  let readIds: number[] = [];
  let followedCreators = new Set<number>();
  let followedArticles = new Set<number>();
  if (user) {
    const [read, creators, inCollections] = await Promise.all([
      deps.db
        .selectFrom('reading_progress as p')
        .innerJoin('articles as a', 'a.id', 'p.article_id')
        .select(['p.article_id', 'a.labels'])
        .where('p.user_id', '=', user.id)
        .execute(),
      deps.db.selectFrom('creator_follows').select('creator_id').where('user_id', '=', user.id).execute(),
      deps.db
        .selectFrom('collection_marks as m')
        .innerJoin('collection_articles as ca', 'ca.collection_id', 'm.collection_id')
        .select('ca.article_id')
        .where('m.user_id', '=', user.id)
        .where('m.action', '=', 'follow')
        .execute(),
    ]);
    readIds = read.map((r) => r.article_id);
    const counts = new Map<Level, number>();
    for (const r of read) {
      const l = (JSON.parse(r.labels) as string[]).find((x): x is Level => (LEVELS as readonly string[]).includes(x));
      if (l) counts.set(l, (counts.get(l) ?? 0) + 1);
    }
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    if (top) level = top[0];
    followedCreators = new Set(creators.map((c) => c.creator_id));
    followedArticles = new Set(inCollections.map((c) => c.article_id));
  }
  const candidates = await publicSummaries(deps.db, now)
    .$if(readIds.length > 0, (b) => b.where('articles.id', 'not in', readIds))
    .orderBy('articles.published_at', 'desc')
    .limit(300)
    .execute();
  const li = LEVELS.indexOf(level);
  const scored = candidates.map((row, i) => {
    const labels = JSON.parse(row.labels) as string[];
    const own = LEVELS.findIndex((l) => labels.includes(l));
    const dist = own < 0 ? 2 : Math.abs(own - li);
    let score = dist === 0 ? 3 : dist === 1 ? 1 : 0;
    if (row.creator_id !== null && followedCreators.has(row.creator_id)) score += 2;
    if (followedArticles.has(row.id)) score += 2;
    return { row, score, i };
  });
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.slice(0, limit).map((s) => presentSummary(s.row));
}
