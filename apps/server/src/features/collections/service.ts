import type { Collection, CollectionShow, Page } from '@bb/contract';
import { type Kysely, sql } from 'kysely';
import { isoAt } from '../../platform/clock.js';
import type { DB } from '../../platform/db/schema.js';
import type { Deps } from '../../platform/deps.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.js';
import { nextOffset } from '../../platform/http/paging.js';
import { publicSummaries } from '../articles/lists.js';
import { presentCreator, presentSummary, selectSummaries } from '../articles/repo.js';
import { canManage, canWrite } from '../articles/service.js';

/** Collections with their counts and, for a signed-in reader, whether they follow or starred it. */
function selectCollections(db: Kysely<DB>, userId: number | null) {
  const uid = userId ?? 0;
  return db
    .selectFrom('collections as c')
    .leftJoin('users as creator', 'creator.id', 'c.creator_id')
    .select([
      'c.id',
      'c.title',
      'c.description',
      'c.cover',
      'c.creator_id',
      'c.status',
      'c.published_at',
      'c.updated_at',
      'creator.username as creator_name',
      'creator.avatar as creator_avatar',
      sql<number>`(select count(*) from collection_articles ca where ca.collection_id = c.id)`.as('article_count'),
      sql<number>`(select count(*) from collection_marks m where m.collection_id = c.id and m.action = 'follow')`.as(
        'followers',
      ),
      sql<number>`(select count(*) from collection_marks m where m.collection_id = c.id and m.user_id = ${uid} and m.action = 'follow')`.as(
        'followed',
      ),
      sql<number>`(select count(*) from collection_marks m where m.collection_id = c.id and m.user_id = ${uid} and m.action = 'star')`.as(
        'starred',
      ),
    ]);
}

type CollectionRow = Awaited<ReturnType<ReturnType<typeof selectCollections>['executeTakeFirstOrThrow']>>;

function present(row: CollectionRow): Collection {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cover: row.cover,
    creator: presentCreator(row),
    status: row.status === 'published' ? 'published' : 'draft',
    article_count: Number(row.article_count),
    followers: Number(row.followers),
    followed: Number(row.followed) > 0,
    starred: Number(row.starred) > 0,
    published_at: row.published_at,
    updated_at: row.updated_at,
  };
}

interface PageableQuery {
  limit(n: number): { offset(n: number): { execute(): Promise<CollectionRow[]> } };
}

async function pageOf(query: PageableQuery, offset: number, limit: number): Promise<Page<Collection>> {
  const rows = await query.limit(limit).offset(offset).execute();
  return { items: rows.map(present), next_offset: nextOffset(offset, rows.length, limit) };
}

export function listPublished(deps: Deps, user: AuthUser | null, offset: number, limit: number) {
  return pageOf(
    selectCollections(deps.db, user?.id ?? null)
      .where('c.status', '=', 'published')
      .orderBy('c.published_at', 'desc')
      .orderBy('c.id', 'desc'),
    offset,
    limit,
  );
}

export async function randomCollections(deps: Deps, user: AuthUser | null, limit = 6) {
  const rows = await selectCollections(deps.db, user?.id ?? null)
    .where('c.status', '=', 'published')
    .orderBy(sql`random()`)
    .limit(limit)
    .execute();
  return rows.map(present);
}

export function marked(deps: Deps, user: AuthUser, action: 'follow' | 'star', offset: number, limit: number) {
  return pageOf(
    selectCollections(deps.db, user.id)
      .innerJoin('collection_marks as mine', 'mine.collection_id', 'c.id')
      .where('mine.user_id', '=', user.id)
      .where('mine.action', '=', action)
      .where('c.status', '=', 'published')
      .orderBy('mine.created_at', 'desc'),
    offset,
    limit,
  );
}

export function manageList(deps: Deps, user: AuthUser, offset: number, limit: number) {
  if (!canWrite(user)) throw forbidden('只有创作者和管理员可以管理合集');
  return pageOf(
    selectCollections(deps.db, user.id)
      .$if(!user.isSuper, (q) => q.where('c.creator_id', '=', user.id))
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id', 'desc'),
    offset,
    limit,
  );
}

async function loadCollection(deps: Deps, user: AuthUser | null, id: number) {
  const row = await selectCollections(deps.db, user?.id ?? null)
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row || (row.status !== 'published' && !canManage(user, row))) throw notFound('合集不存在');
  return row;
}

async function loadManagedCollection(deps: Deps, user: AuthUser, id: number) {
  const row = await selectCollections(deps.db, user.id).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('合集不存在');
  if (!canManage(user, row)) throw forbidden('只能管理自己的合集');
  return row;
}

/** A collection and its articles in order; readers see the published ones, managers all. */
export async function showCollection(deps: Deps, user: AuthUser | null, id: number): Promise<CollectionShow> {
  const row = await loadCollection(deps, user, id);
  const manager = canManage(user, row);
  const base = manager ? selectSummaries(deps.db) : publicSummaries(deps.db, isoAt(deps.clock.now()));
  const articles = await base
    .innerJoin('collection_articles as ca', 'ca.article_id', 'articles.id')
    .where('ca.collection_id', '=', id)
    .orderBy('ca.position')
    .execute();
  return { ...present(row), articles: articles.map(presentSummary) };
}

export async function nextArticle(deps: Deps, user: AuthUser | null, id: number, articleId: number) {
  await loadCollection(deps, user, id);
  const current = await deps.db
    .selectFrom('collection_articles')
    .select('position')
    .where('collection_id', '=', id)
    .where('article_id', '=', articleId)
    .executeTakeFirst();
  if (!current) throw notFound('这篇文章不在合集里');
  const row = await publicSummaries(deps.db, isoAt(deps.clock.now()))
    .innerJoin('collection_articles as ca', 'ca.article_id', 'articles.id')
    .where('ca.collection_id', '=', id)
    .where('ca.position', '>', current.position)
    .orderBy('ca.position')
    .executeTakeFirst();
  return row ? presentSummary(row) : null;
}

interface CollectionInput {
  id?: number;
  title: string;
  description: string;
  cover: string;
  article_ids: number[];
}

/** Creates a collection, or with `id` replaces one's fields and article list (in the given order). */
export async function saveCollection(deps: Deps, user: AuthUser, input: CollectionInput) {
  if (!canWrite(user)) throw forbidden('只有创作者和管理员可以建合集');
  const ids = [...new Set(input.article_ids)];
  if (ids.length) {
    const found = await deps.db.selectFrom('articles').select(['id', 'creator_id']).where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw badRequest('article_ids: 有文章不存在');
    if (!user.isSuper && found.some((a) => a.creator_id !== user.id)) throw forbidden('只能把自己的文章放进合集');
  }
  if (input.id !== undefined) await loadManagedCollection(deps, user, input.id);
  const now = isoAt(deps.clock.now());
  const id = await deps.db.transaction().execute(async (trx) => {
    let collectionId = input.id;
    if (collectionId === undefined) {
      const row = await trx
        .insertInto('collections')
        .values({
          title: input.title,
          description: input.description,
          cover: input.cover,
          creator_id: user.id,
          status: 'draft',
          published_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      collectionId = row.id;
    } else {
      await trx
        .updateTable('collections')
        .set({ title: input.title, description: input.description, cover: input.cover, updated_at: now })
        .where('id', '=', collectionId)
        .execute();
      await trx.deleteFrom('collection_articles').where('collection_id', '=', collectionId).execute();
    }
    if (ids.length) {
      await trx
        .insertInto('collection_articles')
        .values(ids.map((article_id, i) => ({ collection_id: collectionId ?? 0, article_id, position: i + 1 })))
        .execute();
    }
    return collectionId;
  });
  return showCollection(deps, user, id);
}

export async function publishCollection(deps: Deps, user: AuthUser, id: number, cancel: boolean) {
  const row = await loadManagedCollection(deps, user, id);
  const now = isoAt(deps.clock.now());
  await deps.db
    .updateTable('collections')
    .set({
      status: cancel ? 'draft' : 'published',
      published_at: cancel ? row.published_at : (row.published_at ?? now),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  return present(await loadManagedCollection(deps, user, id));
}

export async function destroyCollection(deps: Deps, user: AuthUser, id: number) {
  await loadManagedCollection(deps, user, id);
  await deps.db.deleteFrom('collections').where('id', '=', id).execute();
}

export async function markCollection(
  deps: Deps,
  user: AuthUser,
  id: number,
  action: 'star' | 'unstar' | 'follow' | 'unfollow',
) {
  await loadCollection(deps, user, id);
  const kind = action === 'star' || action === 'unstar' ? 'star' : 'follow';
  if (action === 'star' || action === 'follow') {
    await deps.db
      .insertInto('collection_marks')
      .values({ user_id: user.id, collection_id: id, action: kind, created_at: isoAt(deps.clock.now()) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await deps.db
      .deleteFrom('collection_marks')
      .where('user_id', '=', user.id)
      .where('collection_id', '=', id)
      .where('action', '=', kind)
      .execute();
  }
  return present(await loadCollection(deps, user, id));
}
