import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP, computed once at start-up (helmet rebuilt them per request, a
 * measurable share of a small request's cost). The same set helmet's defaults give.
 */
const CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  // antd and antd-mobile set inline styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob: https:",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join(';');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * JSON answers are never rendered as documents, so the document policies above do nothing there;
 * they get only what still applies, which keeps small API responses small.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

const API_PATH = /^\/(api|auth|reader|healthz)(\/|\?|$)/;
const DOCS_PATH = /^\/api\/docs(\/|\?|$)/;

export function installSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: nothing to wait for, so no promise per request.
  app.addHook('onRequest', (req, reply, done) => {
    const api = API_PATH.test(req.url) && !DOCS_PATH.test(req.url);
    reply.headers(api ? API_SECURITY_HEADERS : SECURITY_HEADERS);
    done();
  });
}
