/**
 * Phone-size screenshots (390×844) of every page, in the light and the black theme, for a person
 * to look at: `npx tsx e2e/screenshots.ts [outDir]` after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, login, phoneContext, ROOT, registerReader, startBuiltServer } from './support.js';

const outDir = path.resolve(process.argv[2] ?? '.tmp/screenshots');
fs.mkdirSync(outDir, { recursive: true });

// SHOTS=flashcard,quiz takes only the pages whose name contains one of the words.
const only = (process.env.SHOTS ?? '').split(',').filter(Boolean);

const server = await startBuiltServer({
  ADMIN_PHONE: '13800000000',
  ADMIN_PASSWORD: 'admin-pass-1',
  DICT_AUTO_IMPORT: 'true',
  DICT_SOURCE: path.resolve(ROOT, '../shared/data/ecdict/ecdict-learner.csv'),
});
const browser = await launchBrowser();
try {
  const reader = await registerReader(server.url, '13912340000');
  const adminToken = await login(server.url, '13800000000', 'admin-pass-1');
  await fetch(`${server.url}/api/user/open_member`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ user_id: reader.user.id, level: 1, days: 30, remark: '截图' }),
  });

  // Some reading for the reader, so stats, history and rank have something to show.
  for (const id of [3, 6, 8]) {
    const shown = (await (
      await fetch(`${server.url}/reader/article/${id}/show`, { headers: { authorization: `Bearer ${reader.token}` } })
    ).json()) as { result: { t: string } };
    await new Promise((r) => setTimeout(r, 1100));
    await fetch(`${server.url}/reader/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ source_id: id, spent_time: 1, t: shown.result.t, progress: 0.6 }),
    });
    await fetch(`${server.url}/reader/article/${id}/mark`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ action: id === 3 ? 'finish' : 'star', status: true }),
    });
  }

  // Words in the reader's book (two from article 6, so the reader marks them) and an editor's note there.
  const post = (url: string, token: string, body: unknown) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  for (const [word, sentence, article_id] of [
    ['cats', 'Cats sleep most of the day.', 3],
    ['market', 'The morning market opens early.', 1],
    ['physics', 'The trick is not a thicker wall, but a clever piece of physics.', 6],
    ['waves', 'Sound travels as a wave of changing air pressure.', 6],
  ] as const)
    await post('/reader/myword', reader.token, { word, sentence, article_id });
  await post('/reader/article/6/words/add', adminToken, {
    word: 'trick',
    resolve: '诀窍：这里指降噪背后的巧妙原理',
    tag: '编者注',
  });

  const pages: Array<{
    name: string;
    path: string;
    as: 'guest' | 'reader' | 'admin';
    /** Turn on the reader's word marks first. */
    marks?: boolean;
    /** The accessible name of a button to press before the shot (a panel to show). */
    press?: string;
  }> = [
    { name: 'home-guest', path: '/', as: 'guest' },
    { name: 'home', path: '/', as: 'reader' },
    { name: 'login', path: '/Login', as: 'guest' },
    { name: 'register', path: '/Register', as: 'guest' },
    { name: 'reset', path: '/reset', as: 'guest' },
    { name: 'mine-guest', path: '/Mine', as: 'guest' },
    { name: 'mine', path: '/Mine', as: 'reader' },
    { name: 'change-password', path: '/change_password', as: 'reader' },
    { name: 'change-username', path: '/change_username', as: 'reader' },
    { name: 'about', path: '/About', as: 'guest' },
    { name: 'app-upgrade', path: '/app_upgrade', as: 'guest' },
    { name: 'not-found', path: '/no/such/page', as: 'guest' },
    { name: 'article', path: '/article/6', as: 'reader' },
    { name: 'article-marks', path: '/article/6', as: 'reader', marks: true },
    { name: 'article-settings', path: '/article/6', as: 'reader', press: '阅读设置' },
    { name: 'myword', path: '/myword', as: 'reader' },
    { name: 'flashcard', path: '/flashcard', as: 'reader' },
    { name: 'flashcard-guest', path: '/flashcard', as: 'guest' },
    { name: 'flashcard-start', path: '/flashcard/start', as: 'reader' },
    { name: 'flashcard-demo', path: '/flashcard/demo', as: 'guest' },
    { name: 'flashcard-quiz', path: '/flashcard/articleQuestion?article_id=6', as: 'guest' },
    { name: 'flashcard-review-article', path: '/flashcard/reviewArticleWords?article_id=6', as: 'reader' },
    { name: 'article-locked', path: '/article/7', as: 'guest' },
    { name: 'explore', path: '/explore', as: 'guest' },
    { name: 'search', path: '/Search?q=sleep', as: 'guest' },
    { name: 'topic', path: '/topic/%E7%A7%91%E5%AD%A6', as: 'guest' },
    { name: 'label', path: '/label?l=STANDARD', as: 'guest' },
    { name: 'collection', path: '/collection/2/show', as: 'reader' },
    { name: 'creator', path: '/creator/3', as: 'guest' },
    { name: 'read-data', path: '/read_data', as: 'reader' },
    { name: 'rank', path: '/Rank', as: 'reader' },
    { name: 'history', path: '/history', as: 'reader' },
    { name: 'my-star', path: '/MyStar', as: 'reader' },
    { name: 'my-collection', path: '/MyCollection', as: 'reader' },
    { name: 'collection-all', path: '/collection/all', as: 'guest' },
    { name: 'admin-articles', path: '/admin/articles', as: 'admin' },
    { name: 'admin-article-edit', path: '/admin/article/8', as: 'admin' },
    { name: 'admin-collections', path: '/admin/collection', as: 'admin' },
    { name: 'admin-collection-edit', path: '/admin/collection/edit?id=1', as: 'admin' },
    { name: 'admin-article-new', path: '/admin/article/new', as: 'admin' },
    { name: 'admin-users', path: '/admin/user/search', as: 'admin' },
    { name: 'admin-visitors', path: '/admin/visitor', as: 'admin' },
    { name: 'admin-qywx', path: '/admin/qywx', as: 'admin' },
    { name: 'admin-forbidden', path: '/admin', as: 'reader' },
  ];
  for (const theme of ['light', 'black'] as const) {
    for (const p of pages.filter((p) => !only.length || only.some((o) => p.name.includes(o)))) {
      const context = await phoneContext(browser);
      const token = p.as === 'admin' ? adminToken : p.as === 'reader' ? reader.token : null;
      if (token) await context.addCookies([{ name: 'bb_token', value: token, url: server.url }]);
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      if (p.marks)
        await context.addInitScript(() =>
          localStorage.setItem('reader_settings', JSON.stringify({ markWords: true, markLevel: 'C4' })),
        );
      const page = await context.newPage();
      await page.goto(`${server.url}${p.path}`);
      await page.waitForLoadState('networkidle');
      if (p.name === 'admin-users') {
        const search = page.getByPlaceholder('手机号、用户名或用户 id');
        await search.waitFor({ timeout: 10_000 }).catch(async () => {
          throw new Error(
            `admin search not shown; page says: ${(await page.locator('body').innerText()).slice(0, 300)}`,
          );
        });
        await search.fill('139');
        await page.keyboard.press('Enter');
        await page.waitForLoadState('networkidle');
      }
      if (p.press) await page.getByRole('button', { name: p.press }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `${p.name}-${theme}.png`) });
      await context.close();
    }
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
