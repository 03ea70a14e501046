import { idParams, taskSchema } from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { defineRoute } from '../../platform/http/route.js';
import { presentTask } from './runner.js';

export function taskRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: 'GET',
    url: '/reader/task/:id',
    summary: '后台任务的状态（发起人或管理员）',
    access: 'user',
    params: idParams,
    result: taskSchema,
    handler: async ({ user, params }) => {
      const row = await deps.db.selectFrom('tasks').selectAll().where('id', '=', params.id).executeTakeFirst();
      // Someone else's task is "not found", not "forbidden": its existence is not theirs to know.
      if (!row || (row.created_by !== user.id && !user.isSuper)) throw notFound('任务不存在');
      return presentTask(row);
    },
  });
}
