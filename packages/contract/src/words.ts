import { z } from 'zod';
import { WORD_REVIEW_BATCH } from './constants.js';
import { idSchema, isoTime, queryFlag } from './values.js';

const wordField = z.string({ error: '请提供单词' }).trim().min(1, '请提供单词').max(64, '单词最多 64 个字符');

export const addWordBody = z.object({
  word: wordField,
  sentence: z.string().trim().max(2000, '句子最多 2000 字符').optional(),
  article_id: idSchema.optional(),
});
export const delWordBody = z.object({ word: wordField });

export const WORD_ORDERS = ['new', 'old', 'alpha', 'due'] as const;
export const WORD_FILTERS = ['all', 'new', 'learning', 'mastered'] as const;
export const myWordQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  order: z.enum(WORD_ORDERS, { error: 'order 只能是 new、old、alpha 或 due' }).default('new'),
  /** Only new cards, cards being learnt, or mastered ones (interval of three weeks or more). */
  filter: z.enum(WORD_FILTERS, { error: 'filter 只能是 all、new、learning 或 mastered' }).default('all'),
  /** The start of the word, or Chinese found in its meaning. */
  q: z.string().trim().max(64, 'q 最多 64 个字符').optional(),
});

export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export const wordCardSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  phonetic: z.string(),
  meaning: z.string(),
  state: z.enum(CARD_STATES),
  due: isoTime,
  reps: z.number().int(),
  lapses: z.number().int(),
  contexts: z.number().int(),
  created_at: isoTime,
});
export type WordCard = z.infer<typeof wordCardSchema>;

export const wordOverviewSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  learning: z.number().int(),
  mastered: z.number().int(),
  due_today: z.number().int(),
  reviewed_today: z.number().int(),
  streak_days: z.number().int(),
});
export type WordOverview = z.infer<typeof wordOverviewSchema>;

export const wordContextSchema = z.object({
  surface: z.string(),
  sentence: z.string(),
  article: z.object({ id: z.number().int(), title: z.string(), title_zh: z.string() }).nullable(),
  created_at: isoTime,
});
export const wordDetailSchema = z.object({ card: wordCardSchema, contexts: z.array(wordContextSchema) });
export type WordDetail = z.infer<typeof wordDetailSchema>;

export const reviewNextQuery = z.object({
  force: queryFlag.optional().default(false),
  size: z.coerce.number().int().min(1).max(100).default(WORD_REVIEW_BATCH),
});
export const reviewArticleQuery = z.object({
  article_id: z.coerce.number({ error: '缺少 article_id' }).int().positive(),
  offset: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(WORD_REVIEW_BATCH),
});

/** Ratings as FSRS and Anki have them: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export const reviewBody = z.object({
  rating: z.coerce
    .number({ error: 'rating 必须是 1–4' })
    .int('rating 必须是 1–4')
    .min(1, 'rating 必须是 1–4')
    .max(4, 'rating 必须是 1–4'),
  spent: z.coerce.number().int().min(0).max(3_600_000).default(0),
});
/** Milliseconds until the card would be due again after each rating. */
export const intervalsSchema = z.object({ again: z.number(), hard: z.number(), good: z.number(), easy: z.number() });
export const reviewResultSchema = z.object({ card: wordCardSchema, next_due: isoTime, intervals: intervalsSchema });
export const reviewCardSchema = wordCardSchema.extend({ intervals: intervalsSchema });
export type ReviewCard = z.infer<typeof reviewCardSchema>;
