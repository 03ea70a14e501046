import type { AuthResult, RegisterRule, SmsType } from '@bb/contract';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/http';

export function useRegisterRule() {
  return useQuery({ queryKey: ['register_rule'], queryFn: () => call<RegisterRule>('GET', '/auth/register_rule') });
}

/** Login's 401 means a wrong password here, so it must not bounce to /login. */
export function login(username: string, password: string) {
  return api<AuthResult>('POST', '/auth/login', { body: { username, password }, authRedirect: false });
}

export function register(
  input: { phone: string; password: string; code?: string; sms_code?: string },
  withSms: boolean,
) {
  return api<AuthResult>('POST', withSms ? '/auth/register' : '/auth/register_by_phone', {
    body: input,
    authRedirect: false,
  });
}

export function sendSmsCode(phone: string, captcha: string, stype: SmsType) {
  return api<{ resend_in: number }>('POST', '/auth/smscode/send', {
    body: { phone, captcha, stype },
    authRedirect: false,
  });
}

export function resetPassword(phone: string, new_password: string, sms_code: string) {
  return api<boolean>('POST', '/auth/reset_password', { body: { phone, new_password, sms_code }, authRedirect: false });
}
