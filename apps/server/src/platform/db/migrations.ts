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
    '0002_reading': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('users').addColumn('articles_seen_at', 'text').execute();

        await withId(db.schema.createTable('articles'), dialect)
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('title_zh', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('source_url', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('topics', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('published_at', 'text')
          .addColumn('is_lock', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('word_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('paragraphs', 'text', (c) => c.notNull())
          .addColumn('body_text', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('articles_published').on('articles').columns(['status', 'published_at']).execute();
        await db.schema.createIndex('articles_creator').on('articles').columns(['creator_id', 'id']).execute();
        await db.schema.createIndex('articles_author').on('articles').column('author').execute();

        await db.schema
          .createTable('article_topics')
          .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
          .addColumn('topic', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('article_topics_pk', ['topic', 'article_id'])
          .execute();
        await db.schema
          .createTable('article_labels')
          .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
          .addColumn('label', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('article_labels_pk', ['label', 'article_id'])
          .execute();
        await db.schema
          .createTable('article_marks')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('article_marks_pk', ['user_id', 'action', 'article_id'])
          .execute();

        await db.schema
          .createTable('reading_progress')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
          .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
          .addColumn('paragraph_id', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('first_read_at', 'text', (c) => c.notNull())
          .addColumn('last_read_at', 'text', (c) => c.notNull())
          .addColumn('finished_day', 'text')
          .addPrimaryKeyConstraint('reading_progress_pk', ['user_id', 'article_id'])
          .execute();
        await db.schema
          .createIndex('reading_progress_recent')
          .on('reading_progress')
          .columns(['user_id', 'last_read_at'])
          .execute();
        await db.schema
          .createIndex('reading_progress_finished')
          .on('reading_progress')
          .columns(['finished_day', 'user_id'])
          .execute();
        await db.schema
          .createTable('reading_days')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
          .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('reading_days_pk', ['user_id', 'day', 'article_id'])
          .execute();
        await db.schema.createIndex('reading_days_day').on('reading_days').columns(['day', 'user_id']).execute();
        await db.schema
          .createTable('reading_tickets')
          .addColumn('nonce', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('article_id', 'integer', (c) => c.notNull())
          .addColumn('issued_at', 'text', (c) => c.notNull())
          .addColumn('credited', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();

        await withId(db.schema.createTable('collections'), dialect)
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('published_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('collection_articles')
          .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
          .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
          .addColumn('position', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('collection_articles_pk', ['collection_id', 'article_id'])
          .execute();
        await db.schema
          .createIndex('collection_articles_article')
          .on('collection_articles')
          .column('article_id')
          .execute();
        await db.schema
          .createTable('collection_marks')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('collection_marks_pk', ['user_id', 'action', 'collection_id'])
          .execute();
        await db.schema
          .createTable('creator_follows')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('creator_follows_pk', ['user_id', 'creator_id'])
          .execute();

        await withId(db.schema.createTable('tasks'), dialect)
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('result', 'text', (c) => c.notNull().defaultTo('null'))
          .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();

        // Full-text search: FTS5 over the articles table's own text on SQLite (no second copy),
        // a weighted tsvector with a GIN index on PostgreSQL.
        if (dialect === 'sqlite') {
          await sql`create virtual table articles_fts using fts5(title, body_text, content='articles', content_rowid='id', tokenize='porter unicode61')`.execute(
            db,
          );
        } else {
          await sql`alter table articles add column search tsvector`.execute(db);
          await sql`create index articles_search on articles using gin (search)`.execute(db);
        }
      },
    },
    '0003_search_zh': {
      async up(db: Kysely<unknown>) {
        // Tags are rewritten by article on every save; without these that is a scan each time.
        await db.schema.createIndex('article_topics_article').on('article_topics').column('article_id').execute();
        await db.schema.createIndex('article_labels_article').on('article_labels').column('article_id').execute();
        // Chinese titles by substring: a trigram index over a small table of their own, so a
        // search never walks the wide article rows (PostgreSQL keeps long columns out of line).
        if (dialect === 'sqlite') {
          await sql`create virtual table articles_zh using fts5(title_zh, tokenize='trigram')`.execute(db);
          await sql`insert into articles_zh(rowid, title_zh) select id, title_zh from articles`.execute(db);
        }
      },
    },
    '0004_dictionary': {
      async up(db: Kysely<unknown>) {
        await withId(db.schema.createTable('dict_entries'), dialect)
          .addColumn('word', 'text', (c) => c.notNull())
          .addColumn('word_lower', 'text', (c) => c.notNull().unique())
          .addColumn('phonetic', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('definition', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('translation', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('collins', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('oxford', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('bnc', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('frq', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('exchange', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        // Inflected form → lemma, built from each lemma's `exchange` (went → go, mice → mouse).
        await db.schema
          .createTable('dict_forms')
          .addColumn('form', 'text', (c) => c.notNull())
          .addColumn('lemma', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('dict_forms_pk', ['form', 'lemma'])
          .execute();
      },
    },
    '0005_wordbook': {
      async up(db: Kysely<unknown>) {
        // One card per reader and lemma, with its FSRS state; contexts are the sentences it came from.
        await withId(db.schema.createTable('words'), dialect)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('lemma', 'text', (c) => c.notNull())
          .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('due', 'text', (c) => c.notNull())
          .addColumn('stability', 'real', (c) => c.notNull().defaultTo(0))
          .addColumn('difficulty', 'real', (c) => c.notNull().defaultTo(0))
          .addColumn('elapsed_days', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('scheduled_days', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('learning_steps', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('reps', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('lapses', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('last_review', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('words_user_lemma', ['user_id', 'lemma'])
          .execute();
        await db.schema.createIndex('words_user_due').on('words').columns(['user_id', 'due']).execute();
        await withId(db.schema.createTable('word_contexts'), dialect)
          .addColumn('word_id', 'integer', (c) => c.notNull().references('words.id').onDelete('cascade'))
          .addColumn('surface', 'text', (c) => c.notNull())
          .addColumn('sentence', 'text', (c) => c.notNull())
          .addColumn('article_id', 'integer', (c) => c.references('articles.id').onDelete('set null'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('word_contexts_word').on('word_contexts').column('word_id').execute();
        await db.schema
          .createIndex('word_contexts_article')
          .on('word_contexts')
          .columns(['article_id', 'word_id'])
          .execute();
        await withId(db.schema.createTable('word_reviews'), dialect)
          .addColumn('word_id', 'integer', (c) => c.notNull().references('words.id').onDelete('cascade'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('rating', 'integer', (c) => c.notNull())
          .addColumn('spent_ms', 'integer', (c) => c.notNull())
          .addColumn('state_before', 'integer', (c) => c.notNull())
          .addColumn('scheduled_days', 'integer', (c) => c.notNull())
          .addColumn('reviewed_at', 'text', (c) => c.notNull())
          .addColumn('day', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('word_reviews_user_day').on('word_reviews').columns(['user_id', 'day']).execute();
      },
    },
    '0006_annotations': {
      async up(db: Kysely<unknown>) {
        // An editor's gloss on a word of one article, shown to every reader of it.
        await db.schema
          .createTable('article_words')
          .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
          .addColumn('word', 'text', (c) => c.notNull())
          .addColumn('resolve', 'text', (c) => c.notNull())
          .addColumn('tag', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('article_words_pk', ['article_id', 'word'])
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
