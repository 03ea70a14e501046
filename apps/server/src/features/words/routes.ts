import {
  addWordBody,
  delWordBody,
  idParams,
  myWordQuery,
  pageSchema,
  reviewArticleQuery,
  reviewBody,
  reviewCardSchema,
  reviewNextQuery,
  reviewResultSchema,
  wordCardSchema,
  wordDetailSchema,
  wordOverviewSchema,
} from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import * as words from './service.js';

export function wordRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: 'POST',
    url: '/reader/myword',
    summary: '加入单词本（存原形；可带例句和文章，重复加入会追加例句）',
    access: 'user',
    body: addWordBody,
    result: wordCardSchema,
    handler: ({ user, body }) => words.addWord(deps, user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/reader/myword/del',
    summary: '从单词本删除',
    access: 'user',
    body: delWordBody,
    handler: ({ user, body }) => words.deleteWord(deps, user, body.word),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/reader/myword',
    summary: '我的单词本（order: new 默认、old、alpha、due）',
    access: 'user',
    query: myWordQuery,
    result: pageSchema(wordCardSchema),
    handler: ({ user, query }) => words.listWords(deps, user, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/reader/myword/overview',
    summary: '单词本概况：总数、新词、学习中、已掌握、今日待复习、今日已复习、连续天数',
    access: 'user',
    result: wordOverviewSchema,
    handler: ({ user }) => words.overview(deps, user),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/reader/myword/detail',
    summary: '单词本里某个词和我保存的全部例句',
    access: 'user',
    query: z.object({ word: z.string({ error: '请提供单词' }).trim().min(1, '请提供单词').max(64) }),
    result: wordDetailSchema,
    handler: ({ user, query }) => words.wordDetail(deps, user, query.word),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/reader/myword/export',
    summary: '导出单词本（制表符分隔，可导入 Anki）',
    access: 'user',
    raw: true,
    handler: async ({ user, reply }) => {
      const text = await words.exportWords(deps, user);
      return reply
        .type('text/tab-separated-values; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="wordbook.txt"; filename*=UTF-8''${encodeURIComponent('单词本.txt')}`,
        )
        .send(text ? `${text}\n` : '');
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/reader/myword/review/next',
    summary: '下一批复习卡片：到期的在前；force 时用未到期的补足（size 默认 15）',
    access: 'user',
    query: reviewNextQuery,
    result: z.array(reviewCardSchema),
    handler: ({ user, query }) => words.reviewNext(deps, user, query.force, query.size),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/reader/myword/review/article',
    summary: '我从某篇文章保存的单词',
    access: 'user',
    query: reviewArticleQuery,
    result: z.array(reviewCardSchema),
    handler: ({ user, query }) => words.reviewArticleWords(deps, user, query.article_id, query.offset, query.size),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/reader/myword/:id/review',
    summary: '复习打分（1 忘记、2 困难、3 良好、4 简单；spent 毫秒），返回下次到期和各选项的间隔',
    access: 'user',
    params: idParams,
    body: reviewBody,
    result: reviewResultSchema,
    handler: ({ user, params, body }) => words.reviewCard(deps, user, params.id, body.rating, body.spent),
  });
}
