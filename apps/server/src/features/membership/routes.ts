import {
  adminUserSchema,
  closeMemberBody,
  memberLogQuery,
  memberLogSchema,
  openMemberBody,
  renewMemberBody,
} from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import { presentAdminUser } from '../users/repo.js';
import * as membership from './service.js';

export function membershipRoutes(app: FastifyInstance, deps: Deps): void {
  const present = (row: Parameters<typeof presentAdminUser>[0]) => presentAdminUser(row, deps.clock.now());

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/open_member',
    summary: '开通会员（管理员）',
    access: 'admin',
    body: openMemberBody,
    result: adminUserSchema,
    handler: async ({ user, body }) =>
      present(
        await membership.openMember(
          deps,
          { userId: body.user_id, operatorId: user.id, remark: body.remark },
          body.level,
          body.days,
        ),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/renewal_member',
    summary: '会员续期：从当前到期时间与现在中较晚者起算（管理员）',
    access: 'admin',
    body: renewMemberBody,
    result: adminUserSchema,
    handler: async ({ user, body }) =>
      present(
        await membership.renewMember(
          deps,
          { userId: body.user_id, operatorId: user.id, remark: body.remark },
          body.days,
        ),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/close_member',
    summary: '关闭会员（管理员）',
    access: 'admin',
    body: closeMemberBody,
    result: adminUserSchema,
    handler: async ({ user, body }) =>
      present(await membership.closeMember(deps, { userId: body.user_id, operatorId: user.id, remark: body.remark })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/user/memberlog',
    summary: '某用户的会员变更记录（管理员）',
    access: 'admin',
    query: memberLogQuery,
    result: z.array(memberLogSchema),
    handler: ({ query }) => membership.memberLogs(deps, query.user_id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/member/log',
    summary: '我的会员变更记录',
    access: 'user',
    result: z.array(memberLogSchema),
    handler: ({ user }) => membership.memberLogs(deps, user.id),
  });
}
