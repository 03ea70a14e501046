import { type AppUA, COOKIE, CUID_MAX_AGE_DAYS, parseAppUA } from '@bb/contract';
import { readCookie, writeCookie } from './cookies';

/**
 * Who this client is, read once at start-up. A visitor is new when neither bb_uid nor bb_cuid
 * was present (SPEC.md §4); the anonymous id is then created and kept for 365 days.
 */
export interface ClientIdentity {
  cuid: string;
  isNew: boolean;
  appUA: AppUA | null;
  inApp: boolean;
  source: 'WEB' | 'WEBVIEW';
}

let identity: ClientIdentity | null = null;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older web views: a v4 UUID from getRandomValues.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function initIdentity(): ClientIdentity {
  if (identity) return identity;
  const existing = readCookie(COOKIE.cuid);
  const isNew = !existing && !readCookie(COOKIE.uid);
  const cuid = existing ?? randomId();
  writeCookie(COOKIE.cuid, cuid, CUID_MAX_AGE_DAYS * 86_400);
  const appUA = parseAppUA(readCookie(COOKIE.ua));
  identity = { cuid, isNew, appUA, inApp: appUA !== null, source: appUA ? 'WEBVIEW' : 'WEB' };
  return identity;
}

export function getIdentity(): ClientIdentity {
  return identity ?? initIdentity();
}

export function currentUserId(): number | null {
  const uid = Number(readCookie(COOKIE.uid));
  return Number.isInteger(uid) && uid > 0 ? uid : null;
}
