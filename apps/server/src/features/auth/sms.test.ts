import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, uniquePhone } from '../../../test/harness.js';
import { startSmsReceiver } from '../../../test/sms-receiver.js';

let receiver: Awaited<ReturnType<typeof startSmsReceiver>>;
let s: TestServer;
let keyCounter = 0;

async function withSmsServer(): Promise<TestServer> {
  return startServer({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: receiver.url, SMS_WEBHOOK_TOKEN: 'gw-token' });
}

/** Draws a captcha like the web app does, and reads its answer from the database. */
async function captchaFor(server: TestServer): Promise<{ key: string; answer: string }> {
  keyCounter += 1;
  const key = `cuid-test-${keyCounter}-${Date.now()}`;
  const res = await fetch(`${server.url}/auth/captcha?key=${key}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  expect(await res.text()).toMatch(/^<svg/);
  const row = await server.deps.db.selectFrom('captchas').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
  return { key, answer: row.answer };
}

async function sendCode(server: TestServer, phone: string, stype: string) {
  const { key, answer } = await captchaFor(server);
  return server.call('POST', '/auth/smscode/send', {
    body: { phone, captcha: answer.toUpperCase(), stype },
    cookies: { bb_cuid: key },
  });
}

beforeAll(async () => {
  receiver = await startSmsReceiver();
  s = await withSmsServer();
});
afterAll(async () => {
  await s.close();
  await receiver.close();
});

describe('captcha', () => {
  it('needs a key of sane length', async () => {
    expect((await s.call('GET', '/auth/captcha')).status).toBe(400);
    expect((await s.call('GET', '/auth/captcha', { query: { key: 'short' } })).body.status.msg).toMatch(/^key: /);
  });

  it('is single use: a wrong answer burns it', async () => {
    const { key, answer } = await captchaFor(s);
    const wrong = await s.call('POST', '/auth/smscode/send', {
      body: { phone: uniquePhone(), captcha: 'zzzz', stype: 'register' },
      cookies: { bb_cuid: key },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.status.msg).toBe('captcha: 图形验证码不正确');
    const again = await s.call('POST', '/auth/smscode/send', {
      body: { phone: uniquePhone(), captcha: answer, stype: 'register' },
      cookies: { bb_cuid: key },
    });
    expect(again.status).toBe(400);
    expect(again.body.status.msg).toBe('captcha: 图形验证码已过期，请刷新');
  });

  it('expires after 5 minutes', async () => {
    const { key, answer } = await captchaFor(s);
    s.clock.advance(5 * 60_000 + 1000);
    const res = await s.call('POST', '/auth/smscode/send', {
      body: { phone: uniquePhone(), captcha: answer, stype: 'register' },
      cookies: { bb_cuid: key },
    });
    expect(res.status).toBe(400);
    expect(res.body.status.msg).toMatch(/已过期/);
  });

  it('is matched by bb_cuid: another client cannot use it', async () => {
    const { answer } = await captchaFor(s);
    const res = await s.call('POST', '/auth/smscode/send', {
      body: { phone: uniquePhone(), captcha: answer, stype: 'register' },
      cookies: { bb_cuid: 'someone-else-entirely' },
    });
    expect(res.status).toBe(400);
  });
});

describe('SMS codes and registration with SMS', () => {
  it('requires SMS in the register rule when a real provider is set, and refuses register_by_phone', async () => {
    expect((await s.call('GET', '/auth/register_rule')).body.result).toEqual({
      require_sms: true,
      require_invite: false,
    });
    const res = await s.call('POST', '/auth/register_by_phone', {
      body: { phone: uniquePhone(), password: 'secret12' },
    });
    expect(res.status).toBe(400);
  });

  it('sends a 6-digit code through the webhook and registers with it once', async () => {
    const phone = uniquePhone();
    const sent = await sendCode(s, phone, 'register');
    expect(sent.status).toBe(200);
    expect(sent.body.result).toEqual({ sent: true, expires_in: 600, resend_in: 60 });
    const code = receiver.lastCodeFor(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(receiver.received.at(-1)?.authorization).toBe('Bearer gw-token');
    expect(receiver.received.at(-1)?.text).toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await s.call('POST', '/auth/register', {
      body: { phone, password: 'secret12', sms_code: wrongCode },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.status.msg).toBe('sms_code: 短信验证码不正确');

    const ok = await s.call('POST', '/auth/register', { body: { phone, password: 'secret12', sms_code: code } });
    expect(ok.status).toBe(200);
    const reused = await s.call('POST', '/auth/register', {
      body: { phone: uniquePhone(), password: 'secret12', sms_code: code },
    });
    expect(reused.status).toBe(400);
  });

  it('rejects a malformed SMS code and a missing one', async () => {
    const bad = await s.call('POST', '/auth/register', {
      body: { phone: uniquePhone(), password: 'secret12', sms_code: '12ab' },
    });
    expect(bad.body.status.msg).toBe('sms_code: 短信验证码为 6 位数字');
    const missing = await s.call('POST', '/auth/register', { body: { phone: uniquePhone(), password: 'secret12' } });
    expect(missing.status).toBe(400);
    expect(missing.body.status.msg).toMatch(/^sms_code: /);
  });

  it('expires a code after 10 minutes', async () => {
    const phone = uniquePhone();
    expect((await sendCode(s, phone, 'register')).status).toBe(200);
    s.clock.advance(10 * 60_000 + 1000);
    const res = await s.call('POST', '/auth/register', {
      body: { phone, password: 'secret12', sms_code: receiver.lastCodeFor(phone) },
    });
    expect(res.status).toBe(400);
    expect(res.body.status.msg).toBe('sms_code: 短信验证码已失效，请重新获取');
  });

  it('kills a code after 5 wrong tries, even for the right one after', async () => {
    const phone = uniquePhone();
    expect((await sendCode(s, phone, 'register')).status).toBe(200);
    const code = receiver.lastCodeFor(phone);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      expect(
        (await s.call('POST', '/auth/register', { body: { phone, password: 'secret12', sms_code: wrong } })).status,
      ).toBe(400);
    }
    const res = await s.call('POST', '/auth/register', { body: { phone, password: 'secret12', sms_code: code } });
    expect(res.status).toBe(400);
    expect(res.body.status.msg).toMatch(/已失效/);
  });

  it('allows one send per phone per 60 s, with Retry-After', async () => {
    const phone = uniquePhone();
    expect((await sendCode(s, phone, 'register')).status).toBe(200);
    const soon = await sendCode(s, phone, 'register');
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(50);
    s.clock.advance(61_000);
    expect((await sendCode(s, phone, 'register')).status).toBe(200);
  });

  it('knows which purposes need an account: register 409 for a taken phone, reset 404 for an unknown one', async () => {
    const user = await (async () => {
      const phone = uniquePhone();
      await sendCode(s, phone, 'register');
      await s.call('POST', '/auth/register', {
        body: { phone, password: 'secret12', sms_code: receiver.lastCodeFor(phone) },
      });
      return phone;
    })();
    s.clock.advance(61_000);
    expect((await sendCode(s, user, 'register')).status).toBe(409);
    expect((await sendCode(s, uniquePhone(), 'reset')).status).toBe(404);
    expect((await sendCode(s, uniquePhone(), 'nonsense')).status).toBe(400);
  });

  it('answers 503 when the SMS gateway fails', async () => {
    receiver.fail(500);
    try {
      const res = await sendCode(s, uniquePhone(), 'register');
      expect(res.status).toBe(503);
    } finally {
      receiver.fail(null);
    }
  });
});

describe('reset_password', () => {
  it('resets with an SMS code and ends every session', async () => {
    const phone = uniquePhone();
    await sendCode(s, phone, 'register');
    const reg = await s.call<{ token: string }>('POST', '/auth/register', {
      body: { phone, password: 'secret12', sms_code: receiver.lastCodeFor(phone) },
    });
    s.clock.advance(61_000);
    expect((await sendCode(s, phone, 'reset')).status).toBe(200);
    const res = await s.call('POST', '/auth/reset_password', {
      body: { phone, new_password: 'reset-pass-1', sms_code: receiver.lastCodeFor(phone) },
    });
    expect(res.status).toBe(200);
    expect((await s.call('GET', '/api/user/me', { token: reg.body.result.token })).status).toBe(401);
    expect((await s.call('POST', '/auth/login', { body: { username: phone, password: 'reset-pass-1' } })).status).toBe(
      200,
    );
  });

  it('refuses a code sent for registration, and an unknown phone', async () => {
    const phone = uniquePhone();
    await sendCode(s, phone, 'register');
    await s.call('POST', '/auth/register', {
      body: { phone, password: 'secret12', sms_code: receiver.lastCodeFor(phone) },
    });
    const wrongPurpose = await s.call('POST', '/auth/reset_password', {
      body: { phone, new_password: 'reset-pass-1', sms_code: receiver.lastCodeFor(phone) },
    });
    expect(wrongPurpose.status).toBe(400);
    const unknown = await s.call('POST', '/auth/reset_password', {
      body: { phone: uniquePhone(), new_password: 'reset-pass-1', sms_code: '123456' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('SMS limits', () => {
  it('allows 10 codes per phone per day', async () => {
    const fresh = await withSmsServer();
    try {
      const phone = uniquePhone();
      for (let i = 0; i < 10; i++) {
        expect((await sendCode(fresh, phone, 'register')).status).toBe(200);
        fresh.clock.advance(61_000);
      }
      const eleventh = await sendCode(fresh, phone, 'register');
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.status.msg).toBe('该手机号今日验证码次数已用完');
    } finally {
      await fresh.close();
    }
  });

  it('allows 20 codes per IP per hour', async () => {
    const fresh = await withSmsServer();
    try {
      for (let i = 0; i < 20; i++) expect((await sendCode(fresh, uniquePhone(), 'register')).status).toBe(200);
      expect((await sendCode(fresh, uniquePhone(), 'register')).status).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});
