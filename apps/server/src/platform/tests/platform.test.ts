import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/harness.js';
import { ConfigError, loadConfig } from '../config.js';
import { redisRateLimiter } from '../ratelimit.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** CI starts Redis; a laptop without one skips only the Redis test. */
async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}
const redisUp = await redisReachable(REDIS_URL);

let s: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bb-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>读英语</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  s = await startServer({}, { webDist });
});
afterAll(async () => {
  await s.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('platform', () => {
  it('answers /healthz with a database ping', async () => {
    const res = await s.call('GET', '/healthz');
    expect(res.body.result).toEqual({ ok: true, db: s.deps.dialect });
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const res = await fetch(`${s.url}/api/openapi.json`);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/api/user/me', '/api/user/open_member', '/reader/visitor/']),
    );
    expect(JSON.stringify(doc.paths['/auth/login']?.post?.requestBody)).toContain('username');
    const ui = await fetch(`${s.url}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toMatch(/swagger/i);
  });

  it('sends the document policies with pages and a tight CSP with JSON, plus a request id', async () => {
    const page = await fetch(`${s.url}/Mine`);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'.*script-src 'self'/);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const api = await fetch(`${s.url}/healthz`, { headers: { 'x-request-id': 'trace-me-1' } });
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-request-id')).toBe('trace-me-1');
    const docs = await fetch(`${s.url}/api/docs/`);
    expect(docs.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  });

  it('compresses large responses', async () => {
    const res = await fetch(`${s.url}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the web app for unknown pages and a 404 envelope for unknown API paths', async () => {
    const page = await fetch(`${s.url}/some/unknown/page`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
    const asset = await fetch(`${s.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    const api = await s.call('GET', '/api/definitely/not/here');
    expect(api.status).toBe(404);
    expect(api.body.status.msg).toContain('/api/definitely/not/here');
    const post = await s.call('POST', '/not-an-api', { body: {} });
    expect(post.status).toBe(404);
  });
});

describe('config', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SMS_PROVIDER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ BUSINESS_TZ: 'Mars/Olympus' })).toThrow(/BUSINESS_TZ/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('defaults to SQLite under DATA_DIR, console SMS and no SMS at registration', () => {
    const c = loadConfig({ DATA_DIR: '/tmp/bb-x' });
    expect(c.database).toEqual({ kind: 'sqlite', file: '/tmp/bb-x/bb.sqlite' });
    expect(c.registerRequireSms).toBe(false);
    expect(c.port).toBe(3000);
    expect(c.businessTz).toBe('Asia/Shanghai');
    expect(loadConfig({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:1/x' }).registerRequireSms).toBe(
      true,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database.kind).toBe('postgres');
  });
});

describe('rate limiter on Redis', () => {
  it.skipIf(!redisUp)('counts within a window shared by every process and expires it', async () => {
    const url = REDIS_URL;
    const prefix = `bb:test:${process.pid}:${Date.now()}:`;
    const a = redisRateLimiter(url, prefix);
    const b = redisRateLimiter(url, prefix);
    try {
      expect((await a.hit('k', 2, 300)).allowed).toBe(true);
      expect((await b.hit('k', 2, 300)).allowed).toBe(true);
      const third = await a.hit('k', 2, 300);
      expect(third.allowed).toBe(false);
      expect(third.retryAfterMs).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 350));
      expect((await b.hit('k', 2, 300)).allowed).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
