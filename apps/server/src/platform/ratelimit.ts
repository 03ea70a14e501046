import { Redis } from 'ioredis';
import type { Clock } from './clock.js';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

/**
 * Fixed-window counters keyed by what is limited (`login:ip:1.2.3.4`). In process by default;
 * on Redis when REDIS_URL is set, so several server processes share the counts.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export function memoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = clock.now();
  return {
    async hit(key, limit, windowMs) {
      const now = clock.now();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, count: w.count, retryAfterMs: w.resetAt - now };
    },
    async close() {
      windows.clear();
    },
  };
}

export function redisRateLimiter(url: string, prefix = 'bb:rl:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
      let retryAfterMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, windowMs);
        retryAfterMs = windowMs;
      }
      return { allowed: count <= limit, count, retryAfterMs };
    },
    async close() {
      await redis.quit();
    },
  };
}
