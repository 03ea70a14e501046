import { createHmac, randomInt } from 'node:crypto';
import type { SmsType } from '@bb/contract';
import { isoAt } from '../../platform/clock.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, tooManyRequests } from '../../platform/http/errors.js';

export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
const SMS_PER_PHONE_PER_DAY = 10;
const SMS_PER_IP_PER_HOUR = 20;
const SMS_MAX_WRONG_TRIES = 5;

const SMS_PURPOSE: Record<SmsType, string> = { reset: '重置密码', register: '注册', bind: '绑定手机' };

function hashCode(deps: Deps, phone: string, code: string): string {
  return createHmac('sha256', deps.secret).update(`${phone}:${code}`).digest('base64url');
}

/** Checks the per-phone and per-IP limits, then stores a fresh 6-digit code and sends it. */
export async function sendSmsCode(deps: Deps, phone: string, stype: SmsType, ip: string) {
  const now = deps.clock.now();
  const last = await deps.db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (last) {
    const wait = Date.parse(last.created_at) + SMS_RESEND_INTERVAL_MS - now;
    if (wait > 0) throw tooManyRequests(wait, `发送太频繁，请 ${Math.ceil(wait / 1000)} 秒后再试`);
  }
  const daily = await deps.db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone', '=', phone)
    .where('created_at', '>', isoAt(now - 86_400_000))
    .executeTakeFirstOrThrow();
  if (Number(daily.n) >= SMS_PER_PHONE_PER_DAY) throw tooManyRequests(3_600_000, '该手机号今日验证码次数已用完');
  const perIp = await deps.limiter.hit(`sms:ip:${ip}`, SMS_PER_IP_PER_HOUR, 3_600_000);
  if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterMs);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db
    .insertInto('sms_codes')
    .values({
      phone,
      stype,
      code_hash: hashCode(deps, phone, code),
      attempts: 0,
      expires_at: isoAt(now + SMS_CODE_TTL_MS),
      used_at: null,
      created_at: isoAt(now),
    })
    .execute();
  const text = `【读英语】您的${SMS_PURPOSE[stype]}验证码是 ${code}，10 分钟内有效。如非本人操作，请忽略。`;
  await deps.sms.send({ phone, code, stype, text });
  return { sent: true, expires_in: SMS_CODE_TTL_MS / 1000, resend_in: SMS_RESEND_INTERVAL_MS / 1000 };
}

/**
 * Checks the newest code for this phone and purpose. A wrong guess counts against it; after five
 * the code is dead. A right one is used up.
 */
export async function consumeSmsCode(deps: Deps, phone: string, stype: SmsType, code: string): Promise<void> {
  const now = deps.clock.now();
  const row = await deps.db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('stype', '=', stype)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.attempts >= SMS_MAX_WRONG_TRIES || Date.parse(row.expires_at) <= now) {
    throw badRequest('sms_code: 短信验证码已失效，请重新获取');
  }
  if (row.code_hash !== hashCode(deps, phone, code)) {
    await deps.db
      .updateTable('sms_codes')
      .set({ attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .execute();
    throw badRequest('sms_code: 短信验证码不正确');
  }
  await deps.db
    .updateTable('sms_codes')
    .set({ used_at: isoAt(now) })
    .where('id', '=', row.id)
    .execute();
}
