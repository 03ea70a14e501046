import type { CompiledQuery, Kysely } from 'kysely';
import { isoAt } from '../../platform/clock.js';
import type { DB } from '../../platform/db/schema.js';
import type { Deps } from '../../platform/deps.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { hashToken, newSessionToken } from '../../platform/http/auth.js';

export interface SessionMeta {
  ip: string;
  userAgent: string;
}

export async function createSession(deps: Deps, userId: number, meta: SessionMeta): Promise<string> {
  const token = newSessionToken();
  const now = deps.clock.now();
  await deps.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token, deps.secret),
      user_id: userId,
      created_at: isoAt(now),
      expires_at: isoAt(now + deps.config.sessionTtlDays * 86_400_000),
      ip: meta.ip,
      user_agent: meta.userAgent.slice(0, 300),
    })
    .execute();
  return token;
}

function sessionUserQuery(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at',
      'users.id',
      'users.username',
      'users.phone',
      'users.avatar',
      'users.is_super',
      'users.is_creator',
      'users.member_level',
      'users.member_expires_at',
      'users.member_is_trial',
      'users.created_at',
    ])
    .where('sessions.token_hash', '=', tokenHash);
}

type SessionUserRow = Awaited<ReturnType<ReturnType<typeof sessionUserQuery>['executeTakeFirstOrThrow']>>;

/** The query runs on every signed-in request, so it is compiled once per database, not per request. */
const compiledSessionQuery = new WeakMap<Kysely<DB>, CompiledQuery<SessionUserRow>>();

/** One indexed join per request: the session by its token hash, with its user. */
export async function findSessionUser(deps: Deps, token: string): Promise<AuthUser | null> {
  let compiled = compiledSessionQuery.get(deps.db);
  if (!compiled) {
    compiled = sessionUserQuery(deps.db, '').compile();
    compiledSessionQuery.set(deps.db, compiled);
  }
  const { rows } = await deps.db.executeQuery<SessionUserRow>({
    ...compiled,
    parameters: [hashToken(token, deps.secret)],
  });
  const row = rows[0];
  if (!row || Date.parse(row.expires_at) <= deps.clock.now()) return null;
  return {
    id: row.id,
    username: row.username,
    phone: row.phone,
    avatar: row.avatar,
    isSuper: row.is_super === 1,
    isCreator: row.is_creator === 1,
    memberLevel: row.member_level,
    memberExpiresAt: row.member_expires_at,
    memberIsTrial: row.member_is_trial === 1,
    createdAt: row.created_at,
    sessionId: row.session_id,
  };
}

export async function deleteSession(db: Kysely<DB>, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user, or all but one (a password change keeps the session that made it). */
export async function deleteUserSessions(db: Kysely<DB>, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .$if(keepSessionId !== undefined, (q) => q.where('id', '!=', keepSessionId ?? 0))
    .execute();
}
