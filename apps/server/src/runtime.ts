import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Clock, systemClock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import { type Database, openDatabase } from './platform/db/index.js';
import { migrateToLatest } from './platform/db/migrations.js';
import type { Deps } from './platform/deps.js';
import { createSmsProvider } from './platform/providers/sms.js';
import { memoryRateLimiter, redisRateLimiter } from './platform/ratelimit.js';
import { loadAppSecret } from './platform/secrets.js';

export interface Runtime {
  deps: Deps;
  database: Database;
  migrated: string[];
  close(): Promise<void>;
}

export interface RuntimeOptions {
  clock?: Clock;
  /** PostgreSQL only: a schema of its own (tests run each file in one). */
  pgSchema?: string;
}

/** config → secret → database → migrations → providers: everything a server or the CLI needs. */
export async function openRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const clock = options.clock ?? systemClock;
  const database = openDatabase(config.database, { schema: options.pgSchema });
  const migrated = await migrateToLatest(database.db, database.dialect, options.pgSchema);
  const limiter = config.redisUrl ? redisRateLimiter(config.redisUrl) : memoryRateLimiter(clock);
  const deps: Deps = {
    config,
    db: database.db,
    dialect: database.dialect,
    clock,
    secret: loadAppSecret(config.appSecret, config.dataDir),
    sms: createSmsProvider(config.sms),
    limiter,
  };
  return {
    deps,
    database,
    migrated,
    async close() {
      await limiter.close();
      await database.close();
    },
  };
}

/** The built web app sits next to the server in the repository: apps/web/dist. */
export function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}
