import { describe, expect, it } from 'vitest';
import {
  formatAppUA,
  maskPhone,
  normalizePhone,
  parseAppUA,
  phoneSchema,
  signParams,
  usernameSchema,
  verifySignature,
} from './index.js';

describe('app user agent', () => {
  it('parses the five underscore-separated parts', () => {
    expect(parseAppUA('bbapp_android_huawei_42_2.3.0')).toEqual({
      source: 'bbapp',
      platform: 'android',
      channel: 'huawei',
      version_code: 42,
      version: '2.3.0',
    });
    expect(
      formatAppUA({ source: 'bbapp', platform: 'ios', channel: 'appstore', version_code: 7, version: '1.0' }),
    ).toBe('bbapp_ios_appstore_7_1.0');
  });

  it.each([null, '', 'bbapp_android_42_2.3.0', 'bbapp_android_huawei_x_2.3.0', 'a_b_c_1_2_3'])('rejects %s', (v) => {
    expect(parseAppUA(v)).toBeNull();
  });
});

describe('phones', () => {
  it.each([
    ['+86 138-0013-8000', '13800138000'],
    ['8613800138000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['13800138000', '13800138000'],
  ])('normalises %s', (input, out) => {
    expect(normalizePhone(input)).toBe(out);
    expect(phoneSchema.parse(input)).toBe(out);
  });

  it('rejects numbers outside 1[3-9]xxxxxxxxx in Chinese', () => {
    const r = phoneSchema.safeParse('12800138000');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('手机号格式不正确');
  });

  it('masks the middle four digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
  });
});

describe('user names', () => {
  it('accepts Chinese, letters, digits, _ and -, but not all digits', () => {
    expect(usernameSchema.parse(' 小明_1 ')).toBe('小明_1');
    expect(usernameSchema.safeParse('123456').success).toBe(false);
    expect(usernameSchema.safeParse('a b').success).toBe(false);
  });
});

describe('request signing', () => {
  it('gives three digits that do not depend on parameter order', () => {
    const a = signParams({ b: 2, a: 'x' }, 1_700_000_000_000);
    expect(a).toMatch(/^\d{3}$/);
    expect(signParams({ a: 'x', b: 2 }, 1_700_000_000_000)).toBe(a);
  });

  it('changes with the parameters or the timestamp, and verifies within 5 minutes only', () => {
    const ts = 1_700_000_000_000;
    const sigs = new Set(Array.from({ length: 50 }, (_, i) => signParams({ source_id: i, spent_time: 30 }, ts)));
    expect(sigs.size).toBeGreaterThan(30);
    const sig = signParams({ source_id: 1 }, ts);
    expect(verifySignature({ source_id: 1 }, ts, sig, ts + 60_000)).toBe(true);
    expect(verifySignature({ source_id: 1 }, ts, sig, ts + 6 * 60_000)).toBe(false);
    expect(verifySignature({ source_id: 2 }, ts, sig, ts) && signParams({ source_id: 2 }, ts) !== sig).toBe(false);
  });
});
