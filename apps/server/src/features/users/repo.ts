import { type AdminUser, type Me, maskPhone } from '@bb/contract';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { DB, UsersTable } from '../../platform/db/schema.js';
import type { AuthUser } from '../../platform/http/auth.js';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByPhone(db: Kysely<DB>, phone: string) {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** Sign-in accepts a phone number or a user name (names can never be all digits). */
export function findUserByLogin(db: Kysely<DB>, login: string, phone: string | null) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => (phone ? eb('phone', '=', phone) : eb(sql`lower(username)`, '=', login.toLowerCase())))
    .executeTakeFirst();
}

export async function usernameTaken(db: Kysely<DB>, username: string, exceptUserId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .$if(exceptUserId !== undefined, (q) => q.where('id', '!=', exceptUserId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

export async function searchUsers(db: Kysely<DB>, q: string, limit = 50) {
  const id = /^\d{1,9}$/.test(q) ? Number(q) : -1;
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([eb('id', '=', id), eb('phone', 'like', like), eb(sql`lower(username)`, 'like', sql`${like} escape '\\'`)]),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Membership as the wire shows it: null once it has expired. */
export function memberState(expiresAt: string | null, level: number | null, isTrial: boolean, now: number) {
  if (!expiresAt || Date.parse(expiresAt) <= now) return null;
  return { level: level ?? 1, expires_at: expiresAt, is_trial: isTrial };
}

/** The current user on the wire (API.md): phone masked, membership only while it lasts. */
export function presentMe(row: UserRow, now: number): Me {
  return {
    id: row.id,
    username: row.username,
    phone: maskPhone(row.phone),
    avatar: row.avatar,
    is_super: row.is_super === 1,
    is_creator: row.is_creator === 1,
    member: memberState(row.member_expires_at, row.member_level, row.member_is_trial === 1, now),
    created_at: row.created_at,
  };
}

/** The same shape from the signed-in user the auth hook loaded, without another query. */
export function presentAuthUser(user: AuthUser, now: number): Me {
  return {
    id: user.id,
    username: user.username,
    phone: maskPhone(user.phone),
    avatar: user.avatar,
    is_super: user.isSuper,
    is_creator: user.isCreator,
    member: memberState(user.memberExpiresAt, user.memberLevel, user.memberIsTrial, now),
    created_at: user.createdAt,
  };
}

export function presentAdminUser(row: UserRow, now: number): AdminUser {
  return {
    ...presentMe(row, now),
    phone: row.phone,
    invite_code: row.invite_code,
    wx_openid: row.wx_openid,
  };
}

export interface NewUser {
  phone: string;
  username: string;
  passwordHash: string;
  isSuper?: boolean;
  isCreator?: boolean;
  inviteCode?: string;
  now: string;
}

/** The one place a users row is written, so every column gets its default the same way. */
export async function insertUser(db: Kysely<DB>, u: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      phone: u.phone,
      username: u.username,
      password_hash: u.passwordHash,
      avatar: '',
      is_super: u.isSuper ? 1 : 0,
      is_creator: u.isCreator ? 1 : 0,
      member_level: null,
      member_expires_at: null,
      member_is_trial: 0,
      invite_code: u.inviteCode ?? '',
      wx_openid: null,
      created_at: u.now,
      updated_at: u.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
