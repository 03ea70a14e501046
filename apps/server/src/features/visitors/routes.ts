import {
  COOKIE,
  HEADER,
  logEventBody,
  pageSchema,
  visitorEventSchema,
  visitorListQuery,
  visitorLogsQuery,
  visitorSchema,
} from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { tooManyRequests } from '../../platform/http/errors.js';
import { defineRoute } from '../../platform/http/route.js';
import * as visitors from './repo.js';

const EVENTS_PER_CLIENT_PER_MINUTE = 120;

export function visitorRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/log',
    summary: '记录一个访客事件（可匿名；data 不超过 8 KB）',
    access: 'public',
    body: logEventBody,
    handler: async ({ user, body, req }) => {
      const cuid = body.cuid || req.cookies[COOKIE.cuid] || '';
      const limit = await deps.limiter.hit(`log:${cuid || req.ip}`, EVENTS_PER_CLIENT_PER_MINUTE, 60_000);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
      const bodyUid = Number(body.uid);
      await visitors.recordEvent(deps, {
        cuid: cuid || `ip:${req.ip}`,
        // The signed-in user wins over what the page claims.
        uid: user?.id ?? (Number.isInteger(bodyUid) && bodyUid > 0 ? bodyUid : null),
        name: body.name,
        data: body.data ?? null,
        isNew: body.is_new,
        source: body.source,
        ua: String(req.headers[HEADER.ua] ?? req.cookies[COOKIE.ua] ?? req.headers['user-agent'] ?? '').slice(0, 300),
        ip: req.ip,
      });
      return true;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/visitor/',
    summary: '访客列表，最近活跃在前（管理员）',
    access: 'admin',
    query: visitorListQuery,
    result: pageSchema(visitorSchema),
    handler: ({ query }) => visitors.listVisitors(deps, query.offset, query.limit),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reader/visitor/logs',
    summary: '某访客的事件记录，新的在前（管理员）',
    access: 'admin',
    query: visitorLogsQuery,
    result: pageSchema(visitorEventSchema),
    handler: ({ query }) => visitors.listEvents(deps, query.cuid, query.offset, query.limit),
  });
}
