/**
 * Request signing (SPEC.md §7 "Other", API.md "Request signing"): the client sends a millisecond
 * timestamp and a three-digit value derived from a hash of the sorted parameters and that
 * timestamp. It is a light anti-cheat check, not authentication: both sides compute the same
 * FNV-1a hash, so it runs synchronously in the browser and on the server.
 */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

type ParamValue = string | number | boolean | null | undefined;

export function canonicalParams(params: Record<string, unknown>): string {
  return Object.keys(params)
    .filter((k) => params[k] !== undefined && params[k] !== null)
    .sort()
    .map((k) => `${k}=${stringifyParam(params[k] as ParamValue | object)}`)
    .join('&');
}

function stringifyParam(value: ParamValue | object): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function signParams(params: Record<string, unknown>, timestamp: number): string {
  return String(fnv1a(`${canonicalParams(params)}#${timestamp}`) % 1000).padStart(3, '0');
}

export function verifySignature(
  params: Record<string, unknown>,
  timestamp: number,
  signature: string,
  now: number,
): boolean {
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > SIGNATURE_MAX_SKEW_MS) return false;
  return signParams(params, timestamp) === signature;
}
