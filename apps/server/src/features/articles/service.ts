import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  Article,
  ArticleShow,
  ArticleStatus,
  articleAddBody,
  articleUpdateBody,
  DifficultyLabel,
  MarkAction,
  Paragraph,
} from '@bb/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { isoAt } from '../../platform/clock.js';
import { businessDay } from '../../platform/days.js';
import type { Deps } from '../../platform/deps.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { isActiveMember } from '../../platform/http/auth.js';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.js';
import { extractArticle, fetchPage } from './import.js';
import { type FullRow, findArticle, isPublic, presentArticle, reindexArticle, writeTags } from './repo.js';
import { bodyText, computeLabels, countWords, paragraphsFromText, readingMinutes, withParagraphIds } from './text.js';

type AddInput = z.output<typeof articleAddBody>['article'];
type UpdateInput = z.output<typeof articleUpdateBody>['article'];

/** Creators write and publish their own articles; admins everyone's; readers none. */
export function canWrite(user: AuthUser | null): user is AuthUser {
  return user !== null && (user.isSuper || user.isCreator);
}

export function canManage(user: AuthUser | null, row: { creator_id: number | null }): boolean {
  return user !== null && (user.isSuper || (user.isCreator && row.creator_id === user.id));
}

/** Only admins reject; everyone who can write can draft, submit, publish and take offline. */
function checkStatus(user: AuthUser, status: ArticleStatus | undefined) {
  if (status === 'rejected' && !user.isSuper) throw forbidden('只有管理员可以驳回文章');
}

export async function loadVisible(deps: Deps, id: number, user: AuthUser | null): Promise<FullRow> {
  const row = await findArticle(deps.db, id);
  if (!row) throw notFound('文章不存在');
  if (!isPublic(row, isoAt(deps.clock.now())) && !canManage(user, row)) throw notFound('文章不存在');
  return row;
}

async function loadManaged(deps: Deps, id: number, user: AuthUser): Promise<FullRow> {
  const row = await findArticle(deps.db, id);
  if (!row) throw notFound('文章不存在');
  if (!canManage(user, row)) throw forbidden('只能管理自己的文章');
  return row;
}

function derived(paragraphs: Paragraph[], labels: DifficultyLabel[] | undefined) {
  const body = bodyText(paragraphs);
  const words = countWords(body);
  return { body_text: body, word_count: words, minutes: readingMinutes(words), labels: labels ?? computeLabels(body) };
}

/** A published article always has a time: the one given, the one it had, or now. */
function publishedAtFor(status: ArticleStatus, given: string | null | undefined, current: string | null, now: string) {
  if (given) return new Date(given).toISOString();
  if (status === 'published') return current ?? now;
  return given === null ? null : current;
}

export async function createArticle(deps: Deps, user: AuthUser, input: AddInput) {
  if (!canWrite(user)) throw forbidden('只有创作者和管理员可以写文章');
  checkStatus(user, input.status);
  let fields = {
    title: input.title ?? '',
    author: input.author,
    source: input.source,
    summary: input.summary,
    cover: input.cover,
  };
  let rawParagraphs: Array<{ id?: string; en: string; zh?: string }>;
  if (input.paragraphs) rawParagraphs = input.paragraphs;
  else if (input.text?.trim()) rawParagraphs = paragraphsFromText(input.text);
  else {
    const page = await fetchPage(input.source_url, deps.config.allowPrivateFetch);
    const imported = extractArticle(page.html, page.url);
    rawParagraphs = imported.paragraphs.map((en) => ({ en }));
    fields = {
      title: fields.title || imported.title,
      author: fields.author || imported.author,
      source: fields.source || imported.source,
      summary: fields.summary || imported.summary,
      cover: fields.cover || imported.cover,
    };
  }
  if (!fields.title) throw badRequest('title: 请填写标题');
  if (rawParagraphs.length === 0) throw badRequest('paragraphs: 正文不能为空');
  const id = await insertArticle(deps, user.id, {
    ...fields,
    title_zh: input.title_zh,
    source_url: input.source_url,
    topics: input.topics,
    labels: input.labels,
    status: input.status ?? 'draft',
    published_at: input.published_at,
    is_lock: input.is_lock ?? false,
    paragraphs: rawParagraphs,
  });
  if (input.collection_id) await appendToCollection(deps, user, input.collection_id, id);
  return presentArticle(await loadManaged(deps, id, user));
}

export interface NewArticle {
  title: string;
  title_zh: string;
  summary: string;
  author: string;
  source: string;
  source_url: string;
  cover: string;
  topics: string[];
  labels: DifficultyLabel[] | undefined;
  status: ArticleStatus;
  published_at: string | null | undefined;
  is_lock: boolean;
  paragraphs: Array<{ id?: string; en: string; zh?: string }>;
}

/** Writes a new article with its tags and search index; who may do so is the caller's check. */
export async function insertArticle(deps: Deps, creatorId: number | null, a: NewArticle): Promise<number> {
  const paragraphs = withParagraphIds(a.paragraphs);
  const now = isoAt(deps.clock.now());
  const d = derived(paragraphs, a.labels);
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('articles')
      .values({
        title: a.title,
        title_zh: a.title_zh,
        summary: a.summary,
        author: a.author,
        source: a.source,
        source_url: a.source_url,
        cover: a.cover,
        creator_id: creatorId,
        topics: JSON.stringify(a.topics),
        labels: JSON.stringify(d.labels),
        status: a.status,
        published_at: publishedAtFor(a.status, a.published_at, null, now),
        is_lock: a.is_lock ? 1 : 0,
        word_count: d.word_count,
        minutes: d.minutes,
        paragraphs: JSON.stringify(paragraphs),
        body_text: d.body_text,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTags(trx, row.id, a.topics, d.labels);
    await reindexArticle(trx, deps.dialect, row.id, null, {
      title: a.title,
      title_zh: a.title_zh,
      body_text: d.body_text,
    });
    return row.id;
  });
}

async function appendToCollection(deps: Deps, user: AuthUser, collectionId: number, articleId: number) {
  const collection = await deps.db
    .selectFrom('collections')
    .select(['id', 'creator_id'])
    .where('id', '=', collectionId)
    .executeTakeFirst();
  if (!collection) throw notFound('collection_id: 合集不存在');
  if (!canManage(user, collection)) throw forbidden('只能往自己的合集里加文章');
  const last = await deps.db
    .selectFrom('collection_articles')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirst();
  await deps.db
    .insertInto('collection_articles')
    .values({ collection_id: collectionId, article_id: articleId, position: Number(last?.max ?? 0) + 1 })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function updateArticle(deps: Deps, user: AuthUser, id: number, input: UpdateInput) {
  const row = await loadManaged(deps, id, user);
  checkStatus(user, input.status);
  await applyUpdate(deps, row, input);
  return presentArticle(await loadManaged(deps, id, user));
}

/** Writes an update whose permission was already checked (by the route, or when a task was queued). */
export async function applyUpdate(deps: Deps, row: FullRow, input: UpdateInput): Promise<void> {
  const id = row.id;
  const now = isoAt(deps.clock.now());
  const paragraphs = input.paragraphs
    ? withParagraphIds(input.paragraphs)
    : (JSON.parse(row.paragraphs) as Paragraph[]);
  const d = derived(
    paragraphs,
    input.labels ?? (input.paragraphs ? undefined : (JSON.parse(row.labels) as DifficultyLabel[])),
  );
  const status = input.status ?? (row.status as ArticleStatus);
  const title = input.title ?? row.title;
  const topics = input.topics ?? (JSON.parse(row.topics) as string[]);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('articles')
      .set({
        title,
        title_zh: input.title_zh ?? row.title_zh,
        summary: input.summary ?? row.summary,
        author: input.author ?? row.author,
        source: input.source ?? row.source,
        source_url: input.source_url ?? row.source_url,
        cover: input.cover ?? row.cover,
        topics: JSON.stringify(topics),
        labels: JSON.stringify(d.labels),
        status,
        published_at: publishedAtFor(status, input.published_at, row.published_at, now),
        is_lock: input.is_lock === undefined ? row.is_lock : input.is_lock ? 1 : 0,
        word_count: d.word_count,
        minutes: d.minutes,
        paragraphs: JSON.stringify(paragraphs),
        body_text: d.body_text,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await writeTags(trx, id, topics, d.labels);
    await reindexArticle(trx, deps.dialect, id, row, {
      title,
      title_zh: input.title_zh ?? row.title_zh,
      body_text: d.body_text,
    });
  });
}

export async function deleteArticle(deps: Deps, user: AuthUser, id: number) {
  const row = await loadManaged(deps, id, user);
  await deps.db.transaction().execute(async (trx) => {
    await reindexArticle(trx, deps.dialect, id, row, null);
    await trx.deleteFrom('articles').where('id', '=', id).execute();
  });
}

export async function setLock(deps: Deps, user: AuthUser, id: number, isLock: boolean) {
  await loadManaged(deps, id, user);
  await deps.db
    .updateTable('articles')
    .set({ is_lock: isLock ? 1 : 0, updated_at: isoAt(deps.clock.now()) })
    .where('id', '=', id)
    .execute();
  return { is_lock: isLock };
}

/** Star, like and finish are a reader's own marks; finishing also counts the words toward today. */
export async function markArticle(deps: Deps, user: AuthUser, id: number, action: MarkAction, on: boolean) {
  await loadVisible(deps, id, user);
  const now = deps.clock.now();
  if (on) {
    await deps.db
      .insertInto('article_marks')
      .values({ user_id: user.id, article_id: id, action, created_at: isoAt(now) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await deps.db
      .deleteFrom('article_marks')
      .where('user_id', '=', user.id)
      .where('article_id', '=', id)
      .where('action', '=', action)
      .execute();
  }
  if (action === 'finish') {
    const day = on ? businessDay(now, deps.config.businessTz) : null;
    await deps.db
      .insertInto('reading_progress')
      .values({
        user_id: user.id,
        article_id: id,
        seconds: 0,
        progress: on ? 1 : 0,
        paragraph_id: '',
        first_read_at: isoAt(now),
        last_read_at: isoAt(now),
        finished_day: day,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'article_id']).doUpdateSet({ finished_day: day, ...(on ? { progress: 1 } : {}) }),
      )
      .execute();
  }
  return { action, status: on };
}

// Reading tickets -----------------------------------------------------------------------------

const TICKET_TTL_MS = 12 * 3600 * 1000;

function ticketSignature(secret: string, nonce: string, articleId: number, issuedAt: number, userId: number) {
  return createHmac('sha256', secret)
    .update(`${nonce}.${articleId}.${issuedAt}.${userId}`)
    .digest('base64url')
    .slice(0, 22);
}

/** A signed ticket for one reader and one article; reading time is credited against it (history). */
export async function issueTicket(deps: Deps, userId: number, articleId: number): Promise<string> {
  const nonce = randomBytes(9).toString('base64url');
  const issuedAt = deps.clock.now();
  await deps.db
    .insertInto('reading_tickets')
    .values({ nonce, user_id: userId, article_id: articleId, issued_at: isoAt(issuedAt), credited: 0 })
    .execute();
  return `${nonce}.${articleId}.${issuedAt}.${ticketSignature(deps.secret, nonce, articleId, issuedAt, userId)}`;
}

export interface VerifiedTicket {
  nonce: string;
  articleId: number;
  issuedAt: number;
  credited: number;
}

export async function verifyTicket(deps: Deps, userId: number, ticket: string): Promise<VerifiedTicket> {
  const [nonce = '', article = '', issued = '', sig = ''] = ticket.split('.');
  const articleId = Number(article);
  const issuedAt = Number(issued);
  const expected = ticketSignature(deps.secret, nonce, articleId, issuedAt, userId);
  const ok = sig.length === expected.length && timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
  if (!ok) throw badRequest('t: 阅读凭证无效');
  if (deps.clock.now() - issuedAt > TICKET_TTL_MS) throw badRequest('t: 阅读凭证已过期，请刷新文章');
  const row = await deps.db
    .selectFrom('reading_tickets')
    .select('credited')
    .where('nonce', '=', nonce)
    .executeTakeFirst();
  if (!row) throw badRequest('t: 阅读凭证无效');
  return { nonce, articleId, issuedAt, credited: row.credited };
}

/**
 * What this reader may read of an article: all of it, or for a members-only article and a
 * non-member the first third (at least one paragraph). The rest never leaves the server, not
 * even as level words or quiz sentences.
 */
export function readableParagraphs(
  deps: Deps,
  user: AuthUser | null,
  article: Pick<Article, 'paragraphs'>,
  row: FullRow,
): { paragraphs: Paragraph[]; full: boolean } {
  const full = canManage(user, row) || !row.is_lock || (user !== null && isActiveMember(user, deps.clock.now()));
  const paragraphs = full
    ? article.paragraphs
    : article.paragraphs.slice(0, Math.max(1, Math.ceil(article.paragraphs.length / 3)));
  return { paragraphs, full };
}

/** The English text a reader may read of an article, for word lists and quizzes. */
export function readableText(deps: Deps, user: AuthUser | null, row: FullRow): string {
  return readableParagraphs(deps, user, presentArticle(row), row)
    .paragraphs.map((p) => p.en)
    .join('\n');
}

// Show ----------------------------------------------------------------------------------------

export async function showArticle(deps: Deps, user: AuthUser | null, id: number): Promise<ArticleShow> {
  const row = await loadVisible(deps, id, user);
  const article = presentArticle(row);
  const { paragraphs: shown, full } = readableParagraphs(deps, user, article, row);

  const collection = await deps.db
    .selectFrom('collection_articles as ca')
    .innerJoin('collections as c', 'c.id', 'ca.collection_id')
    .select(['c.id', 'c.title', 'ca.position'])
    .where('ca.article_id', '=', id)
    .orderBy(sql`case when c.status = 'published' then 0 else 1 end`)
    .orderBy('c.id')
    .executeTakeFirst();
  const next = collection ? await nextInCollection(deps, collection.id, collection.position) : null;

  let position: ArticleShow['position'] = null;
  let marks: string[] = [];
  let t = '';
  if (user) {
    const [progress, markRows] = await Promise.all([
      deps.db
        .selectFrom('reading_progress')
        .select(['paragraph_id', 'progress', 'finished_day'])
        .where('user_id', '=', user.id)
        .where('article_id', '=', id)
        .executeTakeFirst(),
      deps.db
        .selectFrom('article_marks')
        .select('action')
        .where('user_id', '=', user.id)
        .where('article_id', '=', id)
        .execute(),
    ]);
    if (progress?.paragraph_id) position = { paragraph_id: progress.paragraph_id, progress: progress.progress };
    marks = markRows.map((m) => m.action);
    t = await issueTicket(deps, user.id, id);
  }
  return {
    ...article,
    paragraphs: shown,
    locked: !full,
    total_paragraphs: article.paragraphs.length,
    collection: collection ? { id: collection.id, title: collection.title } : null,
    next,
    position,
    starred: marks.includes('star'),
    liked: marks.includes('like'),
    finished: marks.includes('finish'),
    t,
  };
}

export async function nextInCollection(deps: Deps, collectionId: number, afterPosition: number) {
  const now = isoAt(deps.clock.now());
  const next = await deps.db
    .selectFrom('collection_articles as ca')
    .innerJoin('articles as a', 'a.id', 'ca.article_id')
    .select(['a.id', 'a.title', 'a.title_zh'])
    .where('ca.collection_id', '=', collectionId)
    .where('ca.position', '>', afterPosition)
    .where('a.status', '=', 'published')
    .where('a.published_at', '<=', now)
    .orderBy('ca.position')
    .executeTakeFirst();
  return next ?? null;
}
