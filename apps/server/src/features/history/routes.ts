import {
  historyDataQuery,
  historyDataSchema,
  historyItemSchema,
  historyPostBody,
  historyPostResult,
  pageSchema,
  rankQuery,
  rankSchema,
  todayStatsSchema,
} from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import * as history from './service.js';

export function historyRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: 'POST',
    url: '/reader/history',
    summary: '上报阅读时间（秒），按阅读凭证 t 核对：不超过凭证签发以来真实经过的时间',
    access: 'user',
    body: historyPostBody,
    result: historyPostResult,
    handler: ({ user, body }) => history.recordReading(deps, user, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/history',
    summary: '我读过的文章，最近在前',
    access: 'user',
    query: z.object({
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    result: pageSchema(historyItemSchema),
    handler: ({ user, query }) => history.listHistory(deps, user, query.offset, query.limit),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/history/data/today',
    summary: '今天：阅读秒数、读过的文章数、读完文章的词数',
    access: 'user',
    result: todayStatsSchema,
    handler: ({ user }) => history.todayStats(deps, user),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/history/data',
    summary: '按天的阅读数据（默认最近 30 天）、总计和连续阅读天数',
    access: 'user',
    query: historyDataQuery,
    result: historyDataSchema,
    handler: ({ user, query }) => history.historyData(deps, user, query.days),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/history/rank/week',
    summary: '周榜（周一到周日）：cat=time 阅读时长，finished 读完篇数；含我的名次',
    access: 'public',
    query: rankQuery,
    result: rankSchema,
    handler: ({ user, query }) => history.weekRank(deps, user, query.cat, query.rank_date),
  });
}
