import { z } from 'zod';
import { isoTime } from './values.js';

export const notifySchema = z.object({
  text: z.string().trim().max(500, '公告最多 500 字'),
  updated_at: isoTime.nullable(),
});
export type Notify = z.infer<typeof notifySchema>;
export const notifyBody = notifySchema.pick({ text: true });

/** The enterprise-chat (企业微信) contact shown to readers who want help. */
export const contactSchema = z.object({
  name: z.string().trim().max(40, '名称最多 40 字'),
  wechat_id: z.string().trim().max(64, '微信号最多 64 字'),
  qrcode: z.string().trim().max(500, '二维码地址过长'),
  url: z.string().trim().max(500, '链接过长'),
  note: z.string().trim().max(200, '说明最多 200 字'),
});
export type Contact = z.infer<typeof contactSchema>;

export const appVersionSchema = z.object({
  version_code: z.coerce.number().int().min(0, '版本号不能为负'),
  version: z.string().trim().max(32, '版本名过长'),
  url: z.string().trim().max(500, '下载地址过长'),
  notes: z.string().trim().max(1000, '更新说明最多 1000 字'),
  force: z.boolean().default(false),
});
export type AppVersion = z.infer<typeof appVersionSchema>;
