import { randomBytes } from 'node:crypto';
import { type AuthResult, normalizePhone, PHONE_PATTERN } from '@bb/contract';
import { isoAt } from '../../platform/clock.js';
import type { Deps } from '../../platform/deps.js';
import type { AuthUser } from '../../platform/http/auth.js';
import {
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../platform/http/errors.js';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from '../../platform/passwords.js';
import { findUserById, findUserByLogin, findUserByPhone, insertUser, presentMe, usernameTaken } from '../users/repo.js';
import { createSession, deleteUserSessions, type SessionMeta } from './sessions.js';
import { consumeSmsCode } from './sms-codes.js';

// Generous: classrooms and campuses share one address.
const LOGIN_PER_IP_PER_MINUTE = 60;
const LOGIN_FAILURES_PER_ACCOUNT = 10;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export function registerRule(deps: Deps) {
  return { require_sms: deps.config.registerRequireSms, require_invite: deps.config.registerRequireInvite };
}

/** A default name until the reader picks one: 读者 plus six random letters and digits. */
async function freshUsername(deps: Deps): Promise<string> {
  for (;;) {
    const name = `读者${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 6)}`;
    if (!(await usernameTaken(deps.db, name))) return name;
  }
}

interface NewAccount {
  phone: string;
  password: string;
  code: string;
  smsCode?: string;
}

export async function register(deps: Deps, input: NewAccount, meta: SessionMeta): Promise<AuthResult> {
  const rule = registerRule(deps);
  if (rule.require_sms && input.smsCode === undefined) throw badRequest('sms_code: 请填写短信验证码');
  if (rule.require_invite && !input.code) throw badRequest('code: 请填写邀请码');
  if (await findUserByPhone(deps.db, input.phone)) throw conflict('phone: 该手机号已注册');
  if (input.smsCode !== undefined) await consumeSmsCode(deps, input.phone, 'register', input.smsCode);

  const now = isoAt(deps.clock.now());
  const inserted = await insertUser(deps.db, {
    phone: input.phone,
    username: await freshUsername(deps),
    passwordHash: await hashPassword(input.password),
    inviteCode: input.code,
    now,
  }).catch((e: unknown) => {
    // Two registrations of one phone at once: the unique index decides.
    if (isUniqueViolation(e)) throw conflict('phone: 该手机号已注册');
    throw e;
  });
  const token = await createSession(deps, inserted.id, meta);
  return { token, user: presentMe(inserted, deps.clock.now()) };
}

export async function login(deps: Deps, username: string, password: string, meta: SessionMeta): Promise<AuthResult> {
  const perIp = await deps.limiter.hit(`login:ip:${meta.ip}`, LOGIN_PER_IP_PER_MINUTE, 60_000);
  if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterMs, '登录太频繁，请稍后再试');
  const phone = normalizePhone(username);
  const user = await findUserByLogin(deps.db, username, PHONE_PATTERN.test(phone) ? phone : null);
  const accountKey = `login:fail:${user?.id ?? username.toLowerCase()}`;
  const ok = await verifyPassword(password, user?.password_hash ?? UNUSABLE_PASSWORD_HASH);
  if (!user || !ok) {
    const failures = await deps.limiter.hit(accountKey, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURE_WINDOW_MS);
    if (!failures.allowed) throw tooManyRequests(failures.retryAfterMs, '密码错误次数过多，请 15 分钟后再试');
    throw unauthorized('账号或密码错误');
  }
  const token = await createSession(deps, user.id, meta);
  return { token, user: presentMe(user, deps.clock.now()) };
}

async function setPassword(deps: Deps, userId: number, password: string): Promise<void> {
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: isoAt(deps.clock.now()) })
    .where('id', '=', userId)
    .execute();
}

/** Your own change keeps the session that made it and ends the others. */
export async function changeOwnPassword(deps: Deps, me: AuthUser, oldPassword: string, newPassword: string) {
  const row = await findUserById(deps.db, me.id);
  if (!row || !(await verifyPassword(oldPassword, row.password_hash))) throw badRequest('old_password: 原密码不正确');
  await setPassword(deps, me.id, newPassword);
  await deleteUserSessions(deps.db, me.id, me.sessionId);
}

/** An admin setting another user's password ends every session of that user. */
export async function changeUserPassword(deps: Deps, admin: AuthUser, userId: number, newPassword: string) {
  if (!admin.isSuper) throw forbidden();
  if (!(await findUserById(deps.db, userId))) throw notFound('用户不存在');
  await setPassword(deps, userId, newPassword);
  await deleteUserSessions(deps.db, userId, userId === admin.id ? admin.sessionId : undefined);
}

export async function resetPassword(deps: Deps, phone: string, newPassword: string, smsCode: string) {
  const user = await findUserByPhone(deps.db, phone);
  if (!user) throw notFound('phone: 该手机号未注册');
  await consumeSmsCode(deps, phone, 'reset', smsCode);
  await setPassword(deps, user.id, newPassword);
  await deleteUserSessions(deps.db, user.id);
}
