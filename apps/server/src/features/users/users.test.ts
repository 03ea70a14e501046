import type { AdminUser, Me } from '@bb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, type TestUser } from '../../../test/harness.js';

let s: TestServer;
let admin: TestUser;
beforeAll(async () => {
  s = await startServer();
  admin = await s.createUser({ admin: true });
});
afterAll(() => s.close());

describe('me and issuper', () => {
  it('answers the current user with a masked phone', async () => {
    const user = await s.createUser();
    const res = await s.call<Me>('GET', '/api/user/me', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      id: user.id,
      username: user.username,
      is_super: false,
      is_creator: false,
      member: null,
    });
    expect(res.body.result.phone).toBe(`${user.phone.slice(0, 3)}****${user.phone.slice(7)}`);
    expect(Date.parse(res.body.result.created_at)).not.toBeNaN();
  });

  it('answers 401 without a token or with a made-up one', async () => {
    expect((await s.call('GET', '/api/user/me')).status).toBe(401);
    const bogus = await s.call('GET', '/api/user/me', { token: 'not-a-real-token' });
    expect(bogus.status).toBe(401);
    expect(bogus.body.status).toEqual({ code: 401, msg: '请先登录' });
  });

  it('tells admins apart', async () => {
    const reader = await s.createUser();
    expect((await s.call('GET', '/api/user/issuper', { token: admin.token })).body.result).toBe(true);
    expect((await s.call('GET', '/api/user/issuper', { token: reader.token })).body.result).toBe(false);
    expect((await s.call('GET', '/api/user/issuper')).body.result).toBe(false);
  });
});

describe('change_username', () => {
  it('changes the name; the new name signs in', async () => {
    const user = await s.createUser();
    const res = await s.call<Me>('POST', '/api/user/change_username', {
      token: user.token,
      body: { username: '  小明_Reader ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.username).toBe('小明_Reader');
    expect(
      (await s.call('POST', '/auth/login', { body: { username: '小明_reader', password: user.password } })).status,
    ).toBe(200);
  });

  it('keeps names unique regardless of case', async () => {
    const a = await s.createUser();
    const b = await s.createUser();
    await s.call('POST', '/api/user/change_username', { token: a.token, body: { username: 'SameName' } });
    const res = await s.call('POST', '/api/user/change_username', { token: b.token, body: { username: 'samename' } });
    expect(res.status).toBe(409);
    expect(res.body.status.msg).toBe('username: 该用户名已被使用');
    const own = await s.call('POST', '/api/user/change_username', { token: a.token, body: { username: 'SAMENAME' } });
    expect(own.status).toBe(200);
  });

  it.each([
    ['a', 'username: 用户名至少 2 个字'],
    ['x'.repeat(21), 'username: 用户名最多 20 个字'],
    ['13912345678', 'username: 用户名不能全是数字'],
    ['bad name!', 'username: 用户名只能包含文字、字母、数字、下划线和连字符'],
  ])('rejects %s', async (username, msg) => {
    const user = await s.createUser();
    const res = await s.call('POST', '/api/user/change_username', { token: user.token, body: { username } });
    expect(res.status).toBe(400);
    expect(res.body.status.msg).toBe(msg);
    const me = await s.call<Me>('GET', '/api/user/me', { token: user.token });
    expect(me.body.result.username).toBe(user.username);
  });

  it('needs a token', async () => {
    expect((await s.call('POST', '/api/user/change_username', { body: { username: 'whoever' } })).status).toBe(401);
  });
});

describe('bind_code and bind_wx_user', () => {
  it('binds an invitation code once, for yourself', async () => {
    const user = await s.createUser();
    expect(
      (await s.call('POST', '/api/user/bind_code', { token: user.token, body: { user_id: user.id, code: 'INV42' } }))
        .status,
    ).toBe(200);
    const again = await s.call('POST', '/api/user/bind_code', {
      token: user.token,
      body: { user_id: user.id, code: 'OTHER' },
    });
    expect(again.status).toBe(409);
    const row = await s.deps.db
      .selectFrom('users')
      .select('invite_code')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.invite_code).toBe('INV42');
  });

  it('forbids binding for someone else unless admin', async () => {
    const user = await s.createUser();
    const other = await s.createUser();
    expect(
      (await s.call('POST', '/api/user/bind_code', { token: other.token, body: { user_id: user.id, code: 'X' } }))
        .status,
    ).toBe(403);
    expect(
      (await s.call('POST', '/api/user/bind_wx_user', { token: other.token, body: { user_id: user.id, openid: 'o1' } }))
        .status,
    ).toBe(403);
    expect(
      (await s.call('POST', '/api/user/bind_code', { token: admin.token, body: { user_id: user.id, code: 'X' } }))
        .status,
    ).toBe(200);
    expect(
      (await s.call('POST', '/api/user/bind_code', { token: admin.token, body: { user_id: 999999, code: 'X' } }))
        .status,
    ).toBe(404);
  });

  it('binds a WeChat openid to one account only', async () => {
    const a = await s.createUser();
    const b = await s.createUser();
    expect(
      (await s.call('POST', '/api/user/bind_wx_user', { token: a.token, body: { user_id: a.id, openid: 'wx-open-1' } }))
        .status,
    ).toBe(200);
    const taken = await s.call('POST', '/api/user/bind_wx_user', {
      token: b.token,
      body: { user_id: b.id, openid: 'wx-open-1' },
    });
    expect(taken.status).toBe(409);
    const found = await s.call<AdminUser>('GET', '/api/user/search/wx', {
      token: admin.token,
      query: { openid: 'wx-open-1' },
    });
    expect(found.body.result.id).toBe(a.id);
    expect(
      (await s.call('GET', '/api/user/search/wx', { token: a.token, query: { openid: 'wx-open-1' } })).status,
    ).toBe(403);
  });

  it('rejects bad input', async () => {
    const user = await s.createUser();
    expect(
      (await s.call('POST', '/api/user/bind_code', { token: user.token, body: { user_id: 'abc', code: 'X' } })).body
        .status.msg,
    ).toMatch(/^user_id: /);
    expect(
      (await s.call('POST', '/api/user/bind_code', { token: user.token, body: { user_id: user.id } })).body.status.msg,
    ).toMatch(/^code: /);
  });
});

describe('user search (admin)', () => {
  it('finds users by phone, name or id, with full phone numbers', async () => {
    const user = await s.createUser();
    await s.call('POST', '/api/user/change_username', { token: user.token, body: { username: 'FindMe_42' } });
    const byPhone = await s.call<AdminUser[]>('GET', '/api/user/search', {
      token: admin.token,
      query: { q: user.phone.slice(-6) },
    });
    expect(byPhone.body.result.map((u) => u.id)).toContain(user.id);
    expect(byPhone.body.result.find((u) => u.id === user.id)?.phone).toBe(user.phone);
    const byName = await s.call<AdminUser[]>('GET', '/api/user/search', { token: admin.token, query: { q: 'findme' } });
    expect(byName.body.result.map((u) => u.id)).toEqual([user.id]);
    const byId = await s.call<AdminUser[]>('GET', '/api/user/search', {
      token: admin.token,
      query: { q: String(user.id) },
    });
    expect(byId.body.result.map((u) => u.id)).toContain(user.id);
    const none = await s.call<AdminUser[]>('GET', '/api/user/search', { token: admin.token, query: { q: '%_' } });
    expect(none.body.result).toEqual([]);
  });

  it('is admin only, and needs q', async () => {
    const reader = await s.createUser();
    expect((await s.call('GET', '/api/user/search', { token: reader.token, query: { q: 'a' } })).status).toBe(403);
    expect((await s.call('GET', '/api/user/search', { query: { q: 'a' } })).status).toBe(401);
    const missing = await s.call('GET', '/api/user/search', { token: admin.token });
    expect(missing.status).toBe(400);
    expect(missing.body.status.msg).toMatch(/^q: /);
  });
});

describe('creator role (admin)', () => {
  it('grants and takes back the creator role; a reader gets 403', async () => {
    const user = await s.createUser();
    const granted = await s.call<AdminUser>('POST', '/api/user/set_creator', {
      token: admin.token,
      body: { user_id: user.id, is_creator: true },
    });
    expect(granted.body.result.is_creator).toBe(true);
    expect((await s.call<Me>('GET', '/api/user/me', { token: user.token })).body.result.is_creator).toBe(true);
    await s.call('POST', '/api/user/set_creator', {
      token: admin.token,
      body: { user_id: user.id, is_creator: false },
    });
    expect((await s.call<Me>('GET', '/api/user/me', { token: user.token })).body.result.is_creator).toBe(false);
    expect(
      (
        await s.call('POST', '/api/user/set_creator', {
          token: user.token,
          body: { user_id: user.id, is_creator: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await s.call('POST', '/api/user/set_creator', {
          token: admin.token,
          body: { user_id: user.id, is_creator: 'yes' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await s.call('POST', '/api/user/set_creator', {
          token: admin.token,
          body: { user_id: 999999, is_creator: true },
        })
      ).status,
    ).toBe(404);
  });
});
