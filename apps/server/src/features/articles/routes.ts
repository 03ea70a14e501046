import {
  articleAddBody,
  articleListQuery,
  articleLockBody,
  articleMarkBody,
  articleSchema,
  articleShowSchema,
  articleSummarySchema,
  articleUpdateBody,
  idParams,
  manageQuery,
  pageSchema,
  topicQuery,
} from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isoAt } from '../../platform/clock.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/http/errors.js';
import { defineRoute } from '../../platform/http/route.js';
import { enqueueTask, registerTaskHandler } from '../tasks/runner.js';
import { extractArticle, fetchPage } from './import.js';
import * as lists from './lists.js';
import { findArticle, presentArticle } from './repo.js';
import * as articles from './service.js';

const offsetQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Re-fetches an article's source and replaces its paragraphs (translations are dropped with them). */
registerTaskHandler('article.redownload', async (deps, payload) => {
  const { article_id } = payload as { article_id: number };
  const row = await findArticle(deps.db, article_id);
  if (!row) throw notFound('文章不存在');
  const page = await fetchPage(row.source_url, deps.config.allowPrivateFetch);
  const imported = extractArticle(page.html, page.url);
  await articles.applyUpdate(deps, row, { paragraphs: imported.paragraphs.map((en) => ({ en, zh: '' })) });
  return { article_id, paragraphs: imported.paragraphs.length };
});

export function articleRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: 'GET',
    url: '/reader/article',
    summary: '已发布文章，最新在前（可按难度标签或话题筛选）',
    access: 'public',
    query: articleListQuery,
    result: pageSchema(articleSummarySchema),
    handler: ({ user, query }) => lists.listPublished(deps, user, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/article/topics',
    summary: '话题和文章数',
    access: 'public',
    result: z.array(z.object({ topic: z.string(), count: z.number() })),
    handler: () => lists.topicsOverview(deps),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/article/new_count',
    summary: '上次看首页以来新发布的文章数',
    access: 'public',
    result: z.object({ count: z.number() }),
    handler: ({ user }) => lists.newCount(deps, user),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/article/topic',
    summary: '按话题（q）和/或作者查文章',
    access: 'public',
    query: topicQuery,
    result: pageSchema(articleSummarySchema),
    handler: ({ query }) => lists.topicList(deps, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/author/:name',
    summary: '某作者的文章',
    access: 'public',
    params: z.object({ name: z.string().min(1).max(100) }),
    query: offsetQuery,
    result: pageSchema(articleSummarySchema),
    handler: ({ params, query }) => lists.topicList(deps, { ...query, q: '', author: params.name }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/recommend/foryou',
    summary: '为你推荐：接近你水平、还没读过、偏向关注的创作者和合集',
    access: 'public',
    result: z.array(articleSummarySchema),
    handler: ({ user }) => lists.recommendFor(deps, user),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/myarticle/star',
    summary: '我收藏的文章',
    access: 'user',
    query: offsetQuery,
    result: pageSchema(articleSummarySchema),
    handler: ({ user, query }) => lists.myStars(deps, user, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/article/manage',
    summary: '文章管理：创作者看自己的，管理员看全部',
    access: 'user',
    query: manageQuery,
    result: pageSchema(articleSummarySchema),
    handler: ({ user, query }) => lists.manageList(deps, user, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/article/:id/show',
    summary: '阅读一篇文章（含合集下一篇、阅读位置、收藏状态和阅读凭证 t）',
    access: 'public',
    params: idParams,
    result: articleShowSchema,
    handler: ({ user, params }) => articles.showArticle(deps, user, params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/article/:id',
    summary: '文章全文，供编辑（创作者本人或管理员）',
    access: 'user',
    params: idParams,
    result: articleSchema,
    handler: async ({ user, params }) => {
      const row = await articles.loadVisible(deps, params.id, user);
      if (!articles.canManage(user, row)) throw notFound('文章不存在');
      return presentArticle(row);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/reader/article/add',
    summary: '新建文章：paragraphs、text（空行分段）或 source_url（抓取正文）',
    access: 'user',
    body: articleAddBody,
    result: articleSchema,
    handler: ({ user, body }) => articles.createArticle(deps, user, body.article),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/reader/article/:id/update',
    summary: '修改文章（任意字段）',
    access: 'user',
    params: idParams,
    body: articleUpdateBody,
    result: articleSchema,
    handler: ({ user, params, body }) => articles.updateArticle(deps, user, params.id, body.article),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/reader/article/:id/delete',
    summary: '删除文章',
    access: 'user',
    params: idParams,
    handler: async ({ user, params }) => {
      await articles.deleteArticle(deps, user, params.id);
      return true;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/reader/article/:id/lock',
    summary: '会员专享开关',
    access: 'user',
    params: idParams,
    body: articleLockBody,
    handler: ({ user, params, body }) => articles.setLock(deps, user, params.id, body.is_lock),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/reader/article/:id/mark',
    summary: '收藏 / 点赞 / 读完（status 为 true 设置，false 取消）',
    access: 'user',
    params: idParams,
    body: articleMarkBody,
    handler: ({ user, params, body }) => articles.markArticle(deps, user, params.id, body.action, body.status),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/reader/article/:id/redownload',
    summary: '重新抓取来源网页（后台任务，返回任务 id）',
    access: 'user',
    params: idParams,
    result: z.object({ task_id: z.number() }),
    handler: async ({ user, params }) => {
      const row = await articles.loadVisible(deps, params.id, user);
      if (!articles.canManage(user, row)) throw notFound('文章不存在');
      if (!row.source_url) throw badRequest('这篇文章没有来源链接');
      return {
        task_id: await enqueueTask(
          deps,
          'article.redownload',
          { article_id: params.id, at: isoAt(deps.clock.now()) },
          user.id,
        ),
      };
    },
  });
}
