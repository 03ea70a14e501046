import type { DayStats, HistoryData, Page, Rank, RankCat } from '@bb/contract';
import { sql } from 'kysely';
import { isoAt } from '../../platform/clock.js';
import { addDays, businessDay, streakUntil, weekOf } from '../../platform/days.js';
import type { Deps } from '../../platform/deps.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { badRequest } from '../../platform/http/errors.js';
import { nextOffset } from '../../platform/http/paging.js';
import { presentSummary, selectSummaries } from '../articles/repo.js';
import { verifyTicket } from '../articles/service.js';

interface Report {
  source_id: number;
  spent_time: number;
  t: string;
  source: string;
  pos?: string;
  progress?: number;
}

const today = (deps: Deps) => businessDay(deps.clock.now(), deps.config.businessTz);

/**
 * Credits reading time against the ticket `show` issued: never more in total than the time that
 * has really passed since the ticket was issued, so ranks cannot be bought by posting numbers.
 */
export async function recordReading(deps: Deps, user: AuthUser, r: Report) {
  if (r.source !== 'ARTICLE') throw badRequest('source: 目前只记录文章的阅读时间');
  const ticket = await verifyTicket(deps, user.id, r.t);
  if (ticket.articleId !== r.source_id) throw badRequest('t: 阅读凭证与文章不符');
  const now = deps.clock.now();
  const elapsed = Math.floor((now - ticket.issuedAt) / 1000);
  let accepted = Math.max(0, Math.min(r.spent_time, elapsed - ticket.credited));
  if (accepted > 0) {
    // Two reports racing for the same ticket: only one update sees the old credited value.
    const res = await deps.db
      .updateTable('reading_tickets')
      .set({ credited: ticket.credited + accepted })
      .where('nonce', '=', ticket.nonce)
      .where('credited', '=', ticket.credited)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) accepted = 0;
  }
  const day = today(deps);
  const at = isoAt(now);
  if (accepted > 0) {
    await deps.db
      .insertInto('reading_days')
      .values({ user_id: user.id, day, article_id: r.source_id, seconds: accepted })
      .onConflict((oc) =>
        oc.columns(['user_id', 'day', 'article_id']).doUpdateSet({ seconds: sql`reading_days.seconds + ${accepted}` }),
      )
      .execute();
  }
  await deps.db
    .insertInto('reading_progress')
    .values({
      user_id: user.id,
      article_id: r.source_id,
      seconds: accepted,
      progress: r.progress ?? 0,
      paragraph_id: r.pos ?? '',
      first_read_at: at,
      last_read_at: at,
      finished_day: null,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'article_id']).doUpdateSet({
        seconds: sql`reading_progress.seconds + ${accepted}`,
        ...(r.progress !== undefined ? { progress: r.progress } : {}),
        ...(r.pos !== undefined ? { paragraph_id: r.pos } : {}),
        last_read_at: at,
      }),
    )
    .execute();
  const total = await deps.db
    .selectFrom('reading_days')
    .select((eb) => eb.fn.sum<number>('seconds').as('s'))
    .where('user_id', '=', user.id)
    .where('day', '=', day)
    .executeTakeFirst();
  return { accepted, total_today: Number(total?.s ?? 0) };
}

export async function listHistory(deps: Deps, user: AuthUser, offset: number, limit: number) {
  const rows = await selectSummaries(deps.db)
    .innerJoin('reading_progress as p', 'p.article_id', 'articles.id')
    .select(['p.seconds', 'p.progress', 'p.finished_day', 'p.last_read_at'])
    .where('p.user_id', '=', user.id)
    .orderBy('p.last_read_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const page: Page<unknown> = {
    items: rows.map((r) => ({
      article: presentSummary(r),
      seconds: r.seconds,
      progress: r.progress,
      finished: r.finished_day !== null,
      last_read_at: r.last_read_at,
    })),
    next_offset: nextOffset(offset, rows.length, limit),
  };
  return page;
}

async function statsBetween(deps: Deps, userId: number, from: string, to: string): Promise<Map<string, DayStats>> {
  const [reading, finished] = await Promise.all([
    deps.db
      .selectFrom('reading_days')
      .select([
        'day',
        (eb) => eb.fn.sum<number>('seconds').as('seconds'),
        (eb) => eb.fn.countAll<number>().as('articles'),
      ])
      .where('user_id', '=', userId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy('day')
      .execute(),
    deps.db
      .selectFrom('reading_progress as p')
      .innerJoin('articles as a', 'a.id', 'p.article_id')
      .select(['p.finished_day as day', (eb) => eb.fn.sum<number>('a.word_count').as('words')])
      .where('p.user_id', '=', userId)
      .where('p.finished_day', '>=', from)
      .where('p.finished_day', '<=', to)
      .groupBy('p.finished_day')
      .execute(),
  ]);
  const days = new Map<string, DayStats>();
  for (const r of reading)
    days.set(r.day, { date: r.day, seconds: Number(r.seconds), articles: Number(r.articles), words: 0 });
  for (const f of finished) {
    if (!f.day) continue;
    const d = days.get(f.day) ?? { date: f.day, seconds: 0, articles: 0, words: 0 };
    d.words = Number(f.words);
    days.set(f.day, d);
  }
  return days;
}

/** Today: seconds read, distinct articles read, and words of the articles finished today. */
export async function todayStats(deps: Deps, user: AuthUser) {
  const day = today(deps);
  const d = (await statsBetween(deps, user.id, day, day)).get(day);
  return { seconds: d?.seconds ?? 0, articles: d?.articles ?? 0, words: d?.words ?? 0 };
}

export async function historyData(deps: Deps, user: AuthUser, days: number): Promise<HistoryData> {
  const end = today(deps);
  const start = addDays(end, -(days - 1));
  const map = await statsBetween(deps, user.id, start, end);
  const series: DayStats[] = [];
  for (let d = start; d <= end; d = addDays(d, 1))
    series.push(map.get(d) ?? { date: d, seconds: 0, articles: 0, words: 0 });

  const [totals, finishedWords, readDays] = await Promise.all([
    deps.db
      .selectFrom('reading_days')
      .select([
        (eb) => eb.fn.sum<number>('seconds').as('seconds'),
        (eb) => eb.fn.count<number>('article_id').distinct().as('articles'),
      ])
      .where('user_id', '=', user.id)
      .executeTakeFirst(),
    deps.db
      .selectFrom('reading_progress as p')
      .innerJoin('articles as a', 'a.id', 'p.article_id')
      .select((eb) => eb.fn.sum<number>('a.word_count').as('words'))
      .where('p.user_id', '=', user.id)
      .where('p.finished_day', 'is not', null)
      .executeTakeFirst(),
    deps.db
      .selectFrom('reading_days')
      .select('day')
      .distinct()
      .where('user_id', '=', user.id)
      .where('seconds', '>', 0)
      .orderBy('day', 'desc')
      .execute(),
  ]);
  const readSet = new Set(readDays.map((r) => r.day));
  const streak = streakUntil(readSet, end);
  return {
    days: series,
    totals: {
      seconds: Number(totals?.seconds ?? 0),
      articles: Number(totals?.articles ?? 0),
      words: Number(finishedWords?.words ?? 0),
      days_read: readSet.size,
    },
    streak,
  };
}

const RANK_TOP = 50;

/**
 * Weekly ranks, Monday to Sunday in the business time zone: reading time (`time`, seconds) or
 * articles finished (`finished`). The caller's own place comes back even outside the top list.
 */
export async function weekRank(
  deps: Deps,
  user: AuthUser | null,
  cat: RankCat,
  rankDate: string | undefined,
): Promise<Rank> {
  const { start, end } = weekOf(rankDate ?? today(deps));
  const scores =
    cat === 'time'
      ? deps.db
          .selectFrom('reading_days')
          .select(['user_id', (eb) => eb.fn.sum<number>('seconds').as('value')])
          .where('day', '>=', start)
          .where('day', '<=', end)
          .groupBy('user_id')
      : deps.db
          .selectFrom('reading_progress')
          .select(['user_id', (eb) => eb.fn.countAll<number>().as('value')])
          .where('finished_day', '>=', start)
          .where('finished_day', '<=', end)
          .groupBy('user_id');
  const top = await deps.db
    .selectFrom(scores.as('s'))
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.username', 'u.avatar', 's.value'])
    .where('s.value', '>', 0)
    .orderBy('s.value', 'desc')
    .orderBy('u.id')
    .limit(RANK_TOP)
    .execute();
  const entries = top.map((r, i) => ({
    rank: i + 1,
    user: { id: r.id, username: r.username, avatar: r.avatar },
    value: Number(r.value),
  }));
  let me: Rank['me'] = entries.find((e) => e.user.id === user?.id) ?? null;
  if (user && !me) {
    const mine = await deps.db
      .selectFrom(scores.as('s'))
      .select('value')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const value = Number(mine?.value ?? 0);
    if (value > 0) {
      const ahead = await deps.db
        .selectFrom(scores.as('s'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('s.value', '>', value)
        .executeTakeFirst();
      me = {
        rank: Number(ahead?.n ?? 0) + 1,
        user: { id: user.id, username: user.username, avatar: user.avatar },
        value,
      };
    }
  }
  return { cat, week_start: start, week_end: end, top: entries, me };
}
