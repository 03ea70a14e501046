/**
 * How the reader copes with a 20,000-word article on a phone-size page: load to first paragraph,
 * the longest main-thread task while scrolling through, and switching the translation mode.
 * `npx tsx e2e/measure-reader.ts` after `npm run build`. Prints figures; asserts nothing.
 */
import { launchBrowser, login, phoneContext, startBuiltServer } from './support.js';

const server = await startBuiltServer({ ADMIN_PASSWORD: 'measure-admin-1' });
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

  console.log(`article: ${made.result.word_count} words in ${sections} paragraphs`);
  console.log(`first paragraph on screen: ${firstParagraphMs} ms (includes navigation and the API call)`);
  console.log(
    `60 scroll steps: ${scrollMs} ms; long tasks while scrolling: ${longTasks.length} (longest ${Math.max(0, ...longTasks).toFixed(0)} ms)`,
  );
  console.log(`switch to English only: ${switchMs.toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
