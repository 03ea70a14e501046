import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, uniquePhone } from '../../../test/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('register', () => {
  it('answers the rule from config: no SMS with the console provider, no invite by default', async () => {
    const res = await s.call('GET', '/auth/register_rule');
    expect(res.body).toEqual({
      result: { require_sms: false, require_invite: false },
      status: { code: 200, msg: 'ok' },
    });
  });

  it('registers by phone, normalises +86, stores the invitation code, sets both cookies', async () => {
    const phone = uniquePhone();
    const res = await s.call<{ token: string; user: { id: number; phone: string; member: null } }>(
      'POST',
      '/auth/register_by_phone',
      { body: { phone: `+86 ${phone.slice(0, 3)}-${phone.slice(3)}`, password: 'secret12', code: 'FRIEND1' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.user.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect(res.body.result.token.length).toBeGreaterThan(30);
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/bb_token=/);
    expect(cookies).toMatch(new RegExp(`bb_uid=${res.body.result.user.id}`));
    const row = await s.deps.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.invite_code).toBe('FRIEND1');
    expect(row.password_hash).not.toContain('secret12');
  });

  it('refuses a taken phone with 409 and keeps the first account', async () => {
    const user = await s.createUser();
    const res = await s.call('POST', '/auth/register_by_phone', { body: { phone: user.phone, password: 'another1' } });
    expect(res.status).toBe(409);
    expect(res.body.status.msg).toMatch(/phone: 该手机号已注册/);
    const login = await s.call('POST', '/auth/login', { body: { username: user.phone, password: user.password } });
    expect(login.status).toBe(200);
  });

  it.each([
    [{ phone: '12345678901', password: 'secret12' }, 'phone: 手机号格式不正确'],
    [{ phone: '1391234567', password: 'secret12' }, 'phone: 手机号格式不正确'],
    [{ password: 'secret12' }, 'phone: '],
    [{ phone: 13912345678, password: 'secret12' }, 'phone: '],
    [{ phone: '13912345678', password: '123' }, 'password: 密码至少 6 位'],
    [{ phone: '13912345678', password: 'x'.repeat(65) }, 'password: 密码最多 64 位'],
    [{ phone: '13912345678' }, 'password: '],
  ])('rejects bad input %j with a 400 naming the field', async (body, msg) => {
    const res = await s.call('POST', '/auth/register_by_phone', { body });
    expect(res.status).toBe(400);
    expect(res.body.result).toBeNull();
    expect(res.body.status.code).toBe(400);
    expect(res.body.status.msg.startsWith(msg)).toBe(true);
  });

  it('answers 413 for an oversize body and 400 for broken JSON', async () => {
    const big = await s.call('POST', '/auth/register_by_phone', {
      body: { phone: '13912345678', password: 'secret12', code: 'x'.repeat(1_100_000) },
    });
    expect(big.status).toBe(413);
    expect(big.body.status).toEqual({ code: 413, msg: '请求体过大' });
    const broken = await s.call('POST', '/auth/login', { rawBody: '{"username":' });
    expect(broken.status).toBe(400);
    expect(broken.body.status.msg).toBe('请求体不是合法的 JSON');
  });

  it('needs an invitation code when the rule says so', async () => {
    const strict = await startServer({ REGISTER_REQUIRE_INVITE: 'true' });
    try {
      const res = await strict.call('POST', '/auth/register_by_phone', {
        body: { phone: uniquePhone(), password: 'secret12' },
      });
      expect(res.status).toBe(400);
      expect(res.body.status.msg).toBe('code: 请填写邀请码');
      const ok = await strict.call('POST', '/auth/register_by_phone', {
        body: { phone: uniquePhone(), password: 'secret12', code: 'ABC' },
      });
      expect(ok.status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('login and sessions', () => {
  it('signs in by phone or by user name, and the token works as bearer and as cookie', async () => {
    const user = await s.createUser();
    const byPhone = await s.call<{ token: string }>('POST', '/auth/login', {
      body: { username: user.phone, password: user.password },
    });
    expect(byPhone.status).toBe(200);
    const byName = await s.call<{ token: string }>('POST', '/auth/login', {
      body: { username: user.username.toUpperCase(), password: user.password },
    });
    expect(byName.status).toBe(200);
    const viaCookie = await s.call<{ id: number }>('GET', '/api/user/me', {
      cookies: { bb_token: byName.body.result.token },
    });
    expect(viaCookie.body.result.id).toBe(user.id);
  });

  it('gives one message for a wrong password and an unknown account', async () => {
    const user = await s.createUser();
    const wrong = await s.call('POST', '/auth/login', { body: { username: user.phone, password: 'not-it' } });
    const unknown = await s.call('POST', '/auth/login', { body: { username: uniquePhone(), password: 'not-it' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.status.msg).toBe('账号或密码错误');
    expect(unknown.body.status.msg).toBe(wrong.body.status.msg);
  });

  it('locks an account after 10 failed passwords, with Retry-After', async () => {
    const user = await s.createUser();
    for (let i = 0; i < 10; i++) {
      const res = await s.call('POST', '/auth/login', {
        body: { username: user.phone, password: `wrong${i}` },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      expect(res.status).toBe(401);
    }
    const locked = await s.call('POST', '/auth/login', { body: { username: user.phone, password: 'wrong-again' } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits sign-in attempts per IP', async () => {
    const fresh = await startServer();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 61; i++) {
        const res = await fresh.call('POST', '/auth/login', {
          body: { username: uniquePhone(), password: 'whatever' },
        });
        codes.push(res.status);
      }
      expect(codes.slice(0, 60).every((c) => c === 401)).toBe(true);
      expect(codes[60]).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('logs out: the token stops working and the cookies are cleared', async () => {
    const user = await s.createUser();
    const out = await s.call('POST', '/auth/logout', { token: user.token });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/bb_token=;/);
    const me = await s.call('GET', '/api/user/me', { token: user.token });
    expect(me.status).toBe(401);
  });

  it('expires a session after SESSION_TTL_DAYS', async () => {
    const user = await s.createUser();
    s.clock.advance(31 * 86_400_000);
    try {
      const me = await s.call('GET', '/api/user/me', { token: user.token });
      expect(me.status).toBe(401);
    } finally {
      s.clock.advance(-31 * 86_400_000);
    }
  });
});

describe('change_password', () => {
  it('changes your own password, keeps this session and ends the others', async () => {
    const user = await s.createUser();
    const other = await s.call<{ token: string }>('POST', '/auth/login', {
      body: { username: user.phone, password: user.password },
    });
    const res = await s.call('POST', '/auth/change_password', {
      token: user.token,
      body: { old_password: user.password, new_password: 'brand-new-1' },
    });
    expect(res.status).toBe(200);
    expect((await s.call('GET', '/api/user/me', { token: user.token })).status).toBe(200);
    expect((await s.call('GET', '/api/user/me', { token: other.body.result.token })).status).toBe(401);
    expect(
      (await s.call('POST', '/auth/login', { body: { username: user.phone, password: user.password } })).status,
    ).toBe(401);
    expect(
      (await s.call('POST', '/auth/login', { body: { username: user.phone, password: 'brand-new-1' } })).status,
    ).toBe(200);
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const user = await s.createUser();
    const res = await s.call('POST', '/auth/change_password', {
      token: user.token,
      body: { old_password: 'nope-nope', new_password: 'brand-new-1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.status.msg).toBe('old_password: 原密码不正确');
    expect(
      (await s.call('POST', '/auth/login', { body: { username: user.phone, password: user.password } })).status,
    ).toBe(200);
  });

  it('lets an admin set another user password, ending all their sessions', async () => {
    const admin = await s.createUser({ admin: true });
    const user = await s.createUser();
    const res = await s.call('POST', '/auth/change_password', {
      token: admin.token,
      body: { user_id: user.id, new_password: 'set-by-admin' },
    });
    expect(res.status).toBe(200);
    expect((await s.call('GET', '/api/user/me', { token: user.token })).status).toBe(401);
    expect(
      (await s.call('POST', '/auth/login', { body: { username: user.phone, password: 'set-by-admin' } })).status,
    ).toBe(200);
  });

  it('forbids a reader from changing someone else password (403), and needs a token (401)', async () => {
    const reader = await s.createUser();
    const victim = await s.createUser();
    const res = await s.call('POST', '/auth/change_password', {
      token: reader.token,
      body: { user_id: victim.id, new_password: 'hijacked1' },
    });
    expect(res.status).toBe(403);
    expect(
      (await s.call('POST', '/auth/login', { body: { username: victim.phone, password: victim.password } })).status,
    ).toBe(200);
    const anon = await s.call('POST', '/auth/change_password', { body: { old_password: 'a', new_password: 'bbbbbb' } });
    expect(anon.status).toBe(401);
  });

  it('rejects a body that is neither form', async () => {
    const user = await s.createUser();
    const res = await s.call('POST', '/auth/change_password', { token: user.token, body: { new_password: 'abcdefg' } });
    expect(res.status).toBe(400);
  });
});

describe('unknown paths', () => {
  it.each(['/api/nope', '/auth/nope', '/reader/nope'])('answers 404 in the envelope for %s', async (p) => {
    const res = await s.call('GET', p);
    expect(res.status).toBe(404);
    expect(res.body.status.code).toBe(404);
    expect(res.body.result).toBeNull();
  });
});
