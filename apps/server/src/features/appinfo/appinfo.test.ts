import type { AppVersion, Contact, Notify } from '@bb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, type TestUser } from '../../../test/harness.js';

let s: TestServer;
let admin: TestUser;
let reader: TestUser;
beforeAll(async () => {
  s = await startServer();
  admin = await s.createUser({ admin: true });
  reader = await s.createUser();
});
afterAll(() => s.close());

describe('app info', () => {
  it('starts empty and keeps what the admin sets', async () => {
    expect((await s.call<Notify>('GET', '/api/appinfo/notify')).body.result).toEqual({ text: '', updated_at: null });
    const set = await s.call<Notify>('POST', '/api/appinfo/notify', {
      token: admin.token,
      body: { text: ' 今晚 22:00 维护 ' },
    });
    expect(set.body.result.text).toBe('今晚 22:00 维护');
    const got = await s.call<Notify>('GET', '/api/appinfo/notify');
    expect(got.body.result.text).toBe('今晚 22:00 维护');
    expect(got.body.result.updated_at).not.toBeNull();
  });

  it('keeps the enterprise-chat contact and the latest app version', async () => {
    const contact = {
      name: '小助手',
      wechat_id: 'helper01',
      qrcode: 'https://img.example.com/qr.png',
      url: '',
      note: '工作日在线',
    };
    expect((await s.call('POST', '/api/appinfo/contact_qywx', { token: admin.token, body: contact })).status).toBe(200);
    expect((await s.call<Contact>('GET', '/api/appinfo/contact_qywx')).body.result).toEqual(contact);
    const version = {
      version_code: 12,
      version: '1.2.0',
      url: 'https://example.com/app.apk',
      notes: '修复问题',
      force: true,
    };
    expect((await s.call('POST', '/api/appinfo/app_version', { token: admin.token, body: version })).status).toBe(200);
    expect((await s.call<AppVersion>('GET', '/api/appinfo/app_version')).body.result).toEqual(version);
  });

  it('rejects bad input and keeps the stored value', async () => {
    await s.call('POST', '/api/appinfo/notify', { token: admin.token, body: { text: 'kept' } });
    const long = await s.call('POST', '/api/appinfo/notify', { token: admin.token, body: { text: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body.status.msg).toBe('text: 公告最多 500 字');
    expect((await s.call<Notify>('GET', '/api/appinfo/notify')).body.result.text).toBe('kept');
    const badVersion = await s.call('POST', '/api/appinfo/app_version', {
      token: admin.token,
      body: { version_code: -1 },
    });
    expect(badVersion.status).toBe(400);
  });

  it.each(['/api/appinfo/notify', '/api/appinfo/contact_qywx', '/api/appinfo/app_version'])(
    'forbids a reader from setting %s',
    async (url) => {
      const res = await s.call('POST', url, { token: reader.token, body: { text: 'hacked' } });
      expect(res.status).toBe(403);
      expect((await s.call('POST', url, { body: { text: 'hacked' } })).status).toBe(401);
    },
  );
});
