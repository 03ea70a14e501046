import { articleSummarySchema, type Creator, creatorSchema, followBody, idParams, pageSchema } from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { isoAt } from '../../platform/clock.js';
import type { DB } from '../../platform/db/schema.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/http/errors.js';
import { defineRoute } from '../../platform/http/route.js';
import { publicSummaries } from '../articles/lists.js';
import { presentSummary } from '../articles/repo.js';

function selectCreators(db: Kysely<DB>, userId: number | null, now: string) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.avatar',
      sql<number>`(select count(*) from articles a where a.creator_id = u.id and a.status = 'published' and a.published_at <= ${now})`.as(
        'articles',
      ),
      sql<number>`(select count(*) from creator_follows f where f.creator_id = u.id)`.as('followers'),
      sql<number>`(select count(*) from creator_follows f where f.creator_id = u.id and f.user_id = ${userId ?? 0})`.as(
        'followed',
      ),
    ])
    .where('u.is_creator', '=', 1);
}

function present(r: {
  id: number;
  username: string;
  avatar: string;
  articles: number;
  followers: number;
  followed: number;
}): Creator {
  return {
    id: r.id,
    username: r.username,
    avatar: r.avatar,
    articles: Number(r.articles),
    followers: Number(r.followers),
    followed: Number(r.followed) > 0,
  };
}

export function creatorRoutes(app: FastifyInstance, deps: Deps): void {
  const now = () => isoAt(deps.clock.now());

  defineRoute(app, {
    method: 'GET',
    url: '/reader/creator',
    summary: '创作者列表（按关注人数）',
    access: 'public',
    result: z.array(creatorSchema),
    handler: async ({ user }) => {
      const rows = await selectCreators(deps.db, user?.id ?? null, now())
        .orderBy('followers', 'desc')
        .orderBy('u.id')
        .limit(100)
        .execute();
      return rows.map(present);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/creator/:id',
    summary: '创作者和他/她已发布的文章',
    access: 'public',
    params: idParams,
    query: z.object({ offset: z.coerce.number().int().min(0).default(0) }),
    result: z.object({ creator: creatorSchema, articles: pageSchema(articleSummarySchema) }),
    handler: async ({ user, params, query }) => {
      const row = await selectCreators(deps.db, user?.id ?? null, now())
        .where('u.id', '=', params.id)
        .executeTakeFirst();
      if (!row) throw notFound('创作者不存在');
      const limit = 20;
      const rows = await publicSummaries(deps.db, now())
        .where('articles.creator_id', '=', params.id)
        .orderBy('articles.published_at', 'desc')
        .limit(limit)
        .offset(query.offset)
        .execute();
      return {
        creator: present(row),
        articles: {
          items: rows.map(presentSummary),
          next_offset: rows.length < limit ? null : query.offset + rows.length,
        },
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/reader/creator/:id/follow',
    summary: '关注（status: true）或取消关注创作者',
    access: 'user',
    params: idParams,
    body: followBody,
    result: creatorSchema,
    handler: async ({ user, params, body }) => {
      const exists = await selectCreators(deps.db, user.id, now()).where('u.id', '=', params.id).executeTakeFirst();
      if (!exists) throw notFound('创作者不存在');
      if (params.id === user.id) throw badRequest('不能关注自己');
      if (body.status) {
        await deps.db
          .insertInto('creator_follows')
          .values({ user_id: user.id, creator_id: params.id, created_at: now() })
          .onConflict((oc) => oc.doNothing())
          .execute();
      } else {
        await deps.db
          .deleteFrom('creator_follows')
          .where('user_id', '=', user.id)
          .where('creator_id', '=', params.id)
          .execute();
      }
      const row = await selectCreators(deps.db, user.id, now()).where('u.id', '=', params.id).executeTakeFirstOrThrow();
      return present(row);
    },
  });
}
