import { createHmac, randomBytes } from 'node:crypto';
import { COOKIE } from '@bb/contract';
import type { FastifyRequest } from 'fastify';

/** The signed-in user as every route sees it: one query per request, joined from the session. */
export interface AuthUser {
  id: number;
  username: string;
  phone: string;
  avatar: string;
  isSuper: boolean;
  isCreator: boolean;
  memberLevel: number | null;
  memberExpiresAt: string | null;
  memberIsTrial: boolean;
  createdAt: string;
  sessionId: number;
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as an HMAC, so a leaked database does not leak sessions. */
export function hashToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

export function readToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  return req.cookies[COOKIE.token] || null;
}

export function isActiveMember(user: Pick<AuthUser, 'memberExpiresAt'>, now: number): boolean {
  return user.memberExpiresAt !== null && Date.parse(user.memberExpiresAt) > now;
}
