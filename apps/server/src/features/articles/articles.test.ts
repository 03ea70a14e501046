import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Article, ArticleShow, ArticleSummary, Page, Task } from '@bb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle } from '../../../test/fixtures.js';
import { startServer, type TestServer, type TestUser } from '../../../test/harness.js';

let s: TestServer;
let admin: TestUser;
let creator: TestUser;
let reader: TestUser;
let pages: http.Server;
let pagesUrl = '';
let pageVersion = 1;

/** A stand-in website on 127.0.0.1 serving an article page (and a redirect to it). */
function articleHtml(version: number) {
  const paras = Array.from(
    { length: 6 },
    (_, i) =>
      `<p>Paragraph ${i + 1} of version ${version}: lighthouse keepers once lived alone on rocky islands, trimming wicks and writing careful logs of every passing ship and storm.</p>`,
  ).join('\n');
  return `<!doctype html><html><head><title>Keepers of the Light</title><meta property="og:image" content="https://img.example.com/light.jpg"><meta name="author" content="Ada Lane"></head>
<body><nav><a href="/">Home</a> <a href="/about">About</a></nav><article><h1>Keepers of the Light</h1>${paras}<script>alert('x')</script></article><footer>© Example</footer></body></html>`;
}

beforeAll(async () => {
  pages = http.createServer((req, res) => {
    if (req.url === '/moved') return res.writeHead(302, { location: '/story' }).end();
    if (req.url === '/story')
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(articleHtml(pageVersion));
    if (req.url === '/image') return res.writeHead(200, { 'content-type': 'image/png' }).end('png');
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => pages.listen(0, '127.0.0.1', r));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  s = await startServer({ ALLOW_PRIVATE_FETCH: 'true' });
  admin = await s.createUser({ admin: true });
  creator = await s.createUser({ creator: true });
  reader = await s.createUser();
});
afterAll(async () => {
  await s.close();
  await new Promise<void>((r) => pages.close(() => r()));
});

describe('writing articles', () => {
  it('creates from paragraphs, with ids, word count, minutes and computed labels', async () => {
    const a = await makeArticle(s, creator.token);
    expect(a.paragraphs).toHaveLength(3);
    expect(new Set(a.paragraphs.map((p) => p.id)).size).toBe(3);
    expect(a.paragraphs[0]?.zh).toContain('老磨坊');
    expect(a.word_count).toBe(57);
    expect(a.minutes).toBe(1);
    expect(['VERY_EASY', 'EASY', 'STANDARD', 'DIFFICULT', 'VERY_DIFFICULT']).toContain(a.labels[0]);
    expect(a.creator?.id).toBe(creator.id);
    expect(a.status).toBe('published');
    expect(a.published_at).not.toBeNull();
  });

  it('creates from text split on blank lines, as a draft by default', async () => {
    const res = await s.call<Article>('POST', '/reader/article/add', {
      token: creator.token,
      body: { article: { title: 'Two Parts', text: 'First part here.\nStill first.\n\n\nSecond part.' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.paragraphs.map((p) => p.en)).toEqual(['First part here. Still first.', 'Second part.']);
    expect(res.body.result.status).toBe('draft');
  });

  it('imports from a URL: main text only, byline, cover, following a redirect', async () => {
    const res = await s.call<Article>('POST', '/reader/article/add', {
      token: creator.token,
      body: { article: { source_url: `${pagesUrl}/moved`, title_zh: '守灯人' } },
    });
    expect(res.status).toBe(200);
    const a = res.body.result;
    expect(a.title).toBe('Keepers of the Light');
    expect(a.paragraphs).toHaveLength(6);
    expect(a.paragraphs.map((p) => p.en).join(' ')).not.toMatch(/alert|Home|©/);
    expect(a.cover).toBe('https://img.example.com/light.jpg');
    expect(a.source_url).toBe(`${pagesUrl}/moved`);
  });

  it('redownloads in a background task whose status can be followed', async () => {
    const created = await s.call<Article>('POST', '/reader/article/add', {
      token: creator.token,
      body: { article: { source_url: `${pagesUrl}/story` } },
    });
    pageVersion = 2;
    const queued = await s.call<{ task_id: number }>('POST', `/reader/article/${created.body.result.id}/redownload`, {
      token: creator.token,
    });
    expect(queued.status).toBe(200);
    let task: Task | null = null;
    for (let i = 0; i < 50 && task?.status !== 'done' && task?.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      task = (await s.call<Task>('GET', `/reader/task/${queued.body.result.task_id}`, { token: creator.token })).body
        .result;
    }
    expect(task?.status).toBe('done');
    const after = await s.call<Article>('GET', `/reader/article/${created.body.result.id}`, { token: creator.token });
    expect(after.body.result.paragraphs[0]?.en).toContain('version 2');
    expect((await s.call('GET', `/reader/task/${queued.body.result.task_id}`, { token: reader.token })).status).toBe(
      404,
    );
  });

  it('refuses private addresses unless allowed, and pages that are not HTML', async () => {
    const strict = await startServer();
    try {
      const c = await strict.createUser({ creator: true });
      const res = await strict.call('POST', '/reader/article/add', {
        token: c.token,
        body: { article: { source_url: `${pagesUrl}/story` } },
      });
      expect(res.status).toBe(400);
      expect(res.body.status.msg).toBe('source_url: 不能抓取内网地址');
    } finally {
      await strict.close();
    }
    const img = await s.call('POST', '/reader/article/add', {
      token: creator.token,
      body: { article: { source_url: `${pagesUrl}/image` } },
    });
    expect(img.body.status.msg).toBe('source_url: 这个链接不是网页');
    const missing = await s.call('POST', '/reader/article/add', {
      token: creator.token,
      body: { article: { source_url: `${pagesUrl}/gone` } },
    });
    expect(missing.body.status.msg).toBe('source_url: 网页返回 404');
  });

  it.each([
    [{ title: 'x' }, '请提供正文'],
    [{ title: 'x'.repeat(301), text: 'a' }, 'article.title: 标题最多 300 字'],
    [{ title: 'x', text: 'a', labels: ['HARD'] }, 'article.labels.0: 难度标签不正确'],
    [{ title: 'x', text: 'a', status: 'gone' }, 'article.status: 状态不正确'],
    [{ title: 'x', paragraphs: [] }, 'article.paragraphs: 至少需要一个段落'],
    [{ title: 'x', text: 'a', source_url: 'notaurl' }, 'article.source_url: 来源链接不正确'],
  ])('rejects %j', async (article, msg) => {
    const res = await s.call('POST', '/reader/article/add', { token: creator.token, body: { article } });
    expect(res.status).toBe(400);
    expect(res.body.status.msg).toContain(msg);
  });

  it('is for creators and admins: a reader gets 403, anonymous 401', async () => {
    const body = { article: { title: 'Nope', text: 'Nope.' } };
    expect((await s.call('POST', '/reader/article/add', { token: reader.token, body })).status).toBe(403);
    expect((await s.call('POST', '/reader/article/add', { body })).status).toBe(401);
  });

  it('lets only the owner or an admin update, lock, or delete', async () => {
    const a = await makeArticle(s, creator.token);
    const other = await s.createUser({ creator: true });
    for (const [url, body] of [
      [`/reader/article/${a.id}/update`, { article: { title: 'Hijacked' } }],
      [`/reader/article/${a.id}/lock`, { is_lock: true }],
      [`/reader/article/${a.id}/delete`, {}],
    ] as const) {
      expect((await s.call('POST', url, { token: other.token, body })).status).toBe(403);
      expect((await s.call('POST', url, { token: reader.token, body })).status).toBe(403);
    }
    const edited = await s.call<Article>('POST', `/reader/article/${a.id}/update`, {
      token: admin.token,
      body: {
        article: {
          title: 'The Old Mill, Revisited',
          paragraphs: [{ id: a.paragraphs[0]?.id, en: 'Kept paragraph.' }, { en: 'New one.' }],
        },
      },
    });
    expect(edited.body.result.title).toBe('The Old Mill, Revisited');
    expect(edited.body.result.paragraphs[0]?.id).toBe(a.paragraphs[0]?.id);
    expect(edited.body.result.word_count).toBe(4);
    expect((await s.call('POST', `/reader/article/${a.id}/delete`, { token: creator.token })).status).toBe(200);
    expect((await s.call('GET', `/reader/article/${a.id}/show`)).status).toBe(404);
  });

  it('publishes now when published without a time, as the editor form sends it', async () => {
    const a = await makeArticle(s, creator.token, { status: 'draft' });
    const res = await s.call<Article>('POST', `/reader/article/${a.id}/update`, {
      token: creator.token,
      body: { article: { status: 'published', published_at: null } },
    });
    expect(res.body.result.published_at).not.toBeNull();
    expect((await s.call('GET', `/reader/article/${a.id}/show`, { token: reader.token })).status).toBe(200);
  });

  it('lets only admins reject', async () => {
    const a = await makeArticle(s, creator.token, { status: 'pending' });
    expect(
      (
        await s.call('POST', `/reader/article/${a.id}/update`, {
          token: creator.token,
          body: { article: { status: 'rejected' } },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await s.call('POST', `/reader/article/${a.id}/update`, {
          token: admin.token,
          body: { article: { status: 'rejected' } },
        })
      ).status,
    ).toBe(200);
  });
});

describe('reading articles', () => {
  it('hides drafts and future articles from readers until they are due', async () => {
    const draft = await makeArticle(s, creator.token, { status: 'draft' });
    expect((await s.call('GET', `/reader/article/${draft.id}/show`, { token: reader.token })).status).toBe(404);
    expect((await s.call('GET', `/reader/article/${draft.id}/show`, { token: creator.token })).status).toBe(200);
    const later = await makeArticle(s, creator.token, {
      published_at: new Date(s.clock.now() + 3600_000).toISOString(),
    });
    expect((await s.call('GET', `/reader/article/${later.id}/show`)).status).toBe(404);
    s.clock.advance(3601_000);
    expect((await s.call('GET', `/reader/article/${later.id}/show`)).status).toBe(200);
  });

  it('shows non-members the first third of a locked article and never the rest', async () => {
    const paragraphs = Array.from({ length: 7 }, (_, i) => ({
      en: `Locked paragraph number ${i + 1}.`,
      zh: `第 ${i + 1} 段`,
    }));
    const a = await makeArticle(s, creator.token, { paragraphs, is_lock: true });
    const seen = await s.call<ArticleShow>('GET', `/reader/article/${a.id}/show`, { token: reader.token });
    expect(seen.body.result.locked).toBe(true);
    expect(seen.body.result.paragraphs).toHaveLength(3);
    expect(seen.body.result.total_paragraphs).toBe(7);
    expect(seen.text).not.toContain('Locked paragraph number 4');
    await s.call('POST', '/api/user/open_member', {
      token: admin.token,
      body: { user_id: reader.id, level: 1, days: 30 },
    });
    const member = await s.call<ArticleShow>('GET', `/reader/article/${a.id}/show`, { token: reader.token });
    expect(member.body.result.locked).toBe(false);
    expect(member.body.result.paragraphs).toHaveLength(7);
    await s.call('POST', '/api/user/close_member', { token: admin.token, body: { user_id: reader.id } });
    const single = await makeArticle(s, creator.token, { paragraphs: [{ en: 'Only one.' }], is_lock: true });
    expect((await s.call<ArticleShow>('GET', `/reader/article/${single.id}/show`)).body.result.paragraphs).toHaveLength(
      1,
    );
  });

  it('keeps a reader own marks and lists the starred articles', async () => {
    const a = await makeArticle(s, creator.token);
    for (const action of ['star', 'like', 'finish']) {
      expect(
        (await s.call('POST', `/reader/article/${a.id}/mark`, { token: reader.token, body: { action, status: true } }))
          .status,
      ).toBe(200);
    }
    const shown = await s.call<ArticleShow>('GET', `/reader/article/${a.id}/show`, { token: reader.token });
    expect([shown.body.result.starred, shown.body.result.liked, shown.body.result.finished]).toEqual([
      true,
      true,
      true,
    ]);
    const stars = await s.call<Page<ArticleSummary>>('GET', '/reader/myarticle/star', { token: reader.token });
    expect(stars.body.result.items.map((x) => x.id)).toContain(a.id);
    await s.call('POST', `/reader/article/${a.id}/mark`, {
      token: reader.token,
      body: { action: 'star', status: false },
    });
    expect(
      (
        await s.call<Page<ArticleSummary>>('GET', '/reader/myarticle/star', { token: reader.token })
      ).body.result.items.map((x) => x.id),
    ).not.toContain(a.id);
    expect(
      (
        await s.call('POST', `/reader/article/${a.id}/mark`, {
          token: reader.token,
          body: { action: 'hate', status: true },
        })
      ).status,
    ).toBe(400);
    expect(
      (await s.call('POST', `/reader/article/${a.id}/mark`, { body: { action: 'star', status: true } })).status,
    ).toBe(401);
  });

  it('lists published articles by label and topic, and counts what is new since the last look', async () => {
    const fresh = await s.createUser();
    await s.call('GET', '/reader/article', { token: fresh.token });
    s.clock.advance(1000);
    const a = await makeArticle(s, creator.token, { topics: ['天文'], labels: ['EASY', 'C4'] });
    expect(
      (await s.call<{ count: number }>('GET', '/reader/article/new_count', { token: fresh.token })).body.result.count,
    ).toBe(1);
    await s.call('GET', '/reader/article', { token: fresh.token });
    expect(
      (await s.call<{ count: number }>('GET', '/reader/article/new_count', { token: fresh.token })).body.result.count,
    ).toBe(0);
    const byLabel = await s.call<Page<ArticleSummary>>('GET', '/reader/article', { query: { label: 'C4' } });
    expect(byLabel.body.result.items.map((x) => x.id)).toContain(a.id);
    expect(byLabel.body.result.items.every((x) => x.labels.includes('C4'))).toBe(true);
    const byTopic = await s.call<Page<ArticleSummary>>('GET', '/reader/article/topic', { query: { q: '天文' } });
    expect(byTopic.body.result.items.map((x) => x.id)).toEqual([a.id]);
    const topics = await s.call<Array<{ topic: string; count: number }>>('GET', '/reader/article/topics');
    expect(topics.body.result.find((t) => t.topic === '天文')?.count).toBe(1);
    expect((await s.call('GET', '/reader/article', { query: { label: 'NOPE' } })).status).toBe(400);
  });

  it('finds an author, and manages per role', async () => {
    const a = await makeArticle(s, creator.token, { author: 'Mei Chen' });
    const byAuthor = await s.call<Page<ArticleSummary>>('GET', `/reader/author/${encodeURIComponent('Mei Chen')}`);
    expect(byAuthor.body.result.items.map((x) => x.id)).toEqual([a.id]);
    const own = await s.call<Page<ArticleSummary>>('GET', '/reader/article/manage', {
      token: creator.token,
      query: { limit: 100 },
    });
    expect(own.body.result.items.every((x) => x.creator?.id === creator.id)).toBe(true);
    const adminOther = await makeArticle(s, admin.token, { status: 'draft' });
    const all = await s.call<Page<ArticleSummary>>('GET', '/reader/article/manage', {
      token: admin.token,
      query: { status: 'draft', limit: 100 },
    });
    expect(all.body.result.items.map((x) => x.id)).toContain(adminOther.id);
    expect((await s.call('GET', '/reader/article/manage', { token: reader.token })).status).toBe(403);
  });

  it('recommends unread articles, followed creators first', async () => {
    const fan = await s.createUser();
    const other = await s.createUser({ creator: true });
    const fromOther = await makeArticle(s, other.token);
    await s.call('POST', `/reader/creator/${other.id}/follow`, { token: fan.token, body: { status: true } });
    const rec = await s.call<ArticleSummary[]>('GET', '/api/recommend/foryou', { token: fan.token });
    expect(rec.body.result[0]?.id).toBe(fromOther.id);
    await s.call('POST', `/reader/article/${fromOther.id}/mark`, {
      token: fan.token,
      body: { action: 'finish', status: true },
    });
    const after = await s.call<ArticleSummary[]>('GET', '/api/recommend/foryou', { token: fan.token });
    expect(after.body.result.map((x) => x.id)).not.toContain(fromOther.id);
  });
});

describe('search', () => {
  it('finds by a word in the body with stemming, by Chinese title, and highlights safely', async () => {
    const a = await makeArticle(s, creator.token, {
      title: 'Glaciers <Retreat>',
      title_zh: '冰川消退的秘密',
      paragraphs: [{ en: 'Scientists measured how glaciers melted across the northern valleys for thirty years.' }],
    });
    const byStem = await s.call<Page<{ id: number; highlight: { title: string; body: string } }>>(
      'GET',
      '/api/search',
      { query: { q: 'melting glacier' } },
    );
    const hit = byStem.body.result.items.find((x) => x.id === a.id);
    expect(hit).toBeDefined();
    expect(hit?.highlight.body).toContain('<mark>');
    expect(hit?.highlight.title).toContain('&lt;');
    const byZh = await s.call<Page<{ id: number; highlight: { title_zh: string } }>>('GET', '/api/search', {
      query: { q: '冰川' },
    });
    expect(byZh.body.result.items[0]?.id).toBe(a.id);
    expect(byZh.body.result.items[0]?.highlight.title_zh).toBe('<mark>冰川</mark>消退的秘密');
    const prefix = await s.call<Page<{ id: number }>>('GET', '/api/search', { query: { q: 'glaci' } });
    expect(prefix.body.result.items.map((x) => x.id)).toContain(a.id);
  });

  it('orders by newest on request, skips drafts, and survives odd input', async () => {
    const older = await makeArticle(s, creator.token, {
      title: 'Harbor lights one',
      paragraphs: [{ en: 'zebrafish harbor story.' }],
    });
    s.clock.advance(1000);
    const newer = await makeArticle(s, creator.token, {
      title: 'Harbor lights two',
      paragraphs: [{ en: 'zebrafish harbor tale.' }],
    });
    await makeArticle(s, creator.token, { status: 'draft', paragraphs: [{ en: 'zebrafish secret draft.' }] });
    const res = await s.call<Page<{ id: number }>>('GET', '/api/search', {
      query: { q: 'zebrafish', order_by: 'newest' },
    });
    expect(res.body.result.items.map((x) => x.id)).toEqual([newer.id, older.id]);
    for (const q of ['"unbalanced', 'AND OR NOT', '*', 'a:b']) {
      expect((await s.call('GET', '/api/search', { query: { q } })).status).toBe(200);
    }
    expect((await s.call('GET', '/api/search')).status).toBe(400);
    expect((await s.call('GET', '/api/search', { query: { q: 'x', order_by: 'random' } })).status).toBe(400);
  });
});
