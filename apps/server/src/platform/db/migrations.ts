import { type CreateTableBuilder, type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Dialect } from './index.js';
import type { DB } from './schema.js';

/** An auto-increment integer primary key: the one column type the two dialects spell differently. */
function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_platform': {
      async up(db: Kysely<unknown>) {
        await withId(db.schema.createTable('users'), dialect)
          .addColumn('phone', 'text', (c) => c.notNull().unique())
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('is_super', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_creator', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('member_level', 'integer')
          .addColumn('member_expires_at', 'text')
          .addColumn('member_is_trial', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('invite_code', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('wx_openid', 'text', (c) => c.unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('users_username_lower')
          .on('users')
          .unique()
          .expression(sql`lower(username)`)
          .execute();

        await withId(db.schema.createTable('sessions'), dialect)
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

        await db.schema
          .createTable('captchas')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('answer', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();

        await withId(db.schema.createTable('sms_codes'), dialect)
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('stype', 'text', (c) => c.notNull())
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'stype', 'id']).execute();

        await withId(db.schema.createTable('member_logs'), dialect)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('operator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('level', 'integer')
          .addColumn('days', 'integer')
          .addColumn('expires_at', 'text')
          .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('member_logs_user').on('member_logs').columns(['user_id', 'id']).execute();

        await db.schema
          .createTable('visitors')
          .addColumn('cuid', 'text', (c) => c.primaryKey())
          .addColumn('uid', 'integer')
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('ua', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('events', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('first_seen', 'text', (c) => c.notNull())
          .addColumn('last_seen', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('visitors_last_seen').on('visitors').column('last_seen').execute();

        await withId(db.schema.createTable('visitor_events'), dialect)
          .addColumn('cuid', 'text', (c) => c.notNull())
          .addColumn('uid', 'integer')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('visitor_events_cuid').on('visitor_events').columns(['cuid', 'id']).execute();

        await db.schema
          .createTable('app_settings')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('updated_by', 'integer')
          .execute();
      },
    },
  };
}

/** `schema`: PostgreSQL only, where the migration bookkeeping lives when not in `public`. */
export async function migrateToLatest(db: Kysely<DB>, dialect: Dialect, schema?: string): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
