import type { Annotation, LevelWord } from '@bb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle } from '../../../test/fixtures.js';
import { sharedFile, startServer, type TestServer, type TestUser } from '../../../test/harness.js';
import { importDictionary } from './import.js';
import { wordRank } from './levels.js';

const SAMPLE = sharedFile('data', 'ecdict', 'ecdict-sample.csv');

let s: TestServer;
let creator: TestUser;
let reader: TestUser;
beforeAll(async () => {
  s = await startServer();
  await importDictionary(s.deps, SAMPLE);
  creator = await s.createUser({ creator: true });
  reader = await s.createUser();
});
afterAll(() => s.close());

describe('level words', () => {
  it('lists an article words at or above a level, once per lemma, in order of appearance', async () => {
    const a = await makeArticle(s, creator.token, {
      paragraphs: [{ en: 'The government studies the economy. Governments studied economies before the conference.' }],
    });
    const c4 = await s.call<LevelWord[]>('GET', `/reader/article/${a.id}/level_words`, { query: { level: 'C4' } });
    expect(c4.status).toBe(200);
    const lemmas = c4.body.result.map((w) => w.lemma);
    expect(new Set(lemmas).size).toBe(lemmas.length);
    expect(lemmas).not.toContain('the');
    for (const w of c4.body.result) expect(w.meaning).not.toBe('');
    const easy = await s.call<LevelWord[]>('GET', `/reader/article/${a.id}/level_words`, {
      query: { level: 'VERY_EASY' },
    });
    const l8 = await s.call<LevelWord[]>('GET', `/reader/article/${a.id}/level_words`, { query: { level: 'L8' } });
    expect(easy.body.result.length).toBeGreaterThanOrEqual(c4.body.result.length);
    expect(l8.body.result.length).toBeLessThanOrEqual(c4.body.result.length);
    expect((await s.call('GET', `/reader/article/${a.id}/level_words`, { query: { level: 'HARD' } })).status).toBe(400);
  });

  it('ranks words by their earliest exam list, or by rarity without one', () => {
    expect(wordRank('zk gk cet4', 100)).toBe(0);
    expect(wordRank('cet6 ky', 5000)).toBe(3);
    expect(wordRank('', 0)).toBe(5);
    expect(wordRank('', 500)).toBe(1);
  });
});

describe('annotations', () => {
  it('the article creator adds and removes glosses every reader sees; others get 403', async () => {
    const a = await makeArticle(s, creator.token);
    const add = await s.call<Annotation>('POST', `/reader/article/${a.id}/words/add`, {
      token: creator.token,
      body: { word: 'Mill', resolve: '磨坊（这里指水磨）', tag: '名词' },
    });
    expect(add.body.result).toEqual({ word: 'mill', resolve: '磨坊（这里指水磨）', tag: '名词' });
    expect((await s.call<Annotation[]>('GET', `/reader/article/${a.id}/words`)).body.result).toEqual([add.body.result]);
    expect(
      (
        await s.call('POST', `/reader/article/${a.id}/words/add`, {
          token: reader.token,
          body: { word: 'x', resolve: 'y' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await s.call('POST', `/reader/article/${a.id}/words/delete`, { token: reader.token, body: { word: 'mill' } }))
        .status,
    ).toBe(403);
    expect(
      (await s.call('POST', `/reader/article/${a.id}/words/add`, { token: creator.token, body: { word: 'mill' } })).body
        .status.msg,
    ).toMatch(/^resolve: /);
    await s.call('POST', `/reader/article/${a.id}/words/delete`, { token: creator.token, body: { word: 'MILL' } });
    expect((await s.call<Annotation[]>('GET', `/reader/article/${a.id}/words`)).body.result).toEqual([]);
  });
});

describe('the full entry', () => {
  it('answers every field plus my saved sentences', async () => {
    await s.call('POST', '/reader/myword', {
      token: reader.token,
      body: { word: 'rivers', sentence: 'Rivers run to the sea.' },
    });
    const pro = await s.call<{
      lemma: string;
      in_wordbook: boolean;
      sentences: Array<{ sentence: string }>;
      forms: Record<string, string>;
    }>('GET', '/api/english/word/pro', { token: reader.token, query: { word: 'river' } });
    expect(pro.body.result).toMatchObject({
      lemma: 'river',
      in_wordbook: true,
      sentences: [{ sentence: 'Rivers run to the sea.' }],
    });
    expect(pro.body.result.forms.s).toBe('rivers');
    expect(
      (await s.call<{ sentences: unknown[] }>('GET', '/api/english/word/pro', { query: { word: 'river' } })).body.result
        .sentences,
    ).toEqual([]);
  });
});
