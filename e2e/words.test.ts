import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  login,
  phoneContext,
  ROOT,
  type RunningServer,
  registerReader,
  startBuiltServer,
  withPhonePage,
} from './support.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBuiltServer({
    DICT_AUTO_IMPORT: 'true',
    DICT_SOURCE: path.resolve(ROOT, '../shared/data/ecdict/ecdict-sample.csv'),
    ADMIN_PHONE: '13800000001',
    ADMIN_PASSWORD: 'admin-pass-1',
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
      // Search by the start of the word and by its Chinese meaning; a miss says so.
      const search = page.getByTestId('word-search').locator('input');
      await search.fill('zz');
      await expect.poll(() => page.getByText('没有符合条件的词').count()).toBe(1);
      await search.fill('猫');
      await expect.poll(() => page.getByTestId('word-row').first().innerText()).toContain('cat');
      await search.fill('');
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

  it('marks level words with their meaning, editor notes always, and my words differently, with no element per word', async () => {
    const reader = await registerReader(server.url, '13712340010');
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` };
    await fetch(`${server.url}/reader/myword`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ word: 'economic', article_id: 11 }),
    });
    await withPhonePage(
      browser,
      server.url,
      async (page) => {
        await page.goto(`${server.url}/article/11`);
        await page.locator('[data-pid] p[lang="en"]').first().waitFor();
        const highlights = () =>
          page.evaluate(() => {
            const h = (CSS as unknown as { highlights: Map<string, { size: number }> }).highlights;
            return {
              level: h.get('level-word')?.size ?? 0,
              book: h.get('book-word')?.size ?? 0,
              glosses: document.querySelectorAll('.gloss').length,
              // Elements inside the English paragraphs: only glosses may be there.
              inText: document.querySelectorAll('p[lang="en"] *').length,
            };
          });
        // My word "economic" is marked wherever the text uses it, before any switch.
        await expect.poll(async () => (await highlights()).book).toBeGreaterThan(0);
        expect((await highlights()).level).toBe(0);
        await page.getByTestId('mark-words').click();
        await expect.poll(async () => (await highlights()).glosses).toBeGreaterThan(0);
        const on = await highlights();
        expect(on.level).toBeGreaterThanOrEqual(on.glosses);
        expect(on.inText).toBe(on.glosses);
        // The setting survives a reload; switching it off removes the marks.
        await page.reload();
        await expect.poll(async () => (await highlights()).glosses).toBe(on.glosses);
        await page.getByTestId('mark-words').click();
        await expect.poll(async () => (await highlights()).glosses).toBe(0);
        expect((await highlights()).level).toBe(0);
      },
      reader.token,
    );
  });

  it('an editor note is always marked and shows in the word card', async () => {
    const adminToken = await login(server.url, '13800000001', 'admin-pass-1');
    await fetch(`${server.url}/reader/article/3/words/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ word: 'cats', resolve: '猫（文中泛指家猫）', tag: '编者注' }),
    });
    await withPhonePage(browser, server.url, async (page) => {
      await page.goto(`${server.url}/article/3`);
      const note = page.locator('.gloss-note').first();
      await expect.poll(() => note.innerText()).toBe('猫（文中泛指家猫）');
      await expect
        .poll(() =>
          page.evaluate(
            () => (CSS as unknown as { highlights: Map<string, { size: number }> }).highlights.get('note-word')?.size,
          ),
        )
        .toBeGreaterThan(0);
      // Tap the word just before the gloss: the card carries the note above the dictionary's meaning.
      const point = await note.evaluate((el) => {
        const text = el.previousSibling;
        if (!text?.textContent) return null;
        const r = document.createRange();
        r.setStart(text, text.textContent.length - 3);
        r.setEnd(text, text.textContent.length - 1);
        const b = r.getBoundingClientRect();
        return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      });
      if (!point) throw new Error('no text before the note');
      await page.mouse.click(point.x, point.y);
      await expect.poll(() => page.getByTestId('word-note').innerText()).toContain('文中泛指家猫');
    });
  });

  it('a guest takes the quiz on an article: each answer is checked and the score adds up', async () => {
    await withPhonePage(browser, server.url, async (page) => {
      await page.goto(`${server.url}/article/3`);
      await page.getByTestId('quiz-link').click();
      await page.getByTestId('quiz-question').waitFor();
      const total = Number(/\/(\d+)/.exec(await page.locator('.adm-nav-bar-title').innerText())?.[1]);
      expect(total).toBeGreaterThan(0);
      let right = 0;
      for (let i = 0; i < total; i++) {
        // Alternate between the first and the last option, so some answers are right and some wrong.
        const pick = i % 2 === 0 ? 0 : 3;
        await page.getByTestId(`quiz-option-${pick}`).click();
        const cls = (await page.getByTestId(`quiz-option-${pick}`).getAttribute('class')) ?? '';
        expect(cls).toMatch(/quiz-(right|wrong)/);
        if (cls.includes('quiz-right')) right += 1;
        // Exactly one option is shown as right.
        expect(await page.locator('.quiz-right').count()).toBe(1);
        await page.getByTestId('quiz-next').click();
      }
      await expect.poll(() => page.getByText(`答对 ${right} / ${total}`).count()).toBe(1);
    });
  });

  it('the demo reviews dictionary words without an account; a forgotten card comes back', async () => {
    await withPhonePage(browser, server.url, async (page) => {
      await page.goto(`${server.url}/flashcard`);
      await page.getByText('先试一试（无需登录）').click();
      await page.getByTestId('flashcard').waitFor();
      const title = () => page.locator('.adm-nav-bar-title').innerText();
      expect(await title()).toBe('试用 1/8');
      await page.getByTestId('reveal').click();
      expect(await page.getByTestId('flashcard-meaning').innerText()).not.toBe('');
      expect(await page.getByTestId('rate-1').innerText()).toContain('1 分钟');
      await page.getByTestId('rate-1').click();
      await expect.poll(title).toBe('试用 2/9');
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Space');
        await page.getByTestId('rate-4').click();
      }
      await expect.poll(() => page.getByText('试用完成').count()).toBe(1);
      expect(await page.locator('.adm-result-description').innerText()).toContain('记得 8 次，忘记 1 次');
    });
  });

  it('reviews the words saved from one article', async () => {
    const reader = await registerReader(server.url, '13712340011');
    for (const word of ['cats', 'sleep'])
      await fetch(`${server.url}/reader/myword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
        body: JSON.stringify({ word, article_id: 3, sentence: 'Cats sleep.' }),
      });
    await withPhonePage(
      browser,
      server.url,
      async (page) => {
        await page.goto(`${server.url}/flashcard/reviewArticleWords?article_id=3`);
        for (let i = 0; i < 2; i++) {
          await page.getByTestId('reveal').click();
          await page.getByTestId('rate-3').click();
        }
        await expect.poll(() => page.getByText('复习完 2 个词').count()).toBe(1);
        await page.goto(`${server.url}/flashcard/reviewArticleWords?article_id=1`);
        await expect.poll(() => page.getByText('还没有从这篇文章收藏单词').count()).toBe(1);
      },
      reader.token,
    );
  });
});
