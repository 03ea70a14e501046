import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, ROOT, type RunningServer, registerReader, startBuiltServer, withPhonePage } from './support.js';

const ADMIN = { phone: '13800000001', password: 'admin-pass-e2e' };
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBuiltServer({ ADMIN_PHONE: ADMIN.phone, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const withPage = (run: (page: Page, context: BrowserContext) => Promise<void>) =>
  withPhonePage(browser, server.url, run);

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${server.url}/Login`);
  await page.getByPlaceholder('手机号或用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

describe('accounts in the browser', () => {
  it('register → sign in → /Mine → change user name → sign out → a protected page sends you to /login', async () => {
    await withPage(async (page) => {
      const phone = '13712345670';
      await page.goto(`${server.url}/Register`);
      await page.getByPlaceholder('中国大陆手机号').fill(phone);
      await page.getByPlaceholder('6–64 位').fill('my-secret-1');
      await page.getByRole('button', { name: '注册', exact: true }).click();
      await page.waitForURL('**/Mine');
      await expect.poll(() => page.getByTestId('profile').innerText()).toContain('137****5670');

      // Sign out, then sign in again with the phone number.
      await page.getByTestId('sign-out').click();
      await page.getByRole('button', { name: '退出', exact: true }).click();
      await page.waitForURL(`${server.url}/`);
      await signIn(page, phone, 'my-secret-1');
      await page.waitForURL('**/Mine');
      await expect.poll(() => page.getByTestId('profile').innerText()).toContain('137****5670');

      await page.getByText('修改用户名').click();
      await page.waitForURL('**/change_username');
      const input = page.getByPlaceholder('新的用户名');
      await input.fill('晨读小王');
      await page.getByRole('button', { name: '保存' }).click();
      await page.waitForURL('**/Mine');
      await expect.poll(() => page.getByTestId('profile-name').innerText()).toBe('晨读小王');

      await page.getByTestId('sign-out').click();
      await page.getByRole('button', { name: '退出', exact: true }).click();
      await page.waitForURL(`${server.url}/`);
      await page.goto(`${server.url}/change_password`);
      await page.waitForURL(/\/login\?redirect=%2Fchange_password/);
      await expect.poll(() => page.getByRole('button', { name: '登录', exact: true }).isVisible()).toBe(true);

      // The new user name signs in too, and lands back where the redirect pointed.
      await page.getByPlaceholder('手机号或用户名').fill('晨读小王');
      await page.getByPlaceholder('密码').fill('my-secret-1');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL('**/change_password');
    });
  });

  it('shows the server message for a wrong password, in Chinese, without leaving the page', async () => {
    await withPage(async (page) => {
      await signIn(page, '13712345679', 'not-the-password');
      await expect.poll(() => page.getByRole('alert').innerText()).toBe('账号或密码错误');
      expect(page.url()).toContain('/Login');
    });
  });

  it('checks the form before sending: a malformed phone is named on the page', async () => {
    await withPage(async (page) => {
      await page.goto(`${server.url}/Register`);
      await page.getByPlaceholder('中国大陆手机号').fill('12345');
      await page.getByPlaceholder('6–64 位').fill('my-secret-1');
      await page.getByRole('button', { name: '注册', exact: true }).click();
      await expect.poll(() => page.getByText('手机号格式不正确').count()).toBeGreaterThan(0);
    });
  });
});

describe('the shell', () => {
  it('shows Page Not Found with the path for an unknown path', async () => {
    await withPage(async (page) => {
      await page.goto(`${server.url}/no/such/page?x=1`);
      const block = page.getByTestId('not-found');
      await expect.poll(() => block.innerText()).toContain('Page Not Found');
      expect(await block.innerText()).toContain('/no/such/page');
    });
  });

  it('keeps the theme across a reload, on the page root', async () => {
    await withPage(async (page) => {
      await page.goto(`${server.url}/Mine`);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      await page.getByTestId('theme-switch').click();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('black');
      await page.reload();
      await page.getByTestId('theme-switch').waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('black');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('black');
    });
  });

  it('inside the app shell, copies the shell theme when none is stored', async () => {
    await withPage(async (page, context) => {
      await context.addCookies([{ name: 'bb_ua', value: 'bbapp_android_huawei_42_2.3.0', url: server.url }]);
      await context.addInitScript(() => {
        (window as unknown as { flutter_inappwebview: unknown }).flutter_inappwebview = {
          callHandler: async (name: string) => (name === 'getTheme' ? 'black' : null),
        };
      });
      await page.goto(`${server.url}/About`);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('black');
      await expect.poll(() => page.getByText('2.3.0（42）').count()).toBe(1);
    });
  });

  it('sends an open-page event with the full path after each route change, and a new visitor id cookie', async () => {
    await withPage(async (page, context) => {
      await page.goto(`${server.url}/About?from=test`);
      await page.getByText('关于读英语').count();
      await page.goto(`${server.url}/Mine`);
      await page.getByText('关于读英语').click();
      await page.waitForURL('**/About');
      const cuid = (await context.cookies()).find((c) => c.name === 'bb_cuid')?.value ?? '';
      expect(cuid).toMatch(/^[0-9a-f-]{36}$/);
      const admin = (await (
        await fetch(`${server.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: ADMIN.phone, password: ADMIN.password }),
        })
      ).json()) as { result: { token: string } };
      await expect
        .poll(async () => {
          const res = await fetch(`${server.url}/reader/visitor/logs?cuid=${cuid}`, {
            headers: { authorization: `Bearer ${admin.result.token}` },
          });
          const body = (await res.json()) as {
            result: { items: Array<{ name: string; data: { path?: string }; is_new: boolean }> };
          };
          return body.result.items
            .filter((e) => e.name === 'open_page')
            .map((e) => e.data.path)
            .reverse();
        })
        .toEqual(['/About?from=test', '/Mine', '/About']);
    });
  });

  it('turns a network failure into 网络异常 on the page', async () => {
    const own = await startBuiltServer();
    try {
      await withPage(async (page) => {
        await page.goto(`${own.url}/Login`);
        await page.getByPlaceholder('手机号或用户名').waitFor();
        await own.stop();
        await page.getByPlaceholder('手机号或用户名').fill('13712345678');
        await page.getByPlaceholder('密码').fill('whatever-1');
        await page.getByRole('button', { name: '登录', exact: true }).click();
        await expect.poll(() => page.getByRole('alert').innerText()).toBe('网络异常');
      });
    } finally {
      await own.stop();
    }
  });
});

describe('admin area', () => {
  it('an admin opens a membership that the reader then sees; a reader gets 没有权限', async () => {
    const reader = await registerReader(server.url, '13712345671');
    await withPage(async (page) => {
      await signIn(page, ADMIN.phone, ADMIN.password);
      await page.waitForURL('**/Mine');
      await page.goto(`${server.url}/admin/user/search`);
      await page.getByPlaceholder('手机号、用户名或用户 id').fill(reader.phone);
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: '开 通' }).click();
      await page.getByLabel('天数').fill('45');
      await page.getByLabel('备注').fill('浏览器测试');
      await page.getByRole('button', { name: '确 定' }).click();
      await expect.poll(() => page.getByText('开通会员成功').count()).toBe(1);
    });
    await withPage(async (page, context) => {
      await context.addCookies([{ name: 'bb_token', value: reader.token, url: server.url }]);
      await page.goto(`${server.url}/Mine`);
      await expect.poll(() => page.getByTestId('profile').innerText()).toContain('会员');
      await page.goto(`${server.url}/admin`);
      await expect.poll(() => page.getByText('没有权限').count()).toBe(1);
    });
  });
});

describe('API docs', () => {
  it('render the OpenAPI document in Swagger UI under the CSP', async () => {
    await withPage(async (page) => {
      await page.goto(`${server.url}/api/docs/`);
      await expect.poll(() => page.getByText('/api/user/me').count()).toBeGreaterThan(0);
      expect(await page.getByText('读英语 API').count()).toBeGreaterThan(0);
    });
  });
});

describe('the server process', () => {
  it('prints the URL and the generated admin sign-in once, and exits cleanly on SIGTERM', async () => {
    const own = await startBuiltServer({ ADMIN_PASSWORD: '' });
    const out = own.output();
    expect(out).toMatch(/running at http:\/\/127\.0\.0\.1:\d+\//);
    expect(out).toMatch(/admin sign-in: 13800000000 \/ \S{8,}\s+\(generated; shown only this once\)/);
    expect(await own.stop()).toBe(0);
  });
});

describe('the CLI', () => {
  it('migrates, creates an admin who can sign in, and promotes a user to creator', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bb-cli-'));
    const cli = (...args: string[]) =>
      execFileSync(process.execPath, [path.join(ROOT, 'apps/server/dist/cli.js'), ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    try {
      expect(cli('db:migrate')).toMatch(/Applied: 0001_platform/);
      expect(cli('db:migrate')).toMatch(/up to date/);
      expect(cli('admin:create', '--phone', '13600000001', '--password', 'cli-admin-1')).toMatch(
        /Created admin 13600000001/,
      );
      expect(() => cli('admin:create', '--phone', '12345')).toThrow();
      expect(() => cli('user:promote', '--phone', '13600000009', '--creator')).toThrow(/no such user/);

      const own = await startBuiltServer({ DATA_DIR: dataDir });
      try {
        const login = await fetch(`${own.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: '13600000001', password: 'cli-admin-1' }),
        });
        const { result } = (await login.json()) as { result: { user: { is_super: boolean } } };
        expect(result.user.is_super).toBe(true);
        await registerReader(own.url, '13600000002');
      } finally {
        await own.stop();
      }
      expect(cli('user:promote', '--phone', '13600000002', '--creator')).toMatch(/Granted creator/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
