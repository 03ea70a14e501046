import type { MemberAction, MemberLog } from '@bb/contract';
import { isoAt } from '../../platform/clock.js';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { findUserById, type UserRow } from '../users/repo.js';

const DAY_MS = 86_400_000;

interface Change {
  userId: number;
  operatorId: number | null;
  remark: string;
}

async function loadTarget(deps: Deps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('user_id: 用户不存在');
  return user;
}

async function apply(
  deps: Deps,
  change: Change,
  action: MemberAction,
  state: { level: number | null; expiresAt: string | null; isTrial: boolean },
  days: number | null,
): Promise<UserRow> {
  const now = isoAt(deps.clock.now());
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        member_level: state.level,
        member_expires_at: state.expiresAt,
        member_is_trial: state.isTrial ? 1 : 0,
        updated_at: now,
      })
      .where('id', '=', change.userId)
      .execute();
    await trx
      .insertInto('member_logs')
      .values({
        user_id: change.userId,
        operator_id: change.operatorId,
        action,
        level: state.level,
        days,
        expires_at: state.expiresAt,
        remark: change.remark,
        created_at: now,
      })
      .execute();
  });
  return loadTarget(deps, change.userId);
}

/** Opening sets the level and starts a fresh term of `days` from now, replacing a trial. */
export async function openMember(deps: Deps, change: Change, level: number, days: number) {
  await loadTarget(deps, change.userId);
  const expiresAt = isoAt(deps.clock.now() + days * DAY_MS);
  return apply(deps, change, 'open', { level, expiresAt, isTrial: false }, days);
}

/** Renewal extends from the later of now and the current expiry, keeping the level. */
export async function renewMember(deps: Deps, change: Change, days: number) {
  const user = await loadTarget(deps, change.userId);
  const now = deps.clock.now();
  const current = user.member_expires_at ? Date.parse(user.member_expires_at) : 0;
  const expiresAt = isoAt(Math.max(now, current) + days * DAY_MS);
  return apply(deps, change, 'renew', { level: user.member_level ?? 1, expiresAt, isTrial: false }, days);
}

/** Closing ends the membership now; the log keeps what it was. */
export async function closeMember(deps: Deps, change: Change) {
  await loadTarget(deps, change.userId);
  return apply(deps, change, 'close', { level: null, expiresAt: null, isTrial: false }, null);
}

export async function memberLogs(deps: Deps, userId: number): Promise<MemberLog[]> {
  const rows = await deps.db
    .selectFrom('member_logs')
    .leftJoin('users as op', 'op.id', 'member_logs.operator_id')
    .select([
      'member_logs.id',
      'member_logs.user_id',
      'member_logs.action',
      'member_logs.level',
      'member_logs.days',
      'member_logs.expires_at',
      'member_logs.remark',
      'member_logs.created_at',
      'op.id as operator_id',
      'op.username as operator_name',
    ])
    .where('member_logs.user_id', '=', userId)
    .orderBy('member_logs.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    action: r.action as MemberAction,
    level: r.level,
    days: r.days,
    expires_at: r.expires_at,
    remark: r.remark,
    operator:
      r.operator_id !== null && r.operator_name !== null ? { id: r.operator_id, username: r.operator_name } : null,
    created_at: r.created_at,
  }));
}
