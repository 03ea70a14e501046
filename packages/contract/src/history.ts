import { z } from 'zod';
import { articleSummarySchema } from './articles.js';
import { idSchema, isoTime } from './values.js';

export const HISTORY_SOURCES = ['ARTICLE', 'BOOK', 'MAGAZINE'] as const;
/** One report covers at most this much reading; the client reports every 30 s and on leave. */
export const MAX_REPORT_SECONDS = 600;

export const historyPostBody = z.object({
  source_id: idSchema,
  spent_time: z.coerce
    .number({ error: 'spent_time 必须是秒数' })
    .int()
    .min(0, 'spent_time 不能为负')
    .max(MAX_REPORT_SECONDS, `spent_time 一次最多 ${MAX_REPORT_SECONDS} 秒`),
  t: z.string({ error: '缺少阅读凭证 t' }).min(10, '阅读凭证不正确').max(500),
  source: z.enum(HISTORY_SOURCES).default('ARTICLE'),
  /** Where the reader is: the paragraph at the top of the screen, and how far through (0–1). */
  pos: z.string().max(32).optional(),
  progress: z.number().min(0).max(1).optional(),
});
export const historyPostResult = z.object({ accepted: z.number().int(), total_today: z.number().int() });

export const historyItemSchema = z.object({
  article: articleSummarySchema,
  seconds: z.number().int(),
  progress: z.number(),
  finished: z.boolean(),
  last_read_at: isoTime,
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const dayStatsSchema = z.object({
  date: z.string(),
  seconds: z.number().int(),
  articles: z.number().int(),
  words: z.number().int(),
});
export type DayStats = z.infer<typeof dayStatsSchema>;
export const todayStatsSchema = dayStatsSchema.omit({ date: true });

export const historyDataQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const historyDataSchema = z.object({
  days: z.array(dayStatsSchema),
  totals: z.object({
    seconds: z.number().int(),
    articles: z.number().int(),
    words: z.number().int(),
    days_read: z.number().int(),
  }),
  streak: z.number().int(),
});
export type HistoryData = z.infer<typeof historyDataSchema>;

export const RANK_CATS = ['time', 'finished'] as const;
export type RankCat = (typeof RANK_CATS)[number];
export const rankQuery = z.object({
  cat: z.enum(RANK_CATS, { error: 'cat 只能是 time 或 finished' }).default('time'),
  rank_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'rank_date 格式为 YYYY-MM-DD')
    .optional(),
});
export const rankEntrySchema = z.object({
  rank: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string(), avatar: z.string() }),
  value: z.number().int(),
});
export const rankSchema = z.object({
  cat: z.enum(RANK_CATS),
  week_start: z.string(),
  week_end: z.string(),
  top: z.array(rankEntrySchema),
  me: rankEntrySchema.nullable(),
});
export type Rank = z.infer<typeof rankSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  result: z.unknown(),
  error: z.string(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type Task = z.infer<typeof taskSchema>;
