import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, ROOT, type RunningServer, registerReader, startBuiltServer } from './support.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBuiltServer({
    DICT_AUTO_IMPORT: 'true',
    DICT_SOURCE: path.resolve(ROOT, '../shared/data/ecdict/ecdict-sample.csv'),
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('words in the reader', () => {
  it('tap a word → its meaning → add it → /myword → review it in /flashcard/start → the overview moves', async () => {
    const reader = await registerReader(server.url, '13712340009');
    const context = await phoneContext(browser);
    await context.addCookies([{ name: 'bb_token', value: reader.token, url: server.url }]);
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/article/3`);
      const first = page.locator('[data-pid] p[lang="en"]').first();
      await first.waitFor();
      // Where "cats" sits on screen, from the text itself; no element per word exists to click.
      const point = await first.evaluate((p) => {
        const node = p.firstChild;
        const text = node?.textContent ?? '';
        const i = text.indexOf('cats');
        const r = document.createRange();
        if (!node) return null;
        r.setStart(node, i + 1);
        r.setEnd(node, i + 3);
        const b = r.getBoundingClientRect();
        return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      });
      if (!point) throw new Error('no text');
      await page.mouse.click(point.x, point.y);
      const card = page.getByTestId('word-card');
      await expect.poll(() => card.innerText()).toContain('猫');
      expect(await card.innerText()).toContain('cats');
      await page.getByTestId('word-toggle').click();
      await expect.poll(() => page.getByTestId('word-toggle').innerText()).toContain('移出单词本');

      const book = (await (
        await fetch(`${server.url}/reader/myword`, { headers: { authorization: `Bearer ${reader.token}` } })
      ).json()) as {
        result: { items: Array<{ word: string; contexts: number }> };
      };
      expect(book.result.items).toEqual([expect.objectContaining({ word: 'cat', contexts: 1 })]);
      const detail = (await (
        await fetch(`${server.url}/reader/myword/detail?word=cat`, {
          headers: { authorization: `Bearer ${reader.token}` },
        })
      ).json()) as {
        result: { contexts: Array<{ sentence: string; article: { id: number } | null }> };
      };
      expect(detail.result.contexts[0]?.sentence).toContain('cats sleep most of the day');
      expect(detail.result.contexts[0]?.article?.id).toBe(3);

      // It is in /myword, and reviewing it in /flashcard/start moves the overview.
      await page.goto(`${server.url}/myword`);
      await expect.poll(() => page.getByTestId('word-row').first().innerText()).toContain('cat');
      await expect.poll(() => page.getByTestId('word-overview').innerText()).toMatch(/^1\s+单词\s+1\s+待复习/);
      await page.goto(`${server.url}/flashcard/start`);
      await expect.poll(() => page.getByTestId('flashcard').innerText()).toContain('cat');
      await page.getByTestId('reveal').click();
      await expect.poll(() => page.getByTestId('flashcard-meaning').innerText()).toContain('猫');
      await page.getByTestId('rate-3').click();
      await expect.poll(() => page.getByText('复习完 1 个词').count()).toBe(1);
      const overview = (await (
        await fetch(`${server.url}/reader/myword/overview`, { headers: { authorization: `Bearer ${reader.token}` } })
      ).json()) as {
        result: { reviewed_today: number; due_today: number; new: number };
      };
      expect(overview.result).toMatchObject({ reviewed_today: 1, due_today: 0, new: 0 });
    } finally {
      await context.close();
    }
  });
});
