import { z } from 'zod';
import { DIFFICULTY_LABEL_KEYS, type DifficultyLabel } from './labels.js';
import { idSchema, isoTime } from './values.js';

/** One difficulty level per article, plus any number of exam labels (SPEC.md §1). */
export const LEVELS = ['VERY_EASY', 'EASY', 'STANDARD', 'DIFFICULT', 'VERY_DIFFICULT'] as const;
export type Level = (typeof LEVELS)[number];
export const EXAM_LABELS = ['C4', 'C6', 'L4', 'L8', 'IELTS'] as const;
export type ExamLabel = (typeof EXAM_LABELS)[number];

export const ARTICLE_STATUSES = ['draft', 'pending', 'published', 'rejected', 'offline'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_STATUS_NAMES: Record<ArticleStatus, string> = {
  draft: '草稿',
  pending: '待审核',
  published: '已发布',
  rejected: '未通过',
  offline: '已下线',
};

export const MAX_PARAGRAPHS = 2000;
export const MAX_PARAGRAPH_CHARS = 20_000;

const labelSchema = z.enum(DIFFICULTY_LABEL_KEYS as [DifficultyLabel, ...DifficultyLabel[]], {
  error: '难度标签不正确',
});

export const paragraphSchema = z.object({ id: z.string(), en: z.string(), zh: z.string() });
export type Paragraph = z.infer<typeof paragraphSchema>;

export const paragraphInput = z.object({
  id: z.string().trim().max(32).optional(),
  en: z.string().trim().min(1, '段落不能为空').max(MAX_PARAGRAPH_CHARS, `段落最多 ${MAX_PARAGRAPH_CHARS} 字符`),
  zh: z.string().trim().max(MAX_PARAGRAPH_CHARS).optional().default(''),
});

const shortText = (max: number, name: string) => z.string().trim().max(max, `${name}最多 ${max} 字`);

/** The editable fields; `add` also takes the body as paragraphs, plain text or a URL to fetch. */
export const articleFields = z.object({
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(300, '标题最多 300 字'),
  title_zh: shortText(300, '中文标题').default(''),
  summary: shortText(2000, '摘要').default(''),
  author: shortText(100, '作者').default(''),
  source: shortText(100, '来源').default(''),
  source_url: z.union([z.literal(''), z.url({ error: '来源链接不正确' }).max(2000)]).default(''),
  cover: shortText(2000, '封面地址').default(''),
  topics: z.array(z.string().trim().min(1).max(30, '话题最多 30 字')).max(10, '话题最多 10 个').default([]),
  /** Omitted: computed from the text (one level plus exam labels). */
  labels: z.array(labelSchema).max(6).optional(),
  status: z.enum(ARTICLE_STATUSES, { error: '状态不正确' }).optional(),
  published_at: z.union([z.iso.datetime({ offset: true, error: '发布时间格式不正确' }), z.null()]).optional(),
  is_lock: z.boolean().optional(),
  paragraphs: z
    .array(paragraphInput)
    .min(1, '至少需要一个段落')
    .max(MAX_PARAGRAPHS, `段落最多 ${MAX_PARAGRAPHS} 个`)
    .optional(),
});

export const articleAddBody = z.object({
  article: articleFields
    .partial({ title: true })
    .extend({
      text: z
        .string()
        .max(MAX_PARAGRAPHS * 2000, '正文过长')
        .optional(),
      collection_id: idSchema.optional(),
    })
    .refine(
      (a) => a.paragraphs || a.text?.trim() || a.source_url,
      '请提供正文：paragraphs、text 或 source_url 其中之一',
    )
    .refine((a) => a.title || a.source_url, { message: '请填写标题', path: ['title'] }),
});

export const articleUpdateBody = z.object({ article: articleFields.partial() });

export const creatorBrief = z.object({ id: z.number().int(), username: z.string(), avatar: z.string() });
export type CreatorBrief = z.infer<typeof creatorBrief>;

export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_zh: z.string(),
  summary: z.string(),
  author: z.string(),
  source: z.string(),
  cover: z.string(),
  creator: creatorBrief.nullable(),
  topics: z.array(z.string()),
  labels: z.array(z.string()),
  status: z.enum(ARTICLE_STATUSES),
  published_at: isoTime.nullable(),
  is_lock: z.boolean(),
  word_count: z.number().int(),
  minutes: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  source_url: z.string(),
  paragraphs: z.array(paragraphSchema),
  created_at: isoTime,
  updated_at: isoTime,
});
export type Article = z.infer<typeof articleSchema>;

export const articleShowSchema = articleSchema.extend({
  /** True when a non-member sees only the first part of a locked article. */
  locked: z.boolean(),
  total_paragraphs: z.number().int(),
  collection: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ id: z.number().int(), title: z.string(), title_zh: z.string() }).nullable(),
  position: z.object({ paragraph_id: z.string(), progress: z.number() }).nullable(),
  starred: z.boolean(),
  liked: z.boolean(),
  finished: z.boolean(),
  /** The reading ticket for POST /reader/history; empty when not signed in. */
  t: z.string(),
});
export type ArticleShow = z.infer<typeof articleShowSchema>;

export const MARK_ACTIONS = ['star', 'like', 'finish'] as const;
export type MarkAction = (typeof MARK_ACTIONS)[number];
export const articleMarkBody = z.object({
  action: z.enum(MARK_ACTIONS, { error: 'action 只能是 star、like 或 finish' }),
  status: z.boolean({ error: 'status 必须是 true 或 false' }),
});
export const articleLockBody = z.object({ is_lock: z.boolean({ error: 'is_lock 必须是 true 或 false' }) });

export const articleListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  label: labelSchema.optional(),
  topic: z.string().trim().max(30).optional(),
});

export const manageQuery = articleListQuery.extend({
  status: z.enum(ARTICLE_STATUSES).optional(),
  creator_id: idSchema.optional(),
  q: z.string().trim().max(100).optional(),
});

export const topicQuery = z.object({
  q: z.string().trim().max(30).optional().default(''),
  author: z.string().trim().max(100).optional().default(''),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const SEARCH_ORDERS = ['relevance', 'newest'] as const;
export const searchQuery = z.object({
  q: z.string({ error: '请输入搜索内容' }).trim().min(1, '请输入搜索内容').max(100, '搜索内容最多 100 字'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  order_by: z.enum(SEARCH_ORDERS, { error: 'order_by 只能是 relevance 或 newest' }).default('relevance'),
});
export const searchHitSchema = articleSummarySchema.extend({
  /** Snippets with matches wrapped in <mark>…</mark>; everything else is escaped text. */
  highlight: z.object({ title: z.string(), title_zh: z.string(), body: z.string() }),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
