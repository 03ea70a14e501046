/**
 * Phone-size screenshots (390×844) of every page, in the light and the black theme, for a person
 * to look at: `npx tsx e2e/screenshots.ts [outDir]` after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, phoneContext, registerReader, startBuiltServer } from './support.js';

const outDir = path.resolve(process.argv[2] ?? '.tmp/screenshots');
fs.mkdirSync(outDir, { recursive: true });

const server = await startBuiltServer({ ADMIN_PHONE: '13800000000', ADMIN_PASSWORD: 'admin-pass-1' });
const browser = await launchBrowser();
try {
  const reader = await registerReader(server.url, '13912340000');
  const admin = (await (
    await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '13800000000', password: 'admin-pass-1' }),
    })
  ).json()) as { result: { token: string } };
  await fetch(`${server.url}/api/user/open_member`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.result.token}` },
    body: JSON.stringify({ user_id: reader.user.id, level: 1, days: 30, remark: '截图' }),
  });

  const pages: Array<{ name: string; path: string; as: 'guest' | 'reader' | 'admin' }> = [
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
    { name: 'admin-users', path: '/admin/user/search', as: 'admin' },
    { name: 'admin-visitors', path: '/admin/visitor', as: 'admin' },
    { name: 'admin-qywx', path: '/admin/qywx', as: 'admin' },
    { name: 'admin-forbidden', path: '/admin', as: 'reader' },
  ];
  for (const theme of ['light', 'black'] as const) {
    for (const p of pages) {
      const context = await phoneContext(browser);
      const token = p.as === 'admin' ? admin.result.token : p.as === 'reader' ? reader.token : null;
      if (token) await context.addCookies([{ name: 'bb_token', value: token, url: server.url }]);
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
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
