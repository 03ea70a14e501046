import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature } from '@bb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, loginPath, unwrap } from './http';

/** A stand-in API on 127.0.0.1 answering whatever each path asks for. */
let server: http.Server;
let base = '';
let lastHeaders: http.IncomingHttpHeaders = {};
let lastBody = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    lastHeaders = req.headers;
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    req.on('end', () => {
      lastBody = raw;
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url?.startsWith('/ok'))
        return send(200, { result: { hello: 'world' }, status: { code: 200, msg: 'ok' } });
      if (req.url === '/401') return send(401, { result: null, status: { code: 401, msg: '请先登录' } });
      if (req.url === '/body403') return send(200, { result: null, status: { code: 403, msg: '没有权限' } });
      if (req.url === '/400') return send(400, { result: null, status: { code: 400, msg: 'phone: 手机号格式不正确' } });
      res.writeHead(502).end('<html>bad gateway</html>');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function client(token: string | null = 'tok-1') {
  const redirects: number[] = [];
  const request = createHttpClient({
    baseUrl: base,
    getToken: () => token,
    getAppUA: () => 'bbapp_android_huawei_42_2.3.0',
    onAuthRequired: () => redirects.push(1),
    now: () => 1_700_000_000_000,
  });
  return { request, redirects };
}

describe('the web http client', () => {
  it('sends the bearer token, the app id and a valid signature, and reads the envelope', async () => {
    const { request } = client();
    const env = await request<{ hello: string }>('POST', '/ok', { query: { a: 1 }, body: { b: 'x' } });
    expect(unwrap(env)).toEqual({ hello: 'world' });
    expect(lastHeaders.authorization).toBe('Bearer tok-1');
    expect(lastHeaders['x-bb-ua']).toBe('bbapp_android_huawei_42_2.3.0');
    expect(JSON.parse(lastBody)).toEqual({ b: 'x' });
    const ts = Number(lastHeaders['x-bb-ts']);
    expect(verifySignature({ a: 1, b: 'x' }, ts, String(lastHeaders['x-bb-sign']), ts)).toBe(true);
  });

  it('sends no authorization header without a token', async () => {
    await client(null).request('GET', '/ok');
    expect(lastHeaders.authorization).toBeUndefined();
  });

  it('redirects on HTTP 401 and on a body code 403, returning an empty object', async () => {
    const { request, redirects } = client();
    expect(await request('GET', '/401')).toEqual({});
    expect(await request('GET', '/body403')).toEqual({});
    expect(redirects).toHaveLength(2);
  });

  it('leaves a 401 to the caller when asked (sign-in forms)', async () => {
    const { request, redirects } = client();
    const env = await request('GET', '/401', { authRedirect: false });
    expect(env.status).toEqual({ code: 401, msg: '请先登录' });
    expect(redirects).toHaveLength(0);
  });

  it('passes other failures through, and unwrap throws them with the message', async () => {
    const env = await client().request('POST', '/400', { body: {} });
    expect(() => unwrap(env)).toThrow('phone: 手机号格式不正确');
    const html = await client().request('GET', '/bad-gateway');
    expect(html.status.code).toBe(502);
  });

  it('turns a network failure into code "" and 网络异常', async () => {
    const dead = createHttpClient({
      baseUrl: 'http://127.0.0.1:9',
      getToken: () => null,
      getAppUA: () => null,
      onAuthRequired: () => {},
    });
    expect(await dead('GET', '/anything')).toEqual({ result: null, status: { code: '', msg: '网络异常' } });
  });

  it('builds the login path with a redirect back, but never to login itself', () => {
    expect(loginPath('/change_password')).toBe('/login?redirect=%2Fchange_password');
    expect(loginPath('/Login?x=1')).toBe('/login');
    expect(loginPath('/')).toBe('/login');
  });
});
