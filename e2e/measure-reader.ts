/**
 * How the reader copes with a 20,000-word article on a phone-size page: load to first paragraph,
 * the longest main-thread task while scrolling through, switching the translation mode, and
 * drawing the word marks (level words with glosses, and three word-book words on every use).
 * `npx tsx e2e/measure-reader.ts` after `npm run build`. Prints figures; asserts nothing.
 */
import path from 'node:path';
import { launchBrowser, login, phoneContext, ROOT, registerReader, startBuiltServer } from './support.js';

const server = await startBuiltServer({
  ADMIN_PASSWORD: 'measure-admin-1',
  DICT_AUTO_IMPORT: 'true',
  DICT_SOURCE: path.resolve(ROOT, '../shared/data/ecdict/ecdict-learner.csv'),
});
const browser = await launchBrowser();
try {
  const adminToken = await login(server.url, '13800000000', 'measure-admin-1');
  const sentence = 'The morning train crossed the wide river while passengers read their papers in silence.';
  const paragraphs = Array.from({ length: 400 }, (_, i) => ({
    en: `${Array.from({ length: 3 }, () => sentence).join(' ')} Paragraph ${i + 1} closes with these eleven words for counting.`,
    zh: '清晨的火车驶过宽阔的河流，乘客们安静地读着报纸。',
  }));
  const made = (await (
    await fetch(`${server.url}/reader/article/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        article: { title: 'A Very Long Journey', title_zh: '很长的旅程', status: 'published', paragraphs },
      }),
    })
  ).json()) as { result: { id: number; word_count: number } };

  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as unknown as { __longTasks: number[] }).__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const started = Date.now();
  await page.goto(`${server.url}/article/${made.result.id}`);
  await page.locator('[data-pid]').first().waitFor();
  const firstParagraphMs = Date.now() - started;
  const sections = await page.locator('[data-pid]').count();

  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
  });
  const scrollStarted = Date.now();
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(16);
  }
  const scrollMs = Date.now() - scrollStarted;
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);

  const switchStarted = await page.evaluate(() => performance.now());
  await page.getByTestId('translation-mode').getByText('英文', { exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('.para-zh').length === 0);
  const switchMs = (await page.evaluate(() => performance.now())) - switchStarted;

  // Word marks: a reader with three of the article's words in the book, then "标生词" on.
  const reader = await registerReader(server.url, '13912349999');
  for (const word of ['river', 'passengers', 'silence'])
    await fetch(`${server.url}/reader/myword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ word }),
    });
  await context.addCookies([{ name: 'bb_token', value: reader.token, url: server.url }]);
  await page.addInitScript(() =>
    localStorage.setItem('reader_settings', JSON.stringify({ mode: 'en', markWords: true, markLevel: 'VERY_EASY' })),
  );
  const marksStarted = Date.now();
  await page.goto(`${server.url}/article/${made.result.id}`);
  await page.waitForFunction(() => {
    const h = (CSS as unknown as { highlights: Map<string, { size: number }> }).highlights;
    return (h.get('book-word')?.size ?? 0) > 0 && (h.get('level-word')?.size ?? 0) > 0;
  });
  const marksMs = Date.now() - marksStarted;
  const marks = await page.evaluate(() => {
    const h = (CSS as unknown as { highlights: Map<string, { size: number }> }).highlights;
    return {
      book: h.get('book-word')?.size ?? 0,
      level: h.get('level-word')?.size ?? 0,
      glosses: document.querySelectorAll('.gloss').length,
    };
  });
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
  });
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(16);
  }
  const markedLongTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);

  console.log(`article: ${made.result.word_count} words in ${sections} paragraphs`);
  console.log(`first paragraph on screen: ${firstParagraphMs} ms (includes navigation and the API call)`);
  console.log(
    `60 scroll steps: ${scrollMs} ms; long tasks while scrolling: ${longTasks.length} (longest ${Math.max(0, ...longTasks).toFixed(0)} ms)`,
  );
  console.log(`switch to English only: ${switchMs.toFixed(0)} ms`);
  console.log(
    `word marks: ${marks.book} word-book ranges, ${marks.level} level-word ranges, ${marks.glosses} glosses, drawn ${marksMs} ms after navigation (signed in, includes the API calls)`,
  );
  console.log(
    `scrolling with marks: long tasks ${markedLongTasks.length} (longest ${Math.max(0, ...markedLongTasks).toFixed(0)} ms)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
