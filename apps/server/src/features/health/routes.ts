import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pingDatabase } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { unavailable } from '../../platform/http/errors.js';
import { defineRoute } from '../../platform/http/route.js';

export function healthRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: 'GET',
    url: '/healthz',
    summary: '健康检查（含数据库连通性）',
    access: 'public',
    result: z.object({ ok: z.boolean(), db: z.string() }),
    handler: async () => {
      try {
        await pingDatabase(deps.db);
      } catch {
        throw unavailable('数据库不可用');
      }
      return { ok: true, db: deps.dialect };
    },
  });
}
