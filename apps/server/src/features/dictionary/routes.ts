import {
  annotationAddBody,
  annotationDeleteBody,
  annotationSchema,
  demoCardSchema,
  demoCardsQuery,
  dictEntrySchema,
  idParams,
  levelWordSchema,
  levelWordsQuery,
  quizQuery,
  quizQuestionSchema,
  wordProSchema,
  wordQuery,
} from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isoAt } from '../../platform/clock.js';
import type { Deps } from '../../platform/deps.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { forbidden } from '../../platform/http/errors.js';
import { defineRoute } from '../../platform/http/route.js';
import { canManage, loadVisible, readableText } from '../articles/service.js';
import { inWordbook, lemmasInWordbook } from '../words/service.js';
import { levelWords, textLemmas } from './levels.js';
import { articleQuiz, demoCards } from './quiz.js';
import { lookup } from './service.js';

/** The words of the part of an article this reader may read, and which of them are in the reader's book. */
async function readableLemmas(deps: Deps, user: AuthUser | null, articleId: number) {
  const text = readableText(deps, user, await loadVisible(deps, articleId, user));
  const lemmas = await textLemmas(deps, text);
  const saved = user
    ? await lemmasInWordbook(
        deps,
        user.id,
        lemmas.map((l) => l.row.word_lower),
      )
    : new Set<string>();
  return { text, lemmas, saved };
}

export function dictionaryRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/english/word',
    summary: '查词：词形还原到原形（went → go），未找到时 404 并给出相近的词（result.suggestions）',
    access: 'public',
    query: wordQuery,
    result: dictEntrySchema,
    handler: async ({ user, query }) => {
      const entry = await lookup(deps, query.word);
      return user ? { ...entry, in_wordbook: await inWordbook(deps, user.id, entry.lemma) } : entry;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/english/word/pro',
    summary: '完整词条：全部释义、词形、考试标签、词频，以及我保存过的例句',
    access: 'public',
    query: wordQuery.pick({ word: true }),
    result: wordProSchema,
    handler: async ({ user, query }) => {
      const entry = await lookup(deps, query.word);
      if (!user) return { ...entry, sentences: [] };
      const sentences = await deps.db
        .selectFrom('word_contexts as c')
        .innerJoin('words as w', 'w.id', 'c.word_id')
        .select(['c.sentence', 'c.article_id'])
        .where('w.user_id', '=', user.id)
        .where('w.lemma', '=', entry.lemma.toLowerCase())
        .orderBy('c.id', 'desc')
        .execute();
      return { ...entry, in_wordbook: await inWordbook(deps, user.id, entry.lemma), sentences };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/article/:id/level_words',
    summary: '文章中达到某难度（C4、C6、L4、L8、IELTS 或难度等级）及以上的词和释义',
    access: 'public',
    params: idParams,
    query: levelWordsQuery,
    result: z.array(levelWordSchema),
    handler: async ({ user, params, query }) => {
      const row = await loadVisible(deps, params.id, user);
      return levelWords(deps, readableText(deps, user, row), query.level);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/article/:id/my_words',
    summary: '文章里在我单词本中的词（文中的各种拼写，小写），供阅读器标记',
    access: 'user',
    params: idParams,
    result: z.array(z.string()),
    handler: async ({ user, params }) => {
      const { lemmas, saved } = await readableLemmas(deps, user, params.id);
      return lemmas.filter((l) => saved.has(l.row.word_lower)).flatMap((l) => l.surfaces);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/article/:id/quiz',
    summary: '文章词汇测验：文中已在我单词本里的词优先，再按难度选词；每题四个中文释义选一',
    access: 'public',
    params: idParams,
    query: quizQuery,
    result: z.array(quizQuestionSchema),
    handler: async ({ user, params, query }) => {
      const { text, lemmas, saved } = await readableLemmas(deps, user, params.id);
      return articleQuiz(deps, text, lemmas, { level: query.level, size: query.size, saved });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/english/demo_cards',
    summary: '闪卡试用：从词典随机取常用考试词（无需登录）',
    access: 'public',
    query: demoCardsQuery,
    result: z.array(demoCardSchema),
    handler: ({ query }) => demoCards(deps, query.size),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/article/:id/words',
    summary: '编辑为这篇文章加的词汇注释',
    access: 'public',
    params: idParams,
    result: z.array(annotationSchema),
    handler: async ({ user, params }) => {
      await loadVisible(deps, params.id, user);
      return deps.db
        .selectFrom('article_words')
        .select(['word', 'resolve', 'tag'])
        .where('article_id', '=', params.id)
        .orderBy('word')
        .execute();
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/reader/article/:id/words/add',
    summary: '为文章中的词加注释（文章的创作者或管理员）',
    access: 'user',
    params: idParams,
    body: annotationAddBody,
    result: annotationSchema,
    handler: async ({ user, params, body }) => {
      const row = await loadVisible(deps, params.id, user);
      if (!canManage(user, row)) throw forbidden('只能给自己的文章加注释');
      const word = body.word.toLowerCase();
      const values = { resolve: body.resolve, tag: body.tag, created_by: user.id, created_at: isoAt(deps.clock.now()) };
      await deps.db
        .insertInto('article_words')
        .values({ article_id: params.id, word, ...values })
        .onConflict((oc) => oc.columns(['article_id', 'word']).doUpdateSet(values))
        .execute();
      return { word, resolve: body.resolve, tag: body.tag };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/reader/article/:id/words/delete',
    summary: '删除文章的词汇注释（文章的创作者或管理员）',
    access: 'user',
    params: idParams,
    body: annotationDeleteBody,
    handler: async ({ user, params, body }) => {
      const row = await loadVisible(deps, params.id, user);
      if (!canManage(user, row)) throw forbidden('只能删除自己文章的注释');
      await deps.db
        .deleteFrom('article_words')
        .where('article_id', '=', params.id)
        .where('word', '=', body.word.toLowerCase())
        .execute();
      return true;
    },
  });
}
