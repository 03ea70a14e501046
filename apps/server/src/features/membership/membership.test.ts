import type { AdminUser, Me, MemberLog } from '@bb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, type TestUser } from '../../../test/harness.js';

const DAY = 86_400_000;
let s: TestServer;
let admin: TestUser;
beforeAll(async () => {
  s = await startServer();
  admin = await s.createUser({ admin: true });
});
afterAll(() => s.close());

function daysFromNow(iso: string | undefined): number {
  return Math.round((Date.parse(iso ?? '') - s.clock.now()) / DAY);
}

describe('membership (admin)', () => {
  it('opens, renews from the later expiry, and closes; the member sees it in /me', async () => {
    const user = await s.createUser();
    const opened = await s.call<AdminUser>('POST', '/api/user/open_member', {
      token: admin.token,
      body: { user_id: user.id, level: 1, days: 30, remark: '活动赠送' },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.result.member?.level).toBe(1);
    expect(daysFromNow(opened.body.result.member?.expires_at)).toBe(30);

    const me = await s.call<Me>('GET', '/api/user/me', { token: user.token });
    expect(me.body.result.member).toMatchObject({ level: 1, is_trial: false });

    const renewed = await s.call<AdminUser>('POST', '/api/user/renewal_member', {
      token: admin.token,
      body: { user_id: user.id, days: 10, remark: '续费' },
    });
    expect(daysFromNow(renewed.body.result.member?.expires_at)).toBe(40);

    const closed = await s.call<AdminUser>('POST', '/api/user/close_member', {
      token: admin.token,
      body: { user_id: user.id, remark: '退款' },
    });
    expect(closed.body.result.member).toBeNull();
    expect((await s.call<Me>('GET', '/api/user/me', { token: user.token })).body.result.member).toBeNull();

    const log = await s.call<MemberLog[]>('GET', '/api/user/memberlog', {
      token: admin.token,
      query: { user_id: user.id },
    });
    expect(log.body.result.map((l) => [l.action, l.days, l.remark])).toEqual([
      ['close', null, '退款'],
      ['renew', 10, '续费'],
      ['open', 30, '活动赠送'],
    ]);
    expect(log.body.result[0]?.operator).toEqual({ id: admin.id, username: admin.username });

    const own = await s.call<MemberLog[]>('GET', '/api/member/log', { token: user.token });
    expect(own.body.result).toHaveLength(3);
  });

  it('renews an expired membership from now', async () => {
    const user = await s.createUser();
    await s.call('POST', '/api/user/open_member', {
      token: admin.token,
      body: { user_id: user.id, level: 2, days: 1 },
    });
    s.clock.advance(3 * DAY);
    try {
      expect((await s.call<Me>('GET', '/api/user/me', { token: user.token })).body.result.member).toBeNull();
      const renewed = await s.call<AdminUser>('POST', '/api/user/renewal_member', {
        token: admin.token,
        body: { user_id: user.id, days: 5 },
      });
      expect(daysFromNow(renewed.body.result.member?.expires_at)).toBe(5);
      expect(renewed.body.result.member?.level).toBe(2);
    } finally {
      s.clock.advance(-3 * DAY);
    }
  });

  it.each([
    [{ level: 1, days: 0 }, 'days: 天数至少为 1'],
    [{ level: 1, days: 'abc' }, 'days: 天数必须是数字'],
    [{ level: 9, days: 3 }, 'level: 会员等级不正确'],
    [{ level: 1, days: 1.5 }, 'days: 天数必须是整数'],
    [{ level: 1, days: 3, remark: 'x'.repeat(201) }, 'remark: 备注最多 200 字'],
  ])('rejects %j and changes nothing', async (extra, msg) => {
    const user = await s.createUser();
    const res = await s.call('POST', '/api/user/open_member', {
      token: admin.token,
      body: { user_id: user.id, ...extra },
    });
    expect(res.status).toBe(400);
    expect(res.body.status.msg).toBe(msg);
    expect((await s.call<Me>('GET', '/api/user/me', { token: user.token })).body.result.member).toBeNull();
  });

  it('answers 404 for an unknown user and 400 without user_id', async () => {
    expect(
      (
        await s.call('POST', '/api/user/open_member', {
          token: admin.token,
          body: { user_id: 987654, level: 1, days: 3 },
        })
      ).status,
    ).toBe(404);
    expect((await s.call('POST', '/api/user/close_member', { token: admin.token, body: {} })).body.status.msg).toMatch(
      /^user_id: /,
    );
    expect((await s.call('GET', '/api/user/memberlog', { token: admin.token })).status).toBe(400);
  });

  it.each([
    ['POST', '/api/user/open_member', { level: 1, days: 30 }],
    ['POST', '/api/user/renewal_member', { days: 30 }],
    ['POST', '/api/user/close_member', {}],
    ['GET', '/api/user/memberlog', undefined],
  ] as const)('forbids a reader: %s %s (403), and anonymous (401)', async (method, url, extra) => {
    const reader = await s.createUser();
    const options = method === 'GET' ? { query: { user_id: reader.id } } : { body: { user_id: reader.id, ...extra } };
    expect((await s.call(method, url, { token: reader.token, ...options })).status).toBe(403);
    expect((await s.call(method, url, options)).status).toBe(401);
    expect((await s.call<Me>('GET', '/api/user/me', { token: reader.token })).body.result.member).toBeNull();
  });
});
