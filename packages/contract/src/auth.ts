import { z } from 'zod';
import { idSchema, isoTime } from './values.js';

/** Mainland mobile numbers: `1[3-9]` + 9 digits; `+86`/`86` prefixes, spaces and dashes are dropped. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s-]/g, '');
  return compact.replace(/^(?:\+86|0086|86)(?=1\d{10}$)/, '');
}

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

export const phoneSchema = z
  .string({ error: '请输入手机号' })
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE_PATTERN, '手机号格式不正确'));

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(PASSWORD_MIN, `密码至少 ${PASSWORD_MIN} 位`)
  .max(PASSWORD_MAX, `密码最多 ${PASSWORD_MAX} 位`);

export const USERNAME_MIN = 2;
export const USERNAME_MAX = 20;
/** Letters (any script), digits, `_` and `-`; not all digits, so a name never reads as a phone number. */
export const usernameSchema = z
  .string({ error: '请输入用户名' })
  .trim()
  .min(USERNAME_MIN, `用户名至少 ${USERNAME_MIN} 个字`)
  .max(USERNAME_MAX, `用户名最多 ${USERNAME_MAX} 个字`)
  .regex(/^[\p{L}\p{N}_-]+$/u, '用户名只能包含文字、字母、数字、下划线和连字符')
  .refine((s) => !/^\d+$/.test(s), '用户名不能全是数字');

const inviteCode = z.string().trim().max(32, '邀请码过长').optional().default('');
export const smsCodeSchema = z
  .string({ error: '请输入短信验证码' })
  .trim()
  .regex(/^\d{6}$/, '短信验证码为 6 位数字');

export const registerRuleResult = z.object({
  require_sms: z.boolean(),
  require_invite: z.boolean(),
});
export type RegisterRule = z.infer<typeof registerRuleResult>;

export const registerByPhoneBody = z.object({
  phone: phoneSchema,
  password: passwordSchema,
  code: inviteCode,
});

export const registerBody = registerByPhoneBody.extend({ sms_code: smsCodeSchema });

export const loginBody = z.object({
  username: z.string({ error: '请输入手机号或用户名' }).trim().min(1, '请输入手机号或用户名').max(64),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(PASSWORD_MAX),
});

/** Either your own change (`old_password`) or an admin's change of another user (`user_id`). */
export const changePasswordBody = z.union([
  z.object({
    old_password: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(PASSWORD_MAX),
    new_password: passwordSchema,
  }),
  z.object({ user_id: idSchema, new_password: passwordSchema }),
]);

export const resetPasswordBody = z.object({
  phone: phoneSchema,
  new_password: passwordSchema,
  sms_code: smsCodeSchema,
});

export const captchaQuery = z.object({
  key: z.string({ error: '缺少 key' }).trim().min(8, 'key 至少 8 位').max(64, 'key 最多 64 位'),
});

export const SMS_TYPES = ['reset', 'register', 'bind'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

export const smsSendBody = z.object({
  phone: phoneSchema,
  captcha: z.string({ error: '请输入图形验证码' }).trim().min(1, '请输入图形验证码').max(16),
  stype: z.enum(SMS_TYPES, { error: '短信类型不正确' }).default('reset'),
  /** The captcha key; defaults to the caller's `bb_cuid` cookie. */
  key: z.string().max(64).optional(),
});

export const smsSendResult = z.object({ sent: z.boolean(), expires_in: z.number(), resend_in: z.number() });

export const memberStateSchema = z.object({
  level: z.number().int(),
  expires_at: isoTime,
  is_trial: z.boolean(),
});
export type MemberState = z.infer<typeof memberStateSchema>;

/** The current user, as `GET /api/user/me` answers it (API.md "Authentication"). */
export const meSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  phone: z.string(),
  avatar: z.string(),
  is_super: z.boolean(),
  is_creator: z.boolean(),
  member: memberStateSchema.nullable(),
  created_at: isoTime,
});
export type Me = z.infer<typeof meSchema>;

export const authResult = z.object({ token: z.string(), user: meSchema });
export type AuthResult = z.infer<typeof authResult>;

export const changeUsernameBody = z.object({ username: usernameSchema });
export const bindCodeBody = z.object({
  user_id: idSchema,
  code: z.string().trim().min(1, '请输入邀请码').max(32, '邀请码过长'),
});
export const bindWxBody = z.object({ user_id: idSchema, openid: z.string().trim().min(1, '缺少 openid').max(128) });
