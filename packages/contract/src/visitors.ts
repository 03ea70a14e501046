import { z } from 'zod';
import { VISITOR_EVENT_DATA_MAX_BYTES, VISITOR_PAGE_SIZE } from './constants.js';
import { isoTime, pagingQuery } from './values.js';

export const VISITOR_SOURCES = ['WEB', 'WEBVIEW'] as const;

export const logEventBody = z.object({
  name: z.string({ error: '缺少事件名' }).trim().min(1, '缺少事件名').max(64, '事件名最多 64 字'),
  data: z
    .unknown()
    .optional()
    .refine(
      (d) => d === undefined || JSON.stringify(d).length <= VISITOR_EVENT_DATA_MAX_BYTES,
      `data 不能超过 ${VISITOR_EVENT_DATA_MAX_BYTES / 1024} KB`,
    ),
  cuid: z.string().trim().max(64).optional().default(''),
  uid: z.union([z.number(), z.string()]).optional().nullable(),
  is_new: z
    .union([z.boolean(), z.number()])
    .optional()
    .transform((v) => v === true || v === 1),
  source: z.enum(VISITOR_SOURCES, { error: 'source 只能是 WEB 或 WEBVIEW' }).default('WEB'),
});

export const visitorListQuery = pagingQuery(VISITOR_PAGE_SIZE);

export const visitorSchema = z.object({
  cuid: z.string(),
  uid: z.number().int().nullable(),
  username: z.string().nullable(),
  source: z.string(),
  ua: z.string(),
  ip: z.string(),
  events: z.number().int(),
  first_seen: isoTime,
  last_seen: isoTime,
});
export type Visitor = z.infer<typeof visitorSchema>;

export const visitorLogsQuery = z.object({
  cuid: z.string({ error: '缺少 cuid' }).trim().min(1, '缺少 cuid').max(64),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const visitorEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  data: z.unknown(),
  uid: z.number().int().nullable(),
  is_new: z.boolean(),
  source: z.string(),
  created_at: isoTime,
});
export type VisitorEvent = z.infer<typeof visitorEventSchema>;
