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
