import { appVersionSchema, contactSchema, notifyBody, notifySchema } from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import { readNotify, readSetting, writeSetting } from './service.js';

export function appinfoRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/appinfo/notify',
    summary: '站内公告',
    access: 'public',
    result: notifySchema,
    handler: () => readNotify(deps),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/appinfo/notify',
    summary: '设置站内公告（管理员；空文本即不显示）',
    access: 'admin',
    body: notifyBody,
    result: notifySchema,
    handler: async ({ user, body }) => {
      await writeSetting(deps, 'notify', { text: body.text }, user.id);
      return readNotify(deps);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/appinfo/contact_qywx',
    summary: '企业微信联系方式',
    access: 'public',
    result: contactSchema,
    handler: async () => (await readSetting(deps, 'contact_qywx')).value,
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/appinfo/contact_qywx',
    summary: '设置企业微信联系方式（管理员）',
    access: 'admin',
    body: contactSchema,
    result: contactSchema,
    handler: async ({ user, body }) => {
      await writeSetting(deps, 'contact_qywx', body, user.id);
      return body;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/appinfo/app_version',
    summary: 'App 最新版本（/app_upgrade 用它与 bb_ua 中的版本比较）',
    access: 'public',
    result: appVersionSchema,
    handler: async () => (await readSetting(deps, 'app_version')).value,
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/appinfo/app_version',
    summary: '设置 App 最新版本（管理员）',
    access: 'admin',
    body: appVersionSchema,
    result: appVersionSchema,
    handler: async ({ user, body }) => {
      await writeSetting(deps, 'app_version', body, user.id);
      return body;
    },
  });
}
