import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/**
 * Every environment variable the server reads, validated once at start-up. README.md's
 * configuration table lists the same names, defaults and meanings.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^(postgres(ql)?:\/\/|sqlite:)/.test(v), 'must start with postgres:// or sqlite:'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_PHONE: z.string().default('13800000000'),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  SMS_PROVIDER: z.enum(['console', 'webhook']).default('console'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  REGISTER_REQUIRE_SMS: flag,
  REGISTER_REQUIRE_INVITE: flag,
  BUSINESS_TZ: z.string().default('Asia/Shanghai'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ALLOW_PRIVATE_FETCH: flag,
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: flag,
  SEED_DEMO: flag,
  DICT_AUTO_IMPORT: flag,
  DICT_SOURCE: z.string().optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  appSecret: string | undefined;
  adminPhone: string;
  adminPassword: string | undefined;
  sms: { provider: 'console' } | { provider: 'webhook'; url: string; token: string | undefined };
  registerRequireSms: boolean;
  registerRequireInvite: boolean;
  businessTz: string;
  sessionTtlDays: number;
  allowPrivateFetch: boolean;
  redisUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  bodyLimitBytes: number;
  trustProxy: boolean;
  seedDemo: boolean;
  shutdownGraceMs: number;
  dictAutoImport: boolean;
  dictSource: string | undefined;
  webDist: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as shells and compose files commonly leave them.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'webhook' && !e.SMS_WEBHOOK_URL) {
    throw new ConfigError('Invalid configuration:\n  SMS_WEBHOOK_URL: required when SMS_PROVIDER=webhook');
  }
  if (!isTimeZone(e.BUSINESS_TZ)) {
    throw new ConfigError(`Invalid configuration:\n  BUSINESS_TZ: unknown time zone "${e.BUSINESS_TZ}"`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const url = e.DATABASE_URL;
  const database: Config['database'] =
    url && !url.startsWith('sqlite:')
      ? { kind: 'postgres', url }
      : { kind: 'sqlite', file: url ? url.slice('sqlite:'.length) : path.join(dataDir, 'bb.sqlite') };
  const sms: Config['sms'] =
    e.SMS_PROVIDER === 'webhook' && e.SMS_WEBHOOK_URL
      ? { provider: 'webhook', url: e.SMS_WEBHOOK_URL, token: e.SMS_WEBHOOK_TOKEN }
      : { provider: 'console' };
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    appSecret: e.APP_SECRET,
    adminPhone: e.ADMIN_PHONE,
    adminPassword: e.ADMIN_PASSWORD,
    sms,
    // With the console provider nobody receives a real SMS, so requiring one would lock users out.
    registerRequireSms: e.REGISTER_REQUIRE_SMS ?? sms.provider !== 'console',
    registerRequireInvite: e.REGISTER_REQUIRE_INVITE ?? false,
    businessTz: e.BUSINESS_TZ,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    allowPrivateFetch: e.ALLOW_PRIVATE_FETCH ?? false,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY ?? false,
    seedDemo: e.SEED_DEMO ?? true,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    dictAutoImport: e.DICT_AUTO_IMPORT ?? true,
    dictSource: e.DICT_SOURCE,
    webDist: e.WEB_DIST,
  };
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
