import {
  adminUserSchema,
  bindCodeBody,
  bindWxBody,
  changeUsernameBody,
  meSchema,
  setCreatorBody,
  userSearchQuery,
} from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isoAt } from '../../platform/clock.js';
import type { Deps } from '../../platform/deps.js';
import { conflict, isUniqueViolation, notFound } from '../../platform/http/errors.js';
import { assertOwnerOrAdmin } from '../../platform/http/policies.js';
import { defineRoute } from '../../platform/http/route.js';
import { findUserById, presentAdminUser, presentAuthUser, presentMe, searchUsers, usernameTaken } from './repo.js';

export function userRoutes(app: FastifyInstance, deps: Deps): void {
  const now = () => deps.clock.now();

  async function loadUser(id: number) {
    const row = await findUserById(deps.db, id);
    if (!row) throw notFound('用户不存在');
    return row;
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/user/me',
    summary: '当前用户',
    access: 'user',
    result: meSchema,
    handler: ({ user }) => presentAuthUser(user, now()),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/user/issuper',
    summary: '当前用户是否为管理员',
    access: 'public',
    result: z.boolean(),
    handler: ({ user }) => user?.isSuper === true,
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/change_username',
    summary: '修改用户名（2–20 字，唯一）',
    access: 'user',
    body: changeUsernameBody,
    result: meSchema,
    handler: async ({ user, body }) => {
      if (await usernameTaken(deps.db, body.username, user.id)) throw conflict('username: 该用户名已被使用');
      await deps.db
        .updateTable('users')
        .set({ username: body.username, updated_at: isoAt(now()) })
        .where('id', '=', user.id)
        .execute()
        .catch((e: unknown) => {
          if (isUniqueViolation(e)) throw conflict('username: 该用户名已被使用');
          throw e;
        });
      return presentMe(await loadUser(user.id), now());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/bind_code',
    summary: '绑定邀请码（本人或管理员）',
    access: 'user',
    body: bindCodeBody,
    result: meSchema,
    handler: async ({ user, body }) => {
      assertOwnerOrAdmin(user, body.user_id);
      const target = await loadUser(body.user_id);
      if (target.invite_code) throw conflict('code: 已绑定过邀请码');
      await deps.db
        .updateTable('users')
        .set({ invite_code: body.code, updated_at: isoAt(now()) })
        .where('id', '=', target.id)
        .execute();
      return presentMe(await loadUser(target.id), now());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/bind_wx_user',
    summary: '绑定微信 openid（本人或管理员）',
    access: 'user',
    body: bindWxBody,
    result: meSchema,
    handler: async ({ user, body }) => {
      assertOwnerOrAdmin(user, body.user_id);
      const target = await loadUser(body.user_id);
      const holder = await deps.db
        .selectFrom('users')
        .select('id')
        .where('wx_openid', '=', body.openid)
        .executeTakeFirst();
      if (holder && holder.id !== target.id) throw conflict('openid: 该微信已绑定其他账号');
      await deps.db
        .updateTable('users')
        .set({ wx_openid: body.openid, updated_at: isoAt(now()) })
        .where('id', '=', target.id)
        .execute();
      return presentMe(await loadUser(target.id), now());
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/user/search',
    summary: '按手机号、用户名或 id 搜索用户（管理员）',
    access: 'admin',
    query: userSearchQuery,
    result: z.array(adminUserSchema),
    handler: async ({ query }) => (await searchUsers(deps.db, query.q)).map((u) => presentAdminUser(u, now())),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/set_creator',
    summary: '授予或收回创作者身份（管理员）',
    access: 'admin',
    body: setCreatorBody,
    result: adminUserSchema,
    handler: async ({ body }) => {
      await loadUser(body.user_id);
      await deps.db
        .updateTable('users')
        .set({ is_creator: body.is_creator ? 1 : 0, updated_at: isoAt(now()) })
        .where('id', '=', body.user_id)
        .execute();
      return presentAdminUser(await loadUser(body.user_id), now());
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/user/search/wx',
    summary: '按微信 openid 查找用户（管理员）',
    access: 'admin',
    query: z.object({ openid: z.string({ error: '缺少 openid' }).trim().min(1, '缺少 openid').max(128) }),
    result: adminUserSchema.nullable(),
    handler: async ({ query }) => {
      const row = await deps.db
        .selectFrom('users')
        .selectAll()
        .where('wx_openid', '=', query.openid)
        .executeTakeFirst();
      return row ? presentAdminUser(row, now()) : null;
    },
  });
}
