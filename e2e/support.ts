import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PHONE = { width: 390, height: 844 };

/** Flags this machine needs: no sandbox as root, and no background calls to a network we do not have. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' });
}

/** A port the OS just handed out, so parallel runs do not collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<number | null>;
}

/** The built server (apps/server/dist) as `npm start` runs it, on a free port with its own data folder. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const main = path.join(ROOT, 'apps/server/dist/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bb-e2e-'));
  const port = await freePort();
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SHUTDOWN_GRACE_MS: '1000',
      DICT_AUTO_IMPORT: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    output: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Registers a reader through the API and returns the credentials. */
export async function registerReader(url: string, phone: string, password = 'reader-pass-1') {
  const res = await fetch(`${url}/auth/register_by_phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  const body = (await res.json()) as { result: { token: string; user: { id: number; username: string } } };
  return { phone, password, token: body.result.token, user: body.result.user };
}

/** Signs in by phone or name and answers the session token. */
export async function login(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { result: { token: string } };
  return body.result.token;
}

/** A fresh phone-size page (signed in with `token` when given), closed after `run`. */
export async function withPhonePage(
  browser: Browser,
  url: string,
  run: (page: Page, context: BrowserContext) => Promise<void>,
  token?: string,
): Promise<void> {
  const context = await phoneContext(browser);
  if (token) await context.addCookies([{ name: 'bb_token', value: token, url }]);
  const page = await context.newPage();
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}
