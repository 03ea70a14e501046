import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Envelope } from '@bb/contract';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import type { Deps } from '../src/platform/deps.js';
import { openRuntime } from '../src/runtime.js';

/**
 * A real server on 127.0.0.1 over a fresh database: SQLite in a temp folder, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL schema of its own that is dropped afterwards.
 */
export class TestClock {
  private offset = 0;
  now = () => Date.now() + this.offset;
  advance(ms: number) {
    this.offset += ms;
  }
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string | number | boolean>;
  token?: string | null;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
  text: string;
}

export interface TestUser {
  id: number;
  token: string;
  phone: string;
  password: string;
  username: string;
}

export interface TestServer {
  url: string;
  deps: Deps;
  clock: TestClock;
  call<T = unknown>(method: string, url: string, options?: CallOptions): Promise<CallResult<T>>;
  createUser(options?: { admin?: boolean; creator?: boolean; password?: string }): Promise<TestUser>;
  close(): Promise<void>;
}

/**
 * Data the project keeps beside the repository (`../shared`, as CI lays it out), or SHARED_DIR.
 * Fails loudly when it is missing, rather than letting a suite pass without its data.
 */
export function sharedFile(...parts: string[]): string {
  const root = process.env.SHARED_DIR ?? path.resolve(import.meta.dirname, '../../../../shared');
  const file = path.join(root, ...parts);
  if (!fs.existsSync(file)) throw new Error(`shared data missing: ${file} (set SHARED_DIR to the shared/ folder)`);
  return file;
}

let phoneCounter = 0;
/** A phone number unique within this process (tests in one file share a database). */
export function uniquePhone(): string {
  phoneCounter += 1;
  const tail = (process.pid * 1000 + phoneCounter) % 100_000_000;
  return `139${String(tail).padStart(8, '0')}`;
}

export async function startServer(
  env: Record<string, string> = {},
  options: { webDist?: string } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bb-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = pgUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (pgUrl && schema) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: pgUrl ?? `sqlite:${path.join(dataDir, 'test.sqlite')}`,
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
  const clock = new TestClock();
  const runtime = await openRuntime(config, { clock, pgSchema: schema });
  const app = await buildApp(runtime.deps, { logger: false, webDist: options.webDist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  async function call<T>(method: string, route: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const qs = options.query
      ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
      : '';
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookies) {
      headers.cookie = Object.entries(options.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
    }
    let payload: string | undefined = options.rawBody;
    if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}${route}${qs}`, { method, headers, body: payload });
    const text = await res.text();
    let body: Envelope<T>;
    try {
      body = JSON.parse(text) as Envelope<T>;
    } catch {
      body = { result: null as T, status: { code: res.status, msg: 'not json' } };
    }
    return { status: res.status, body, headers: res.headers, text };
  }

  async function createUser(
    options: { admin?: boolean; creator?: boolean; password?: string } = {},
  ): Promise<TestUser> {
    const phone = uniquePhone();
    const password = options.password ?? 'password123';
    const res = await call<{ token: string; user: { id: number; username: string } }>(
      'POST',
      '/auth/register_by_phone',
      {
        body: { phone, password },
      },
    );
    if (res.status !== 200) throw new Error(`createUser failed: ${res.text}`);
    const { token, user } = res.body.result;
    if (options.admin || options.creator) {
      await runtime.deps.db
        .updateTable('users')
        .set({ is_super: options.admin ? 1 : 0, is_creator: options.creator ? 1 : 0 })
        .where('id', '=', user.id)
        .execute();
    }
    return { id: user.id, token, phone, password, username: user.username };
  }

  return {
    url,
    deps: runtime.deps,
    clock,
    call,
    createUser,
    async close() {
      await app.close();
      await runtime.close();
      if (pgUrl && schema) {
        const admin = new pg.Client({ connectionString: pgUrl });
        await admin.connect();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
