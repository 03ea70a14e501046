import { z } from 'zod';
import { memberStateSchema } from './auth.js';
import { idSchema, isoTime } from './values.js';

/**
 * Membership levels. SPEC.md leaves them open; we use two paid tiers. Level 1 unlocks locked
 * articles and the word tools; level 2 adds the larger AI allowance.
 */
export const MEMBER_LEVELS = { 1: '会员', 2: '高级会员' } as const;
export type MemberLevel = keyof typeof MEMBER_LEVELS;
export const MAX_MEMBER_DAYS = 3660;

const days = z.coerce
  .number({ error: '天数必须是数字' })
  .int('天数必须是整数')
  .min(1, '天数至少为 1')
  .max(MAX_MEMBER_DAYS, `天数最多 ${MAX_MEMBER_DAYS}`);
const remark = z.string().trim().max(200, '备注最多 200 字').optional().default('');

export const openMemberBody = z.object({
  user_id: idSchema,
  level: z.coerce
    .number()
    .int()
    .refine((n) => n in MEMBER_LEVELS, '会员等级不正确'),
  days,
  remark,
});
export const renewMemberBody = z.object({ user_id: idSchema, days, remark });
export const closeMemberBody = z.object({ user_id: idSchema, remark });

export const MEMBER_ACTIONS = ['open', 'renew', 'close', 'trial'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];
export const MEMBER_ACTION_NAMES: Record<MemberAction, string> = {
  open: '开通',
  renew: '续期',
  close: '关闭',
  trial: '试用',
};

export const memberLogSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  action: z.enum(MEMBER_ACTIONS),
  level: z.number().int().nullable(),
  days: z.number().int().nullable(),
  expires_at: isoTime.nullable(),
  remark: z.string(),
  operator: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  created_at: isoTime,
});
export type MemberLog = z.infer<typeof memberLogSchema>;

export const memberLogQuery = z.object({ user_id: idSchema });

/** A user as admins see them: the full phone and account flags. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  phone: z.string(),
  avatar: z.string(),
  is_super: z.boolean(),
  is_creator: z.boolean(),
  member: memberStateSchema.nullable(),
  invite_code: z.string(),
  wx_openid: z.string().nullable(),
  created_at: isoTime,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userSearchQuery = z.object({
  q: z.string({ error: '请输入搜索内容' }).trim().min(1, '请输入搜索内容').max(64),
});

export const setCreatorBody = z.object({
  user_id: idSchema,
  is_creator: z.boolean({ error: 'is_creator 必须是 true 或 false' }),
});
