import type { ArticleShow, HistoryData, HistoryItem, Page, Rank } from '@bb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle } from '../../../test/fixtures.js';
import { startServer, type TestServer, type TestUser } from '../../../test/harness.js';

let s: TestServer;
let creator: TestUser;
beforeAll(async () => {
  s = await startServer({ BUSINESS_TZ: 'Asia/Shanghai' });
  creator = await s.createUser({ creator: true });
});
afterAll(() => s.close());

async function open(token: string, id: number) {
  return (await s.call<ArticleShow>('GET', `/reader/article/${id}/show`, { token })).body.result;
}

function report(token: string, body: Record<string, unknown>) {
  return s.call<{ accepted: number; total_today: number }>('POST', '/reader/history', {
    token,
    body: { source: 'ARTICLE', ...body },
  });
}

describe('reading time', () => {
  it('credits no more than the time that has passed since the ticket was issued', async () => {
    const reader = await s.createUser();
    const a = await makeArticle(s, creator.token);
    const shown = await open(reader.token, a.id);
    expect(shown.t.length).toBeGreaterThan(20);
    expect((await report(reader.token, { source_id: a.id, spent_time: 300, t: shown.t })).body.result.accepted).toBe(0);
    s.clock.advance(60_000);
    const first = await report(reader.token, {
      source_id: a.id,
      spent_time: 300,
      t: shown.t,
      pos: shown.paragraphs[1]?.id,
      progress: 0.5,
    });
    expect(first.body.result).toEqual({ accepted: 60, total_today: 60 });
    expect((await report(reader.token, { source_id: a.id, spent_time: 30, t: shown.t })).body.result.accepted).toBe(0);
    s.clock.advance(20_000);
    expect((await report(reader.token, { source_id: a.id, spent_time: 15, t: shown.t })).body.result).toEqual({
      accepted: 15,
      total_today: 75,
    });
    const again = await open(reader.token, a.id);
    expect(again.position).toEqual({ paragraph_id: shown.paragraphs[1]?.id, progress: 0.5 });
  });

  it('refuses a forged, foreign or mismatched ticket, and bad numbers', async () => {
    const reader = await s.createUser();
    const other = await s.createUser();
    const a = await makeArticle(s, creator.token);
    const b = await makeArticle(s, creator.token);
    const t = (await open(reader.token, a.id)).t;
    s.clock.advance(30_000);
    const forged = `${t.slice(0, -3)}abc`;
    expect((await report(reader.token, { source_id: a.id, spent_time: 10, t: forged })).body.status.msg).toBe(
      't: 阅读凭证无效',
    );
    expect((await report(other.token, { source_id: a.id, spent_time: 10, t })).status).toBe(400);
    expect((await report(reader.token, { source_id: b.id, spent_time: 10, t })).body.status.msg).toBe(
      't: 阅读凭证与文章不符',
    );
    expect((await report(reader.token, { source_id: a.id, spent_time: -5, t })).status).toBe(400);
    expect((await report(reader.token, { source_id: a.id, spent_time: 100_000, t })).status).toBe(400);
    expect((await report(reader.token, { source_id: a.id, spent_time: 10 })).body.status.msg).toMatch(/^t: /);
    expect((await s.call('POST', '/reader/history', { body: { source_id: a.id, spent_time: 10, t } })).status).toBe(
      401,
    );
    s.clock.advance(13 * 3600_000);
    expect((await report(reader.token, { source_id: a.id, spent_time: 10, t })).body.status.msg).toBe(
      't: 阅读凭证已过期，请刷新文章',
    );
  });

  it('gives no ticket to anonymous readers', async () => {
    const a = await makeArticle(s, creator.token);
    expect((await s.call<ArticleShow>('GET', `/reader/article/${a.id}/show`)).body.result.t).toBe('');
  });
});

describe('history and stats', () => {
  it('lists what I read, and counts today, the daily series, totals and the streak', async () => {
    const reader = await s.createUser();
    const a = await makeArticle(s, creator.token);
    const b = await makeArticle(s, creator.token);
    for (const [article, seconds] of [
      [a, 120],
      [b, 45],
    ] as const) {
      const t = (await open(reader.token, article.id)).t;
      s.clock.advance(seconds * 1000);
      await report(reader.token, { source_id: article.id, spent_time: seconds, t });
    }
    await s.call('POST', `/reader/article/${a.id}/mark`, {
      token: reader.token,
      body: { action: 'finish', status: true },
    });
    const today = await s.call<{ seconds: number; articles: number; words: number }>(
      'GET',
      '/reader/history/data/today',
      { token: reader.token },
    );
    expect(today.body.result).toEqual({ seconds: 165, articles: 2, words: a.word_count });

    const list = await s.call<Page<HistoryItem>>('GET', '/reader/history', { token: reader.token });
    expect(list.body.result.items.map((i) => i.article.id)).toEqual([b.id, a.id]);
    expect(list.body.result.items[1]).toMatchObject({ seconds: 120, finished: true, progress: 1 });

    // Read again tomorrow: a two-day streak.
    s.clock.advance(86_400_000);
    const t = (await open(reader.token, b.id)).t;
    s.clock.advance(30_000);
    await report(reader.token, { source_id: b.id, spent_time: 30, t });
    const data = await s.call<HistoryData>('GET', '/reader/history/data', { token: reader.token, query: { days: 7 } });
    expect(data.body.result.days).toHaveLength(7);
    expect(data.body.result.days.slice(-2).map((d) => d.seconds)).toEqual([165, 30]);
    expect(data.body.result.totals).toEqual({ seconds: 195, articles: 2, words: a.word_count, days_read: 2 });
    expect(data.body.result.streak).toBe(2);
    expect((await s.call('GET', '/reader/history/data', { token: reader.token, query: { days: 0 } })).status).toBe(400);
    expect((await s.call('GET', '/reader/history')).status).toBe(401);
  });
});

describe('weekly ranks', () => {
  it('ranks reading time and finished articles within the Monday–Sunday week, with my own place', async () => {
    const fresh = await startServer();
    try {
      const c = await fresh.createUser({ creator: true });
      const article = await makeArticle(fresh, c.token);
      const readers = await Promise.all([0, 1, 2].map(() => fresh.createUser()));
      for (const [i, r] of readers.entries()) {
        const t = (await fresh.call<ArticleShow>('GET', `/reader/article/${article.id}/show`, { token: r.token })).body
          .result.t;
        fresh.clock.advance((i + 1) * 100_000);
        await fresh.call('POST', '/reader/history', {
          token: r.token,
          body: { source_id: article.id, spent_time: (i + 1) * 100, t },
        });
      }
      await fresh.call('POST', `/reader/article/${article.id}/mark`, {
        token: readers[0]?.token,
        body: { action: 'finish', status: true },
      });
      const rank = await fresh.call<Rank>('GET', '/reader/history/rank/week', {
        token: readers[0]?.token,
        query: { cat: 'time' },
      });
      expect(rank.body.result.top.map((e) => [e.user.id, e.value])).toEqual([
        [readers[2]?.id, 300],
        [readers[1]?.id, 200],
        [readers[0]?.id, 100],
      ]);
      expect(rank.body.result.me).toMatchObject({ rank: 3, value: 100 });
      const start = new Date(`${rank.body.result.week_start}T00:00:00Z`);
      expect(start.getUTCDay()).toBe(1);
      const finished = await fresh.call<Rank>('GET', '/reader/history/rank/week', { query: { cat: 'finished' } });
      expect(finished.body.result.top.map((e) => e.user.id)).toEqual([readers[0]?.id]);
      expect(finished.body.result.me).toBeNull();
      const lastYear = await fresh.call<Rank>('GET', '/reader/history/rank/week', {
        query: { rank_date: '2020-01-01' },
      });
      expect(lastYear.body.result).toMatchObject({ week_start: '2019-12-30', week_end: '2020-01-05', top: [] });
      expect((await fresh.call('GET', '/reader/history/rank/week', { query: { cat: 'likes' } })).status).toBe(400);
      expect(
        (await fresh.call('GET', '/reader/history/rank/week', { query: { rank_date: '2020/01/01' } })).status,
      ).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});
