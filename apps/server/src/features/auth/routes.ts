import {
  authResult,
  COOKIE,
  captchaQuery,
  changePasswordBody,
  loginBody,
  registerBody,
  registerByPhoneBody,
  registerRuleResult,
  resetPasswordBody,
  smsSendBody,
  smsSendResult,
} from '@bb/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import { defineRoute } from '../../platform/http/route.js';
import { findUserByPhone } from '../users/repo.js';
import { consumeCaptcha, issueCaptcha } from './captcha.js';
import * as auth from './service.js';
import { deleteSession } from './sessions.js';
import { sendSmsCode } from './sms-codes.js';

function sessionMeta(req: FastifyRequest) {
  return { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' };
}

/** `bb_token` stays readable by the page: the app shell and the web client read it (DESIGN.md). */
function setSessionCookies(deps: Deps, req: FastifyRequest, reply: FastifyReply, token: string, userId: number) {
  const options = {
    path: '/',
    sameSite: 'lax' as const,
    secure: req.protocol === 'https',
    maxAge: deps.config.sessionTtlDays * 86_400,
  };
  reply.setCookie(COOKIE.token, token, options);
  reply.setCookie(COOKIE.uid, String(userId), options);
}

function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(COOKIE.token, { path: '/' });
  reply.clearCookie(COOKIE.uid, { path: '/' });
}

export function authRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: 'GET',
    url: '/auth/register_rule',
    summary: '注册规则：是否需要短信验证码和邀请码',
    access: 'public',
    result: registerRuleResult,
    handler: () => auth.registerRule(deps),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/register_by_phone',
    summary: '手机号注册（规则不要求短信验证码时）',
    access: 'public',
    body: registerByPhoneBody,
    result: authResult,
    handler: async ({ body, req, reply }) => {
      if (deps.config.registerRequireSms) throw badRequest('sms_code: 注册需要短信验证码');
      const result = await auth.register(
        deps,
        { phone: body.phone, password: body.password, code: body.code },
        sessionMeta(req),
      );
      setSessionCookies(deps, req, reply, result.token, result.user.id);
      return result;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/register',
    summary: '手机号 + 短信验证码注册',
    access: 'public',
    body: registerBody,
    result: authResult,
    handler: async ({ body, req, reply }) => {
      const result = await auth.register(
        deps,
        { phone: body.phone, password: body.password, code: body.code, smsCode: body.sms_code },
        sessionMeta(req),
      );
      setSessionCookies(deps, req, reply, result.token, result.user.id);
      return result;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/login',
    summary: '手机号或用户名登录',
    access: 'public',
    body: loginBody,
    result: authResult,
    handler: async ({ body, req, reply }) => {
      const result = await auth.login(deps, body.username, body.password, sessionMeta(req));
      setSessionCookies(deps, req, reply, result.token, result.user.id);
      return result;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/logout',
    summary: '退出当前登录',
    access: 'user',
    handler: async ({ user, reply }) => {
      await deleteSession(deps.db, user.sessionId);
      clearSessionCookies(reply);
      return true;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/change_password',
    summary: '修改密码：本人 {old_password,new_password}，或管理员 {user_id,new_password}',
    access: 'user',
    body: changePasswordBody,
    handler: async ({ user, body }) => {
      if ('old_password' in body) await auth.changeOwnPassword(deps, user, body.old_password, body.new_password);
      else await auth.changeUserPassword(deps, user, body.user_id, body.new_password);
      return true;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/reset_password',
    summary: '用短信验证码重置密码（结束该用户所有登录）',
    access: 'public',
    body: resetPasswordBody,
    handler: async ({ body }) => {
      await auth.resetPassword(deps, body.phone, body.new_password, body.sms_code);
      return true;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/captcha',
    summary: '图形验证码（SVG），5 分钟内有效，只能用一次',
    access: 'public',
    query: captchaQuery,
    raw: true,
    handler: async ({ query, req, reply }) => {
      const svg = await issueCaptcha(deps, query.key, req.ip);
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/smscode/send',
    summary: '发送短信验证码（需图形验证码；stype: reset 默认、register、bind）',
    access: 'public',
    body: smsSendBody,
    result: smsSendResult,
    handler: async ({ body, req }) => {
      const key = body.key ?? req.cookies[COOKIE.cuid];
      if (!key) throw badRequest('captcha: 请先获取图形验证码');
      await consumeCaptcha(deps, key, body.captcha);
      const registered = await findUserByPhone(deps.db, body.phone);
      if (body.stype === 'register' && registered) throw conflict('phone: 该手机号已注册');
      if (body.stype === 'reset' && !registered) throw notFound('phone: 该手机号未注册');
      return sendSmsCode(deps, body.phone, body.stype, req.ip);
    },
  });
}
