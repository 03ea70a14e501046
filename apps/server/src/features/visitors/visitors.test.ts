import type { Page, Visitor, VisitorEvent } from '@bb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, type TestUser } from '../../../test/harness.js';

let s: TestServer;
let admin: TestUser;
beforeAll(async () => {
  s = await startServer();
  admin = await s.createUser({ admin: true });
});
afterAll(() => s.close());

describe('POST /api/log', () => {
  it('records anonymous events and keeps a visitor summary', async () => {
    const cuid = 'c1a2b3c4-0000-4000-8000-000000000001';
    for (const path of ['/', '/Mine', '/About']) {
      const res = await s.call('POST', '/api/log', {
        body: { name: 'open_page', data: { path }, cuid, is_new: path === '/', source: 'WEB' },
      });
      expect(res.status).toBe(200);
    }
    const list = await s.call<Page<Visitor>>('GET', '/reader/visitor/', { token: admin.token });
    const me = list.body.result.items.find((v) => v.cuid === cuid);
    expect(me).toMatchObject({ events: 3, source: 'WEB', uid: null });
    const logs = await s.call<Page<VisitorEvent>>('GET', '/reader/visitor/logs', {
      token: admin.token,
      query: { cuid },
    });
    expect(logs.body.result.items.map((e) => (e.data as { path: string }).path)).toEqual(['/About', '/Mine', '/']);
    expect(logs.body.result.items.at(-1)?.is_new).toBe(true);
  });

  it('takes the user from the token over what the body claims', async () => {
    const user = await s.createUser();
    const cuid = 'c1a2b3c4-0000-4000-8000-000000000002';
    await s.call('POST', '/api/log', {
      token: user.token,
      body: { name: 'app_open', cuid, uid: 424242, source: 'WEBVIEW' },
    });
    const logs = await s.call<Page<VisitorEvent>>('GET', '/reader/visitor/logs', {
      token: admin.token,
      query: { cuid },
    });
    expect(logs.body.result.items[0]).toMatchObject({ uid: user.id, source: 'WEBVIEW', name: 'app_open' });
  });

  it.each([
    [{ data: {} }, /^name: /],
    [{ name: 'x', source: 'APP' }, 'source: source 只能是 WEB 或 WEBVIEW'],
    [{ name: 'x', data: { blob: 'y'.repeat(9000) } }, 'data: data 不能超过 8 KB'],
    [{ name: 'n'.repeat(65) }, 'name: 事件名最多 64 字'],
  ])('rejects %j', async (body, msg) => {
    const res = await s.call('POST', '/api/log', { body });
    expect(res.status).toBe(400);
    if (typeof msg === 'string') expect(res.body.status.msg).toBe(msg);
    else expect(res.body.status.msg).toMatch(msg);
  });

  it('limits one client to 120 events a minute', async () => {
    const fresh = await startServer();
    try {
      const statuses = [];
      for (let i = 0; i < 121; i++)
        statuses.push((await fresh.call('POST', '/api/log', { body: { name: 'tick', cuid: 'flood' } })).status);
      expect(statuses.slice(0, 120).every((c) => c === 200)).toBe(true);
      expect(statuses[120]).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

describe('visitor lists (admin)', () => {
  it('pages with offset and limit (default 10), newest activity first', async () => {
    for (let i = 0; i < 12; i++) {
      s.clock.advance(1000);
      await s.call('POST', '/api/log', {
        body: { name: 'open_page', cuid: `page-test-${String(i).padStart(2, '0')}` },
      });
    }
    const first = await s.call<Page<Visitor>>('GET', '/reader/visitor/', { token: admin.token });
    expect(first.body.result.items).toHaveLength(10);
    expect(first.body.result.items[0]?.cuid).toBe('page-test-11');
    expect(first.body.result.next_offset).toBe(10);
    const total = first.body.result.total ?? 0;
    const last = await s.call<Page<Visitor>>('GET', '/reader/visitor/', {
      token: admin.token,
      query: { offset: total - 2, limit: 10 },
    });
    expect(last.body.result.items).toHaveLength(2);
    expect(last.body.result.next_offset).toBeNull();
    expect((await s.call('GET', '/reader/visitor/', { token: admin.token, query: { limit: 101 } })).status).toBe(400);
    expect((await s.call('GET', '/reader/visitor/', { token: admin.token, query: { offset: -1 } })).status).toBe(400);
  });

  it('is admin only', async () => {
    const reader = await s.createUser();
    expect((await s.call('GET', '/reader/visitor/', { token: reader.token })).status).toBe(403);
    expect((await s.call('GET', '/reader/visitor/logs', { token: reader.token, query: { cuid: 'x' } })).status).toBe(
      403,
    );
    expect((await s.call('GET', '/reader/visitor/')).status).toBe(401);
    expect((await s.call('GET', '/reader/visitor/logs', { token: admin.token })).status).toBe(400);
  });
});
