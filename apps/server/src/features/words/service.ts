import {
  CARD_STATES,
  type Page,
  type ReviewCard,
  type WordCard,
  type WordDetail,
  type WordOverview,
} from '@bb/contract';
import { type Selectable, sql } from 'kysely';
import { type Card, createEmptyCard, fsrs, type Grade, Rating, type State } from 'ts-fsrs';
import { isoAt } from '../../platform/clock.js';
import { businessDay, streakUntil } from '../../platform/days.js';
import { chunked } from '../../platform/db/chunks.js';
import type { WordsTable } from '../../platform/db/schema.js';
import type { Deps } from '../../platform/deps.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { nextOffset } from '../../platform/http/paging.js';
import { resolveWord, suggest } from '../dictionary/service.js';

/** FSRS with its defaults (90% retention) and fuzz off, so a schedule can be recomputed from the log. */
const scheduler = fsrs({ enable_fuzz: false });
/** A card counts as mastered once its interval reaches three weeks. */
const MASTERED_DAYS = 21;

type WordRow = Omit<Selectable<WordsTable>, 'user_id' | 'updated_at'>;

function toCard(r: WordRow): Card {
  return {
    due: new Date(r.due),
    stability: r.stability,
    difficulty: r.difficulty,
    elapsed_days: r.elapsed_days,
    scheduled_days: r.scheduled_days,
    learning_steps: r.learning_steps,
    reps: r.reps,
    lapses: r.lapses,
    state: r.state as State,
    last_review: r.last_review ? new Date(r.last_review) : undefined,
  };
}

function cardColumns(c: Card) {
  return {
    due: c.due.toISOString(),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsed_days,
    scheduled_days: c.scheduled_days,
    learning_steps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    last_review: c.last_review ? c.last_review.toISOString() : null,
  };
}

/** The cards with the headword's phonetic and first meaning, and how many sentences were saved. */
function selectCards(deps: Deps, userId: number) {
  return deps.db
    .selectFrom('words as w')
    .leftJoin('dict_entries as e', 'e.word_lower', 'w.lemma')
    .select([
      'w.id',
      'w.lemma',
      'w.state',
      'w.due',
      'w.stability',
      'w.difficulty',
      'w.elapsed_days',
      'w.scheduled_days',
      'w.learning_steps',
      'w.reps',
      'w.lapses',
      'w.last_review',
      'w.created_at',
      'e.word as headword',
      'e.phonetic',
      'e.translation',
      sql<number>`(select count(*) from word_contexts c where c.word_id = w.id)`.as('contexts'),
    ])
    .where('w.user_id', '=', userId);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['executeTakeFirstOrThrow']>>;

function present(r: CardRow): WordCard {
  return {
    id: r.id,
    word: r.headword ?? r.lemma,
    phonetic: r.phonetic ?? '',
    meaning: (r.translation ?? '').split('\n')[0] ?? '',
    state: CARD_STATES[r.state] ?? 'new',
    due: r.due,
    reps: r.reps,
    lapses: r.lapses,
    contexts: Number(r.contexts),
    created_at: r.created_at,
  };
}

function intervals(card: Card, now: Date) {
  const preview = scheduler.repeat(card, now);
  const ms = (g: Grade) => preview[g].card.due.getTime() - now.getTime();
  return { again: ms(Rating.Again), hard: ms(Rating.Hard), good: ms(Rating.Good), easy: ms(Rating.Easy) };
}

async function lemmaFor(deps: Deps, word: string): Promise<string> {
  const row = await resolveWord(deps, word);
  if (!row) throw new AppError(404, `词典里没有找到「${word}」`, { suggestions: await suggest(deps, word) });
  return row.word_lower;
}

/** Adds the lemma (studies → study) with the sentence it came from; adding again adds the new context. */
export async function addWord(
  deps: Deps,
  user: AuthUser,
  input: { word: string; sentence?: string; article_id?: number },
) {
  const lemma = await lemmaFor(deps, input.word);
  const now = isoAt(deps.clock.now());
  const existing = await deps.db
    .selectFrom('words')
    .select('id')
    .where('user_id', '=', user.id)
    .where('lemma', '=', lemma)
    .executeTakeFirst();
  let id = existing?.id;
  if (id === undefined) {
    const row = await deps.db
      .insertInto('words')
      .values({
        user_id: user.id,
        lemma,
        ...cardColumns(createEmptyCard(new Date(deps.clock.now()))),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'lemma']).doUpdateSet({ updated_at: now }))
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  const sentence = input.sentence?.trim();
  if (sentence) {
    const same = await deps.db
      .selectFrom('word_contexts')
      .select('id')
      .where('word_id', '=', id)
      .where('sentence', '=', sentence)
      .executeTakeFirst();
    if (!same) {
      if (input.article_id !== undefined) {
        const article = await deps.db
          .selectFrom('articles')
          .select('id')
          .where('id', '=', input.article_id)
          .executeTakeFirst();
        if (!article) throw notFound('article_id: 文章不存在');
      }
      await deps.db
        .insertInto('word_contexts')
        .values({ word_id: id, surface: input.word, sentence, article_id: input.article_id ?? null, created_at: now })
        .execute();
    }
  }
  return present(await selectCards(deps, user.id).where('w.id', '=', id).executeTakeFirstOrThrow());
}

export async function deleteWord(deps: Deps, user: AuthUser, word: string) {
  const row = await resolveWord(deps, word);
  const lemma = row?.word_lower ?? word.trim().toLowerCase();
  const res = await deps.db
    .deleteFrom('words')
    .where('user_id', '=', user.id)
    .where('lemma', '=', lemma)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound('单词本里没有这个词');
  return true;
}

export async function listWords(
  deps: Deps,
  user: AuthUser,
  q: { offset: number; limit: number; order: string; filter: string; q?: string },
): Promise<Page<WordCard>> {
  let base = selectCards(deps, user.id);
  const mastered = sql<boolean>`(w.state = 2 and w.scheduled_days >= ${MASTERED_DAYS})`;
  if (q.filter === 'new') base = base.where('w.state', '=', 0);
  else if (q.filter === 'mastered') base = base.where(mastered);
  else if (q.filter === 'learning') base = base.where('w.state', '!=', 0).where(sql<boolean>`not ${mastered}`);
  if (q.q) {
    const text = q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    // Chinese looks in the meanings; anything else is the start of the word.
    base = /[\u3400-\u9fff]/.test(text)
      ? base.where(sql<boolean>`e.translation like ${`%${text}%`} escape '\\'`)
      : base.where(sql<boolean>`w.lemma like ${`${text}%`} escape '\\'`);
  }
  const ordered =
    q.order === 'old'
      ? base.orderBy('w.created_at', 'asc').orderBy('w.id', 'asc')
      : q.order === 'alpha'
        ? base.orderBy('w.lemma', 'asc')
        : q.order === 'due'
          ? base.orderBy('w.due', 'asc').orderBy('w.id', 'asc')
          : base.orderBy('w.created_at', 'desc').orderBy('w.id', 'desc');
  const rows = await ordered.limit(q.limit).offset(q.offset).execute();
  return { items: rows.map(present), next_offset: nextOffset(q.offset, rows.length, q.limit) };
}

export async function wordDetail(deps: Deps, user: AuthUser, word: string): Promise<WordDetail> {
  const lemma = await lemmaFor(deps, word);
  const card = await selectCards(deps, user.id).where('w.lemma', '=', lemma).executeTakeFirst();
  if (!card) throw notFound('单词本里没有这个词');
  const contexts = await deps.db
    .selectFrom('word_contexts as c')
    .leftJoin('articles as a', 'a.id', 'c.article_id')
    .select(['c.surface', 'c.sentence', 'c.created_at', 'a.id as article_id', 'a.title', 'a.title_zh'])
    .where('c.word_id', '=', card.id)
    .orderBy('c.id', 'desc')
    .execute();
  return {
    card: present(card),
    contexts: contexts.map((c) => ({
      surface: c.surface,
      sentence: c.sentence,
      article:
        c.article_id !== null && c.title !== null
          ? { id: c.article_id, title: c.title, title_zh: c.title_zh ?? '' }
          : null,
      created_at: c.created_at,
    })),
  };
}

export async function overview(deps: Deps, user: AuthUser): Promise<WordOverview> {
  const now = deps.clock.now();
  const today = businessDay(now, deps.config.businessTz);
  const [counts, reviewedToday, reviewDays] = await Promise.all([
    deps.db
      .selectFrom('words')
      .select([
        (eb) => eb.fn.countAll<number>().as('total'),
        sql<number>`sum(case when state = 0 then 1 else 0 end)`.as('new'),
        sql<number>`sum(case when state = 2 and scheduled_days >= ${MASTERED_DAYS} then 1 else 0 end)`.as('mastered'),
        sql<number>`sum(case when due <= ${isoAt(now)} then 1 else 0 end)`.as('due'),
      ])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('word_reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .where('day', '=', today)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('word_reviews')
      .select('day')
      .distinct()
      .where('user_id', '=', user.id)
      .orderBy('day', 'desc')
      .limit(400)
      .execute(),
  ]);
  const streak = streakUntil(new Set(reviewDays.map((r) => r.day)), today);
  const total = Number(counts.total);
  const fresh = Number(counts.new ?? 0);
  const mastered = Number(counts.mastered ?? 0);
  return {
    total,
    new: fresh,
    learning: total - fresh - mastered,
    mastered,
    due_today: Number(counts.due ?? 0),
    reviewed_today: Number(reviewedToday.n),
    streak_days: streak,
  };
}

/** Due cards first (most overdue first); `force` tops up with cards not yet due, soonest first. */
export async function reviewNext(deps: Deps, user: AuthUser, force: boolean, size: number): Promise<ReviewCard[]> {
  const nowIso = isoAt(deps.clock.now());
  const due = await selectCards(deps, user.id)
    .where('w.due', '<=', nowIso)
    .orderBy('w.due')
    .orderBy('w.id')
    .limit(size)
    .execute();
  let rows = due;
  if (force && rows.length < size) {
    const more = await selectCards(deps, user.id)
      .where('w.due', '>', nowIso)
      .orderBy('w.due')
      .orderBy('w.id')
      .limit(size - rows.length)
      .execute();
    rows = [...rows, ...more];
  }
  const now = new Date(deps.clock.now());
  return rows.map((r) => ({ ...present(r), intervals: intervals(toCard(r), now) }));
}

export async function reviewArticleWords(
  deps: Deps,
  user: AuthUser,
  articleId: number,
  offset: number,
  size: number,
): Promise<ReviewCard[]> {
  const rows = await selectCards(deps, user.id)
    .where('w.id', 'in', deps.db.selectFrom('word_contexts').select('word_id').where('article_id', '=', articleId))
    .orderBy('w.due')
    .orderBy('w.id')
    .limit(size)
    .offset(offset)
    .execute();
  const now = new Date(deps.clock.now());
  return rows.map((r) => ({ ...present(r), intervals: intervals(toCard(r), now) }));
}

/** Applies a rating, logs it, and answers the next due time and what each rating would have given. */
export async function reviewCard(deps: Deps, user: AuthUser, id: number, rating: number, spentMs: number) {
  const row = await selectCards(deps, user.id).where('w.id', '=', id).executeTakeFirst();
  // Someone else's card is simply not in your book.
  if (!row) throw notFound('单词本里没有这张卡片');
  const now = new Date(deps.clock.now());
  const before = toCard(row);
  const { card } = scheduler.next(before, now, rating as Grade);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('words')
      .set({ ...cardColumns(card), updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('word_reviews')
      .values({
        word_id: id,
        user_id: user.id,
        rating,
        spent_ms: spentMs,
        state_before: before.state,
        scheduled_days: card.scheduled_days,
        reviewed_at: now.toISOString(),
        day: businessDay(now.getTime(), deps.config.businessTz),
      })
      .execute();
  });
  const updated = await selectCards(deps, user.id).where('w.id', '=', id).executeTakeFirstOrThrow();
  return { card: present(updated), next_due: card.due.toISOString(), intervals: intervals(card, now) };
}

/** Tab-separated for Anki: word, phonetic, meaning, one context sentence. */
export async function exportWords(deps: Deps, user: AuthUser): Promise<string> {
  const rows = await selectCards(deps, user.id).orderBy('w.lemma').execute();
  const firstContext = await deps.db
    .selectFrom('word_contexts as c')
    .innerJoin('words as w', 'w.id', 'c.word_id')
    .select(['c.word_id', 'c.sentence'])
    .where('w.user_id', '=', user.id)
    .orderBy('c.id')
    .execute();
  const sentence = new Map<number, string>();
  for (const c of firstContext) if (!sentence.has(c.word_id)) sentence.set(c.word_id, c.sentence);
  const clean = (s: string) => s.replace(/[\t\r\n]+/g, ' ').trim();
  return rows
    .map((r) =>
      [r.headword ?? r.lemma, r.phonetic ?? '', (r.translation ?? '').split('\n').join('；'), sentence.get(r.id) ?? '']
        .map(clean)
        .join('\t'),
    )
    .join('\n');
}

export async function inWordbook(deps: Deps, userId: number, lemma: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('words')
    .select('id')
    .where('user_id', '=', userId)
    .where('lemma', '=', lemma.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these lemmas (lower-cased) are in a reader's word book. */
export async function lemmasInWordbook(deps: Deps, userId: number, lemmas: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunked(lemmas)) {
    const rows = await deps.db
      .selectFrom('words')
      .select('lemma')
      .where('user_id', '=', userId)
      .where('lemma', 'in', part)
      .execute();
    for (const r of rows) found.add(r.lemma);
  }
  return found;
}
