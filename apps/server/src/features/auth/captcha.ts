import svgCaptcha from 'svg-captcha';
import { isoAt } from '../../platform/clock.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, tooManyRequests } from '../../platform/http/errors.js';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const CAPTCHA_PER_IP_PER_MINUTE = 30;

/** Draws a new captcha for `key` (the client's bb_cuid), replacing any earlier one for that key. */
export async function issueCaptcha(deps: Deps, key: string, ip: string): Promise<string> {
  const limit = await deps.limiter.hit(`captcha:ip:${ip}`, CAPTCHA_PER_IP_PER_MINUTE, 60_000);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    ignoreChars: '0oO1lIiLqg9',
    width: 120,
    height: 44,
    fontSize: 48,
    background: '#f3f5f9',
  });
  const row = { answer: captcha.text.toLowerCase(), expires_at: isoAt(deps.clock.now() + CAPTCHA_TTL_MS) };
  await deps.db
    .insertInto('captchas')
    .values({ key, ...row })
    .onConflict((oc) => oc.column('key').doUpdateSet(row))
    .execute();
  return captcha.data;
}

/** Single use: the captcha is gone after one check, right or wrong, so it cannot be guessed at. */
export async function consumeCaptcha(deps: Deps, key: string, answer: string): Promise<void> {
  const row = await deps.db.deleteFrom('captchas').where('key', '=', key).returningAll().executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= deps.clock.now()) throw badRequest('captcha: 图形验证码已过期，请刷新');
  if (row.answer !== answer.trim().toLowerCase()) throw badRequest('captcha: 图形验证码不正确');
}
