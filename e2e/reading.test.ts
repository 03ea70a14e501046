import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, registerReader, startBuiltServer, withPhonePage } from './support.js';

const ADMIN = { phone: '13800000002', password: 'admin-pass-read' };
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

const withPage = (run: (page: Page, context: BrowserContext) => Promise<void>, token?: string) =>
  withPhonePage(browser, server.url, run, token);

async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await res.json()) as { result: T }).result;
}

describe('reading in the browser', () => {
  it('home → article → translation mode → font size → leave and come back to the same place', async () => {
    await withPage(async (page) => {
      await page.goto(`${server.url}/`);
      const first = page.getByTestId('article-card').first();
      const title = (await first.locator('.article-card-title').innerText()).trim();
      await first.click();
      await page.waitForURL(/\/article\/\d+$/);
      const articleUrl = page.url();
      const reader = page.getByTestId('reader');
      await expect.poll(() => reader.locator('.reader-title').innerText()).toBe(title);
      expect(await reader.locator('.para-zh').count()).toBeGreaterThan(0);

      await page.getByTestId('translation-mode').getByText('英文', { exact: true }).click();
      await expect.poll(() => reader.locator('.para-zh').count()).toBe(0);
      await page.getByTestId('translation-mode').getByText('中文', { exact: true }).click();
      await expect.poll(() => reader.locator('p[lang="en"]').count()).toBe(0);
      await page.getByTestId('translation-mode').getByText('中英对照').click();

      expect(await reader.evaluate((el) => getComputedStyle(el).fontSize)).toBe('18px');
      await page.getByLabel('阅读设置').click();
      await page.getByLabel('放大字号').click();
      await page.getByLabel('放大字号').click();
      await expect.poll(() => reader.evaluate((el) => getComputedStyle(el).fontSize)).toBe('20px');
      await page.mouse.click(195, 100);

      const target = reader.locator('[data-pid]').nth(1);
      const pid = await target.getAttribute('data-pid');
      await target.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 60));
      await expect
        .poll(() => page.evaluate((url) => localStorage.getItem(`pos:${url.split('/').pop()}`), articleUrl))
        .toBe(pid);

      await page.goBack();
      await page.waitForURL(`${server.url}/`);
      await page.goto(articleUrl);
      await expect
        .poll(() =>
          page.evaluate((id) => document.querySelector(`[data-pid="${id}"]`)?.getBoundingClientRect().top ?? 9999, pid),
        )
        .toBeLessThan(140);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      // The font size is remembered too.
      expect(await reader.evaluate((el) => getComputedStyle(el).fontSize)).toBe('20px');
    });
  });

  it('search finds an article by a word in its body and by its Chinese title', async () => {
    await withPage(async (page) => {
      await page.goto(`${server.url}/Search`);
      const input = page.getByTestId('search-input').locator('input');
      await input.fill('hyphae');
      await input.press('Enter');
      await expect.poll(() => page.getByTestId('search-hit').first().innerText()).toContain('The Hidden Life of Fungi');
      expect(await page.locator('[data-testid="search-hit"] mark').first().innerText()).toMatch(/hyphae/i);
      await input.fill('海绵城市');
      await input.press('Enter');
      await expect
        .poll(() => page.getByTestId('search-hit').first().innerText())
        .toContain('Cities That Soak Up the Rain');
    });
  });

  it('a creator writes, edits and publishes an article that a reader then sees', async () => {
    const admin = await api<{ token: string }>('POST', '/auth/login', null, {
      username: ADMIN.phone,
      password: ADMIN.password,
    });
    const writer = await registerReader(server.url, '13712340001');
    await api('POST', '/api/user/set_creator', admin.token, { user_id: writer.user.id, is_creator: true });
    const title = 'A Quiet Library at Night';

    await withPage(async (page) => {
      await page.goto(`${server.url}/admin/article/new`);
      await page.getByLabel('英文标题').fill(title);
      await page.getByLabel('中文标题').fill('夜晚安静的图书馆');
      await page
        .getByLabel('正文（空行分段）')
        .fill('The library closes at ten.\n\nOnly the clock keeps talking after that.');
      await page.getByRole('button', { name: '创建草稿' }).click();
      await page.waitForURL(/\/admin\/article\/\d+$/);
      const editor = page.getByTestId('article-editor');
      await expect.poll(() => editor.getByPlaceholder('中文译文').count()).toBe(2);
      await editor.getByPlaceholder('中文译文').first().fill('图书馆十点关门。');
      await editor.getByLabel('状态').click();
      await page.locator('.ant-select-item-option').filter({ hasText: '已发布' }).click();
      await page.getByRole('button', { name: '保 存' }).click();
      await expect.poll(() => page.getByText('已保存').count()).toBeGreaterThan(0);
    }, writer.token);

    await withPage(async (page) => {
      await page.goto(`${server.url}/`);
      const card = page.getByTestId('article-card').filter({ hasText: title });
      await expect.poll(() => card.count()).toBe(1);
      await card.click();
      const reader = page.getByTestId('reader');
      await expect.poll(() => reader.innerText()).toContain('图书馆十点关门。');
    });
  });

  it('reading time shows up in /read_data', async () => {
    const reader = await registerReader(server.url, '13712340002');
    await withPage(async (page) => {
      await page.goto(`${server.url}/read_data`);
      await expect.poll(() => page.getByTestId('today-stats').innerText()).toMatch(/^0\s+分钟\s+0\s+篇文章/);
      await page.goto(`${server.url}/`);
      await page.getByTestId('article-card').first().click();
      await page.getByTestId('reader').waitFor();
      for (let i = 0; i < 4; i++) {
        await page.mouse.move(100 + i * 10, 300);
        await page.mouse.wheel(0, 60);
        await page.waitForTimeout(900);
      }
      await page.getByText('我的').count();
      await page.goBack();
      await page.goto(`${server.url}/read_data`);
      await expect.poll(() => page.getByTestId('today-stats').innerText()).toMatch(/^<1\s+分钟\s+1\s+篇文章/);
      await expect.poll(() => page.getByTestId('chart-7').locator('rect.chart-bar').count()).toBe(1);
    }, reader.token);
  });
});
