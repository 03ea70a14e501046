import type { Page, Visitor, VisitorEvent } from '@bb/contract';
import { sql } from 'kysely';
import { isoAt } from '../../platform/clock.js';
import type { Deps } from '../../platform/deps.js';
import { nextOffset } from '../../platform/http/paging.js';

export interface NewEvent {
  cuid: string;
  uid: number | null;
  name: string;
  data: unknown;
  isNew: boolean;
  source: string;
  ua: string;
  ip: string;
}

/** Appends the event and keeps the visitor's summary row (first/last seen, count) current. */
export async function recordEvent(deps: Deps, e: NewEvent): Promise<void> {
  const now = isoAt(deps.clock.now());
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('visitor_events')
      .values({
        cuid: e.cuid,
        uid: e.uid,
        name: e.name,
        data: JSON.stringify(e.data),
        is_new: e.isNew ? 1 : 0,
        source: e.source,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('visitors')
      .values({
        cuid: e.cuid,
        uid: e.uid,
        source: e.source,
        ua: e.ua,
        ip: e.ip,
        events: 1,
        first_seen: now,
        last_seen: now,
      })
      .onConflict((oc) =>
        oc.column('cuid').doUpdateSet({
          uid: sql`coalesce(excluded.uid, visitors.uid)`,
          source: e.source,
          ua: e.ua,
          ip: e.ip,
          events: sql`visitors.events + 1`,
          last_seen: now,
        }),
      )
      .execute();
  });
}

export async function listVisitors(deps: Deps, offset: number, limit: number): Promise<Page<Visitor>> {
  const [rows, count] = await Promise.all([
    deps.db
      .selectFrom('visitors')
      .leftJoin('users', 'users.id', 'visitors.uid')
      .select([
        'visitors.cuid',
        'visitors.uid',
        'users.username',
        'visitors.source',
        'visitors.ua',
        'visitors.ip',
        'visitors.events',
        'visitors.first_seen',
        'visitors.last_seen',
      ])
      .orderBy('visitors.last_seen', 'desc')
      .orderBy('visitors.cuid')
      .limit(limit)
      .offset(offset)
      .execute(),
    deps.db
      .selectFrom('visitors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { items: rows, next_offset: nextOffset(offset, rows.length, limit, total), total };
}

export async function listEvents(deps: Deps, cuid: string, offset: number, limit: number): Promise<Page<VisitorEvent>> {
  const rows = await deps.db
    .selectFrom('visitor_events')
    .select(['id', 'name', 'data', 'uid', 'is_new', 'source', 'created_at'])
    .where('cuid', '=', cuid)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    items: rows.map((r) => ({ ...r, data: JSON.parse(r.data) as unknown, is_new: r.is_new === 1 })),
    next_offset: nextOffset(offset, rows.length, limit),
  };
}
