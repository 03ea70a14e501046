import { z } from 'zod';
import { articleSummarySchema, creatorBrief } from './articles.js';
import { idSchema, isoTime } from './values.js';

export const collectionAddBody = z.object({
  title: z.string({ error: '请填写合集标题' }).trim().min(1, '请填写合集标题').max(100, '标题最多 100 字'),
  description: z.string().trim().max(1000, '简介最多 1000 字').optional().default(''),
  cover: z.string().trim().max(2000).optional().default(''),
  article_ids: z.array(idSchema).max(500, '一个合集最多 500 篇').optional().default([]),
  /** Given: update that collection instead of creating one. */
  id: idSchema.optional(),
});

export const COLLECTION_MARK_ACTIONS = ['star', 'unstar', 'follow', 'unfollow'] as const;
export const collectionMarkBody = z.object({
  action: z.enum(COLLECTION_MARK_ACTIONS, { error: 'action 只能是 star、unstar、follow 或 unfollow' }),
});
export const collectionPublishBody = z.object({ cancel: z.boolean().optional().default(false) });

export const collectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover: z.string(),
  creator: creatorBrief.nullable(),
  status: z.enum(['draft', 'published']),
  article_count: z.number().int(),
  followers: z.number().int(),
  followed: z.boolean(),
  starred: z.boolean(),
  published_at: isoTime.nullable(),
  updated_at: isoTime,
});
export type Collection = z.infer<typeof collectionSchema>;

export const collectionShowSchema = collectionSchema.extend({ articles: z.array(articleSummarySchema) });
export type CollectionShow = z.infer<typeof collectionShowSchema>;

export const creatorSchema = creatorBrief.extend({
  articles: z.number().int(),
  followers: z.number().int(),
  followed: z.boolean(),
});
export type Creator = z.infer<typeof creatorSchema>;
export const followBody = z.object({ status: z.boolean({ error: 'status 必须是 true 或 false' }) });
