import { pageSchema, searchHitSchema, searchQuery } from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import { searchArticles } from './service.js';

export function searchRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/search',
    summary: '全文搜索文章（标题、中文标题、正文），order_by: relevance 或 newest，结果带高亮',
    access: 'public',
    query: searchQuery,
    result: pageSchema(searchHitSchema),
    handler: ({ query }) => searchArticles(deps, query),
  });
}
