import type { ArticleShow, ArticleSummary, Collection, CollectionShow, Creator, Page } from '@bb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle } from '../../../test/fixtures.js';
import { startServer, type TestServer, type TestUser } from '../../../test/harness.js';

let s: TestServer;
let admin: TestUser;
let creator: TestUser;
let reader: TestUser;
beforeAll(async () => {
  s = await startServer();
  admin = await s.createUser({ admin: true });
  creator = await s.createUser({ creator: true });
  reader = await s.createUser();
});
afterAll(() => s.close());

describe('collections', () => {
  it('a creator builds and publishes one; readers see it, follow it and read through it', async () => {
    const [a, b, c] = [
      await makeArticle(s, creator.token),
      await makeArticle(s, creator.token),
      await makeArticle(s, creator.token),
    ];
    const made = await s.call<CollectionShow>('POST', '/reader/collection/add', {
      token: creator.token,
      body: { title: '河边故事', description: '三篇短文', article_ids: [b.id, a.id, c.id] },
    });
    expect(made.status).toBe(200);
    const id = made.body.result.id;
    expect(made.body.result.articles.map((x) => x.id)).toEqual([b.id, a.id, c.id]);
    expect(made.body.result.status).toBe('draft');
    expect((await s.call('GET', `/reader/collection/${id}/show`, { token: reader.token })).status).toBe(404);

    expect((await s.call('POST', `/reader/collection/${id}/publish`, { token: creator.token, body: {} })).status).toBe(
      200,
    );
    const shown = await s.call<CollectionShow>('GET', `/reader/collection/${id}/show`, { token: reader.token });
    expect(shown.body.result.article_count).toBe(3);
    const next = await s.call<ArticleSummary>('GET', `/reader/collection/${id}/article/next`, {
      query: { article_id: a.id },
    });
    expect(next.body.result.id).toBe(c.id);
    expect(
      (await s.call('GET', `/reader/collection/${id}/article/next`, { query: { article_id: c.id } })).body.result,
    ).toBeNull();
    const article = await s.call<ArticleShow>('GET', `/reader/article/${b.id}/show`);
    expect(article.body.result.collection).toEqual({ id, title: '河边故事' });
    expect(article.body.result.next?.id).toBe(a.id);

    const followed = await s.call<Collection>('POST', `/reader/collection/${id}/mark`, {
      token: reader.token,
      body: { action: 'follow' },
    });
    expect(followed.body.result).toMatchObject({ followed: true, followers: 1 });
    await s.call('POST', `/reader/collection/${id}/mark`, { token: reader.token, body: { action: 'star' } });
    expect(
      (
        await s.call<Page<Collection>>('GET', '/reader/collection/follow', { token: reader.token })
      ).body.result.items.map((x) => x.id),
    ).toEqual([id]);
    expect(
      (
        await s.call<Page<Collection>>('GET', '/reader/collection/mystar', { token: reader.token })
      ).body.result.items.map((x) => x.id),
    ).toEqual([id]);
    await s.call('POST', `/reader/collection/${id}/mark`, { token: reader.token, body: { action: 'unfollow' } });
    expect(
      (await s.call<Page<Collection>>('GET', '/reader/collection/follow', { token: reader.token })).body.result.items,
    ).toEqual([]);
    expect((await s.call<Page<Collection>>('GET', '/reader/collection')).body.result.items.map((x) => x.id)).toContain(
      id,
    );
    expect((await s.call<Collection[]>('GET', '/reader/collection/random')).body.result.map((x) => x.id)).toContain(id);

    await s.call('POST', `/reader/collection/${id}/publish`, { token: creator.token, body: { cancel: true } });
    expect((await s.call('GET', `/reader/collection/${id}/show`, { token: reader.token })).status).toBe(404);
  });

  it('guards writes: readers 403, other creators 403, admins allowed; bad input 400', async () => {
    const mine = await makeArticle(s, creator.token);
    const made = await s.call<CollectionShow>('POST', '/reader/collection/add', {
      token: creator.token,
      body: { title: '我的', article_ids: [mine.id] },
    });
    const id = made.body.result.id;
    const other = await s.createUser({ creator: true });
    expect((await s.call('POST', '/reader/collection/add', { token: reader.token, body: { title: 'x' } })).status).toBe(
      403,
    );
    expect(
      (
        await s.call('POST', '/reader/collection/add', {
          token: other.token,
          body: { title: 'x', article_ids: [mine.id] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await s.call('POST', '/reader/collection/add', { token: other.token, body: { id, title: 'taken' } })).status,
    ).toBe(403);
    expect((await s.call('POST', `/reader/collection/${id}/publish`, { token: reader.token, body: {} })).status).toBe(
      403,
    );
    expect((await s.call('POST', `/reader/collection/${id}/destory`, { token: other.token })).status).toBe(403);
    expect((await s.call('GET', '/reader/collection/manage', { token: reader.token })).status).toBe(403);
    expect((await s.call('POST', '/reader/collection/add', { token: creator.token, body: { title: '' } })).status).toBe(
      400,
    );
    expect(
      (
        await s.call('POST', '/reader/collection/add', {
          token: creator.token,
          body: { title: 'x', article_ids: [999999] },
        })
      ).body.status.msg,
    ).toBe('article_ids: 有文章不存在');
    const renamed = await s.call<CollectionShow>('POST', '/reader/collection/add', {
      token: admin.token,
      body: { id, title: '管理员改名', article_ids: [] },
    });
    expect(renamed.body.result).toMatchObject({ title: '管理员改名', article_count: 0 });
    const managed = await s.call<Page<Collection>>('GET', '/reader/collection/manage', { token: creator.token });
    expect(managed.body.result.items.map((x) => x.id)).toContain(id);
    expect((await s.call('POST', `/reader/collection/${id}/destory`, { token: creator.token })).status).toBe(200);
    expect((await s.call('GET', `/reader/collection/${id}/show`, { token: creator.token })).status).toBe(404);
  });
});

describe('creators', () => {
  it('lists creators with their published articles, and follows', async () => {
    const a = await makeArticle(s, creator.token);
    const list = await s.call<Creator[]>('GET', '/reader/creator', { token: reader.token });
    expect(list.body.result.find((c) => c.id === creator.id)?.articles).toBeGreaterThan(0);
    const follow = await s.call<Creator>('POST', `/reader/creator/${creator.id}/follow`, {
      token: reader.token,
      body: { status: true },
    });
    expect(follow.body.result).toMatchObject({ followed: true, followers: 1 });
    const page = await s.call<{ creator: Creator; articles: Page<ArticleSummary> }>(
      'GET',
      `/reader/creator/${creator.id}`,
      { token: reader.token },
    );
    expect(page.body.result.creator.followed).toBe(true);
    expect(page.body.result.articles.items.map((x) => x.id)).toContain(a.id);
    const unfollow = await s.call<Creator>('POST', `/reader/creator/${creator.id}/follow`, {
      token: reader.token,
      body: { status: false },
    });
    expect(unfollow.body.result.followers).toBe(0);
    expect((await s.call('GET', `/reader/creator/${reader.id}`)).status).toBe(404);
    expect(
      (await s.call('POST', `/reader/creator/${creator.id}/follow`, { token: reader.token, body: { status: 'yes' } }))
        .status,
    ).toBe(400);
    expect((await s.call('POST', `/reader/creator/${creator.id}/follow`, { body: { status: true } })).status).toBe(401);
  });
});
