import {
  articleSummarySchema,
  collectionAddBody,
  collectionMarkBody,
  collectionPublishBody,
  collectionSchema,
  collectionShowSchema,
  idParams,
  pageSchema,
} from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import * as collections from './service.js';

const paging = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export function collectionRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: 'GET',
    url: '/reader/collection',
    summary: '已发布的合集',
    access: 'public',
    query: paging,
    result: pageSchema(collectionSchema),
    handler: ({ user, query }) => collections.listPublished(deps, user, query.offset, query.limit),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/reader/collection/random',
    summary: '随机几个合集（发现页）',
    access: 'public',
    result: z.array(collectionSchema),
    handler: ({ user }) => collections.randomCollections(deps, user),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/reader/collection/follow',
    summary: '我关注的合集',
    access: 'user',
    query: paging,
    result: pageSchema(collectionSchema),
    handler: ({ user, query }) => collections.marked(deps, user, 'follow', query.offset, query.limit),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/reader/collection/mystar',
    summary: '我收藏的合集',
    access: 'user',
    query: paging,
    result: pageSchema(collectionSchema),
    handler: ({ user, query }) => collections.marked(deps, user, 'star', query.offset, query.limit),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/reader/collection/manage',
    summary: '合集管理：创作者看自己的，管理员看全部',
    access: 'user',
    query: paging,
    result: pageSchema(collectionSchema),
    handler: ({ user, query }) => collections.manageList(deps, user, query.offset, query.limit),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/reader/collection/:id/show',
    summary: '合集详情和其中的文章（按顺序）',
    access: 'public',
    params: idParams,
    result: collectionShowSchema,
    handler: ({ user, params }) => collections.showCollection(deps, user, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/reader/collection/:id/article/next',
    summary: '合集里某篇之后的下一篇',
    access: 'public',
    params: idParams,
    query: z.object({ article_id: z.coerce.number({ error: '缺少 article_id' }).int().positive() }),
    result: articleSummarySchema.nullable(),
    handler: ({ user, params, query }) => collections.nextArticle(deps, user, params.id, query.article_id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/reader/collection/add',
    summary: '新建合集（带 id 则修改）：{title, description, cover, article_ids}',
    access: 'user',
    body: collectionAddBody,
    result: collectionShowSchema,
    handler: ({ user, body }) => collections.saveCollection(deps, user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/reader/collection/:id/mark',
    summary: '收藏或关注合集：action = star / unstar / follow / unfollow',
    access: 'user',
    params: idParams,
    body: collectionMarkBody,
    result: collectionSchema,
    handler: ({ user, params, body }) => collections.markCollection(deps, user, params.id, body.action),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/reader/collection/:id/publish',
    summary: '发布合集；cancel 为 true 时撤回',
    access: 'user',
    params: idParams,
    body: collectionPublishBody,
    result: collectionSchema,
    handler: ({ user, params, body }) => collections.publishCollection(deps, user, params.id, body.cancel),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/reader/collection/:id/destory',
    summary: '删除合集（路径拼写沿用客户端的 destory）',
    access: 'user',
    params: idParams,
    handler: async ({ user, params }) => {
      await collections.destroyCollection(deps, user, params.id);
      return true;
    },
  });
}
