import type { DemoCard, DictEntry, LevelWord, QuizQuestion } from '@bb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle } from '../../../test/fixtures.js';
import { sharedFile, startServer, type TestServer, type TestUser } from '../../../test/harness.js';
import { importDictionary } from './import.js';

const SAMPLE = sharedFile('data', 'ecdict', 'ecdict-sample.csv');
const TEXT =
  'Scientists study the climate. The government studied climate policy at a conference. ' +
  'Research gives evidence that the economy depends on energy.';

let s: TestServer;
let creator: TestUser;
let reader: TestUser;
let articleId: number;
beforeAll(async () => {
  s = await startServer();
  await importDictionary(s.deps, SAMPLE);
  creator = await s.createUser({ creator: true });
  reader = await s.createUser();
  articleId = (await makeArticle(s, creator.token, { paragraphs: [{ en: TEXT }] })).id;
});
afterAll(() => s.close());

describe('words of an article in my word book', () => {
  it('answers every spelling in the text of the lemmas I saved, and only mine', async () => {
    await s.call('POST', '/reader/myword', { token: reader.token, body: { word: 'studies' } });
    await s.call('POST', '/reader/myword', { token: reader.token, body: { word: 'energy' } });
    const mine = await s.call<string[]>('GET', `/reader/article/${articleId}/my_words`, { token: reader.token });
    expect(mine.status).toBe(200);
    expect(mine.body.result.sort()).toEqual(['energy', 'studied', 'study']);
    const other = await s.createUser();
    expect(
      (await s.call<string[]>('GET', `/reader/article/${articleId}/my_words`, { token: other.token })).body.result,
    ).toEqual([]);
    expect((await s.call('GET', `/reader/article/${articleId}/my_words`)).status).toBe(401);
    expect((await s.call('GET', '/reader/article/999999/my_words', { token: reader.token })).status).toBe(404);
  });

  it('level words carry every spelling, so the reader marks them all', async () => {
    const words = await s.call<LevelWord[]>('GET', `/reader/article/${articleId}/level_words`, {
      query: { level: 'VERY_EASY' },
    });
    const climate = words.body.result.find((w) => w.lemma === 'climate');
    expect(climate?.surfaces).toEqual(['climate']);
    const study = words.body.result.find((w) => w.lemma === 'study');
    if (study) expect(study.surfaces.sort()).toEqual(['studied', 'study']);
  });

  it('a members-only article gives a non-member the words of its preview only', async () => {
    const locked = await makeArticle(s, creator.token, {
      is_lock: true,
      paragraphs: [{ en: 'The climate is changing.' }, { en: 'Research.' }, { en: 'The economy grew.' }],
    });
    const preview = await s.call<LevelWord[]>('GET', `/reader/article/${locked.id}/level_words`, {
      token: reader.token,
      query: { level: 'VERY_EASY' },
    });
    const lemmas = preview.body.result.map((w) => w.lemma);
    expect(lemmas).toContain('climate');
    expect(lemmas).not.toContain('economy');
    const full = await s.call<LevelWord[]>('GET', `/reader/article/${locked.id}/level_words`, {
      token: creator.token,
      query: { level: 'VERY_EASY' },
    });
    expect(full.body.result.map((w) => w.lemma)).toContain('economy');
  });
});

describe('article quiz', () => {
  it('asks each word once with four different meanings, the right one from the dictionary', async () => {
    const quiz = await s.call<QuizQuestion[]>('GET', `/reader/article/${articleId}/quiz`, {
      query: { level: 'VERY_EASY', size: 5 },
    });
    expect(quiz.status).toBe(200);
    const questions = quiz.body.result;
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(5);
    expect(new Set(questions.map((q) => q.lemma)).size).toBe(questions.length);
    for (const q of questions) {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size).toBe(4);
      const entry = await s.call<DictEntry>('GET', '/api/english/word', { query: { word: q.lemma } });
      expect(q.options[q.answer]).toBe(entry.body.result.translation[0]);
      expect(q.sentence.toLowerCase()).toContain(q.word.toLowerCase());
      expect(TEXT).toContain(q.sentence);
      expect(q.in_wordbook).toBe(false);
    }
  });

  it('puts the words I saved from the article first', async () => {
    const quiz = await s.call<QuizQuestion[]>('GET', `/reader/article/${articleId}/quiz`, {
      token: reader.token,
      query: { level: 'L8', size: 10 },
    });
    // At L8 none of these everyday words would be asked; the saved ones still are, first.
    const saved = quiz.body.result.filter((q) => q.in_wordbook).map((q) => q.lemma);
    expect(saved.sort()).toEqual(['energy', 'study']);
    expect(quiz.body.result.slice(0, 2).every((q) => q.in_wordbook)).toBe(true);
    // Too few words at L8 in so easy a text: it is topped up with its hardest words below the level.
    expect(quiz.body.result.length).toBeGreaterThan(2);
  });

  it('refuses bad input by name', async () => {
    const big = await s.call('GET', `/reader/article/${articleId}/quiz`, { query: { size: 500 } });
    expect(big.status).toBe(400);
    expect(big.body.status.msg).toMatch(/^size: /);
    expect((await s.call('GET', `/reader/article/${articleId}/quiz`, { query: { level: 'X' } })).status).toBe(400);
    expect((await s.call('GET', '/reader/article/999999/quiz')).status).toBe(404);
  });
});

describe('flashcard demo deck', () => {
  it('deals everyday exam words with a meaning, without signing in', async () => {
    const deck = await s.call<DemoCard[]>('GET', '/api/english/demo_cards', { query: { size: 6 } });
    expect(deck.status).toBe(200);
    expect(deck.body.result).toHaveLength(6);
    expect(new Set(deck.body.result.map((c) => c.word)).size).toBe(6);
    for (const c of deck.body.result) {
      expect(c.meaning).not.toBe('');
      expect(c.tags.length).toBeGreaterThan(0);
      const entry = await s.call<DictEntry>('GET', '/api/english/word', { query: { word: c.word } });
      expect(entry.body.result.oxford).toBe(true);
    }
    expect((await s.call('GET', '/api/english/demo_cards', { query: { size: 0 } })).status).toBe(400);
  });
});
