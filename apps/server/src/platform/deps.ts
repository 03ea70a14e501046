import type { Kysely } from 'kysely';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Dialect } from './db/index.js';
import type { DB } from './db/schema.js';
import type { SmsProvider } from './providers/sms.js';
import type { RateLimiter } from './ratelimit.js';

/** What every feature's routes and services are built from; app.ts assembles it once. */
export interface Deps {
  config: Config;
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  secret: string;
  sms: SmsProvider;
  limiter: RateLimiter;
}
