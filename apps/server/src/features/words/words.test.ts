import type { DictEntry, Page, ReviewCard, WordCard, WordDetail, WordOverview } from '@bb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle } from '../../../test/fixtures.js';
import { sharedFile, startServer, type TestServer, type TestUser } from '../../../test/harness.js';
import { importDictionary } from '../dictionary/import.js';

const SAMPLE = sharedFile('data', 'ecdict', 'ecdict-sample.csv');
const DAY = 86_400_000;

let s: TestServer;
let creator: TestUser;
beforeAll(async () => {
  // Reviews jump months ahead; sessions must outlive that.
  s = await startServer({ SESSION_TTL_DAYS: '3650' });
  await importDictionary(s.deps, SAMPLE);
  creator = await s.createUser({ creator: true });
});
afterAll(() => s.close());

const add = (token: string, body: Record<string, unknown>) =>
  s.call<WordCard>('POST', '/reader/myword', { token, body });

describe('the word book', () => {
  it('keeps the lemma with every new context, and lookups show it is in the book', async () => {
    const reader = await s.createUser();
    const article = await makeArticle(s, creator.token);
    const first = await add(reader.token, {
      word: 'studies',
      sentence: 'She studies every night.',
      article_id: article.id,
    });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ word: 'study', state: 'new', contexts: 1 });
    expect(first.body.result.meaning).toContain('学习');
    const again = await add(reader.token, { word: 'studied', sentence: 'He studied law.' });
    expect(again.body.result).toMatchObject({ id: first.body.result.id, contexts: 2 });
    await add(reader.token, { word: 'study', sentence: 'He studied law.' });
    const detail = await s.call<WordDetail>('GET', '/reader/myword/detail', {
      token: reader.token,
      query: { word: 'studying' },
    });
    expect(detail.body.result.contexts.map((c) => c.sentence)).toEqual(['He studied law.', 'She studies every night.']);
    expect(detail.body.result.contexts[1]?.article?.id).toBe(article.id);
    const lookedUp = await s.call<DictEntry>('GET', '/api/english/word', {
      token: reader.token,
      query: { word: 'studies' },
    });
    expect(lookedUp.body.result.in_wordbook).toBe(true);
    expect(
      (await s.call<DictEntry>('GET', '/api/english/word', { query: { word: 'studies' } })).body.result.in_wordbook,
    ).toBe(false);
  });

  it('lists in four orders, deletes, and exports a tab-separated file for Anki', async () => {
    const reader = await s.createUser();
    for (const word of ['water', 'book', 'money']) {
      await add(reader.token, { word, sentence: `A sentence with ${word}.` });
      s.clock.advance(1000);
    }
    const order = async (o: string) =>
      (
        await s.call<Page<WordCard>>('GET', '/reader/myword', { token: reader.token, query: { order: o } })
      ).body.result.items.map((w) => w.word);
    expect(await order('new')).toEqual(['money', 'book', 'water']);
    expect(await order('old')).toEqual(['water', 'book', 'money']);
    expect(await order('alpha')).toEqual(['book', 'money', 'water']);
    expect((await order('due')).length).toBe(3);
    expect((await s.call('GET', '/reader/myword', { token: reader.token, query: { order: 'random' } })).status).toBe(
      400,
    );

    // Filters by learning state, and search by the start of the word or by Chinese in its meaning.
    const list = async (query: Record<string, string>) =>
      (await s.call<Page<WordCard>>('GET', '/reader/myword', { token: reader.token, query })).body.result.items.map(
        (w) => w.word,
      );
    const water = (await s.call<Page<WordCard>>('GET', '/reader/myword', { token: reader.token, query: { q: 'wat' } }))
      .body.result.items[0];
    await s.call('POST', `/reader/myword/${water?.id}/review`, { token: reader.token, body: { rating: 3 } });
    expect(await list({ filter: 'new', order: 'alpha' })).toEqual(['book', 'money']);
    expect(await list({ filter: 'learning' })).toEqual(['water']);
    expect(await list({ filter: 'mastered' })).toEqual([]);
    expect(await list({ q: 'MO' })).toEqual(['money']);
    expect(await list({ q: '书' })).toEqual(['book']);
    expect(await list({ q: '%' })).toEqual([]);
    const badFilter = await s.call('GET', '/reader/myword', { token: reader.token, query: { filter: 'old' } });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.status.msg).toMatch(/^filter: /);

    const file = await fetch(`${s.url}/reader/myword/export`, { headers: { authorization: `Bearer ${reader.token}` } });
    expect(file.headers.get('content-type')).toMatch(/tab-separated-values/);
    const lines = (await file.text()).trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]?.split('\t')).toEqual([
      'book',
      expect.any(String),
      expect.stringContaining('书'),
      'A sentence with book.',
    ]);

    expect((await s.call('POST', '/reader/myword/del', { token: reader.token, body: { word: 'books' } })).status).toBe(
      200,
    );
    expect(await order('alpha')).toEqual(['money', 'water']);
    expect((await s.call('POST', '/reader/myword/del', { token: reader.token, body: { word: 'book' } })).status).toBe(
      404,
    );
  });

  it('refuses unknown words with suggestions, bad input, and anonymous callers', async () => {
    const reader = await s.createUser();
    const miss = await add(reader.token, { word: 'studdy' });
    expect(miss.status).toBe(404);
    expect((miss.body.result as unknown as { suggestions: string[] }).suggestions).toContain('study');
    expect((await add(reader.token, { word: '' })).status).toBe(400);
    expect((await add(reader.token, { word: 'water', sentence: 'x'.repeat(2001) })).status).toBe(400);
    expect((await add(reader.token, { word: 'water', article_id: 999999, sentence: 'Hi.' })).status).toBe(404);
    expect((await s.call('POST', '/reader/myword', { body: { word: 'water' } })).status).toBe(401);
  });
});

describe('review', () => {
  it('serves due cards, schedules by FSRS, logs each review and moves the overview', async () => {
    const reader = await s.createUser();
    for (const word of ['water', 'money', 'house']) await add(reader.token, { word });
    const before = (await s.call<WordOverview>('GET', '/reader/myword/overview', { token: reader.token })).body.result;
    expect(before).toMatchObject({
      total: 3,
      new: 3,
      learning: 0,
      mastered: 0,
      due_today: 3,
      reviewed_today: 0,
      streak_days: 0,
    });

    const batch = await s.call<ReviewCard[]>('GET', '/reader/myword/review/next', {
      token: reader.token,
      query: { size: 2 },
    });
    expect(batch.body.result).toHaveLength(2);
    const card = batch.body.result[0];
    if (!card) throw new Error('no card');
    expect(card.intervals.again).toBeLessThan(card.intervals.good);
    expect(card.intervals.good).toBeLessThan(card.intervals.easy);

    const good = await s.call<{ card: WordCard; next_due: string; intervals: Record<string, number> }>(
      'POST',
      `/reader/myword/${card.id}/review`,
      {
        token: reader.token,
        body: { rating: 3, spent: 4200 },
      },
    );
    expect(good.status).toBe(200);
    expect(Date.parse(good.body.result.next_due)).toBeGreaterThan(s.clock.now());
    expect(good.body.result.card.state).not.toBe('new');
    const logs = await s.deps.db.selectFrom('word_reviews').selectAll().where('word_id', '=', card.id).execute();
    expect(logs).toMatchObject([{ rating: 3, spent_ms: 4200, state_before: 0 }]);

    const after = (await s.call<WordOverview>('GET', '/reader/myword/overview', { token: reader.token })).body.result;
    expect(after).toMatchObject({ total: 3, new: 2, learning: 1, reviewed_today: 1, streak_days: 1 });
    expect(after.due_today).toBe(2);

    // Easy, over and over: the card graduates to weeks apart and counts as mastered.
    for (let i = 0; i < 6; i++) {
      s.clock.advance(40 * DAY);
      await s.call('POST', `/reader/myword/${card.id}/review`, {
        token: reader.token,
        body: { rating: 4, spent: 1000 },
      });
    }
    expect(
      (await s.call<WordOverview>('GET', '/reader/myword/overview', { token: reader.token })).body.result.mastered,
    ).toBe(1);
  });

  it('tops up with cards not yet due only when forced, and lists one article words', async () => {
    const reader = await s.createUser();
    const article = await makeArticle(s, creator.token);
    const w = await add(reader.token, { word: 'river', sentence: 'The river runs.', article_id: article.id });
    await add(reader.token, { word: 'money' });
    await s.call('POST', `/reader/myword/${w.body.result.id}/review`, { token: reader.token, body: { rating: 4 } });
    const due = await s.call<ReviewCard[]>('GET', '/reader/myword/review/next', { token: reader.token });
    expect(due.body.result.map((c) => c.word)).toEqual(['money']);
    const forced = await s.call<ReviewCard[]>('GET', '/reader/myword/review/next', {
      token: reader.token,
      query: { force: 'true' },
    });
    expect(forced.body.result.map((c) => c.word)).toEqual(['money', 'river']);
    const fromArticle = await s.call<ReviewCard[]>('GET', '/reader/myword/review/article', {
      token: reader.token,
      query: { article_id: article.id },
    });
    expect(fromArticle.body.result.map((c) => c.word)).toEqual(['river']);
  });

  it('rejects a rating outside 1–4 and someone else card', async () => {
    const reader = await s.createUser();
    const other = await s.createUser();
    const w = await add(reader.token, { word: 'water' });
    for (const rating of [0, 5, 'good', 2.5]) {
      const res = await s.call('POST', `/reader/myword/${w.body.result.id}/review`, {
        token: reader.token,
        body: { rating },
      });
      expect(res.status).toBe(400);
      expect(res.body.status.msg).toBe('rating: rating 必须是 1–4');
    }
    expect(
      (await s.call('POST', `/reader/myword/${w.body.result.id}/review`, { token: other.token, body: { rating: 3 } }))
        .status,
    ).toBe(404);
    expect(
      (await s.deps.db.selectFrom('word_reviews').selectAll().where('word_id', '=', w.body.result.id).execute()).length,
    ).toBe(0);
  });
});
