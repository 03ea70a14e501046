import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Conventions, the same on SQLite and PostgreSQL:
 * times are ISO 8601 UTC text, flags are integers 0/1, JSON is text.
 */
export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  member_logs: MemberLogsTable;
  visitors: VisitorsTable;
  visitor_events: VisitorEventsTable;
  app_settings: AppSettingsTable;
  articles: ArticlesTable;
  article_topics: { article_id: number; topic: string };
  article_labels: { article_id: number; label: string };
  article_marks: { user_id: number; article_id: number; action: string; created_at: string };
  reading_progress: ReadingProgressTable;
  reading_days: { user_id: number; day: string; article_id: number; seconds: number };
  reading_tickets: { nonce: string; user_id: number; article_id: number; issued_at: string; credited: number };
  collections: CollectionsTable;
  collection_articles: { collection_id: number; article_id: number; position: number };
  collection_marks: { user_id: number; collection_id: number; action: string; created_at: string };
  creator_follows: { user_id: number; creator_id: number; created_at: string };
  tasks: TasksTable;
  dict_entries: DictEntriesTable;
  dict_forms: { form: string; lemma: string };
  words: WordsTable;
  article_words: {
    article_id: number;
    word: string;
    resolve: string;
    tag: string;
    created_by: number | null;
    created_at: string;
  };
  word_contexts: {
    id: Generated<number>;
    word_id: number;
    surface: string;
    sentence: string;
    article_id: number | null;
    created_at: string;
  };
  word_reviews: {
    id: Generated<number>;
    word_id: number;
    user_id: number;
    rating: number;
    spent_ms: number;
    state_before: number;
    scheduled_days: number;
    reviewed_at: string;
    day: string;
  };
}

/** A word-book card: the FSRS card fields as ts-fsrs names them. */
export interface WordsTable {
  id: Generated<number>;
  user_id: number;
  lemma: string;
  state: number;
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: string | null;
  created_at: string;
  updated_at: string;
}

export interface DictEntriesTable {
  id: Generated<number>;
  word: string;
  word_lower: string;
  phonetic: string;
  /** English definitions, one per line (ECDICT's escapes already decoded). */
  definition: string;
  /** Chinese meanings, one per line. */
  translation: string;
  /** Space-separated exam lists: zk gk cet4 cet6 ky toefl ielts gre. */
  tags: string;
  collins: number;
  oxford: number;
  bnc: number;
  frq: number;
  exchange: string;
}

export interface ArticlesTable {
  id: Generated<number>;
  title: string;
  title_zh: string;
  summary: string;
  author: string;
  source: string;
  source_url: string;
  cover: string;
  creator_id: number | null;
  /** JSON array of strings. */
  topics: string;
  /** JSON array of difficulty labels: one level, then exam labels. */
  labels: string;
  status: string;
  published_at: string | null;
  is_lock: number;
  word_count: number;
  minutes: number;
  /** JSON array of {id, en, zh}: one row reads a whole article. */
  paragraphs: string;
  /** The English text, for full-text search. */
  body_text: string;
  created_at: string;
  updated_at: string;
}

export interface ReadingProgressTable {
  user_id: number;
  article_id: number;
  seconds: number;
  progress: number;
  paragraph_id: string;
  first_read_at: string;
  last_read_at: string;
  finished_day: string | null;
}

export interface CollectionsTable {
  id: Generated<number>;
  title: string;
  description: string;
  cover: string;
  creator_id: number | null;
  status: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface TasksTable {
  id: Generated<number>;
  kind: string;
  status: string;
  payload: string;
  result: string;
  error: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  username: string;
  password_hash: string;
  avatar: string;
  is_super: number;
  is_creator: number;
  member_level: number | null;
  member_expires_at: string | null;
  member_is_trial: number;
  invite_code: string;
  wx_openid: string | null;
  created_at: string;
  updated_at: string;
  articles_seen_at: Generated<string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
}

export interface CaptchasTable {
  key: string;
  answer: string;
  expires_at: string;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  stype: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface MemberLogsTable {
  id: Generated<number>;
  user_id: number;
  operator_id: number | null;
  action: string;
  level: number | null;
  days: number | null;
  expires_at: string | null;
  remark: string;
  created_at: string;
}

export interface VisitorsTable {
  cuid: string;
  uid: number | null;
  source: string;
  ua: string;
  ip: string;
  events: number;
  first_seen: string;
  last_seen: string;
}

export interface VisitorEventsTable {
  id: Generated<number>;
  cuid: string;
  uid: number | null;
  name: string;
  data: string;
  is_new: number;
  source: string;
  created_at: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: number | null;
}
