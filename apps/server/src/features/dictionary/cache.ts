import type { Deps } from '../../platform/deps.js';

/**
 * Lookups kept in memory, per server (a test process runs several). The dictionary changes only
 * by import: an import in this process empties the cache at once; one run from the CLI against
 * a running server is picked up when entries expire, after ten minutes at most.
 */
const MAX_ENTRIES = 20_000;
const TTL_MS = 10 * 60_000;

interface Cached<T> {
  value: T;
  at: number;
}

const caches = new WeakMap<Deps, Map<string, Cached<unknown>>>();

function cacheOf(deps: Deps): Map<string, Cached<unknown>> {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new Map();
    caches.set(deps, cache);
  }
  return cache;
}

/** The cached value for `key`, or `load()`'s, kept for next time (oldest dropped first when full). */
export async function remembered<T>(deps: Deps, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(deps);
  const hit = cache.get(key);
  const now = Date.now();
  if (hit && now - hit.at < TTL_MS) return hit.value as T;
  const value = await load();
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { value, at: now });
  return value;
}

export function forgetLookups(deps: Deps): void {
  caches.get(deps)?.clear();
}
