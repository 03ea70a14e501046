/**
 * The app shell identifies itself with `source_platform_channel_versioncode_version`
 * (cookie `bb_ua`, header `X-BB-UA`), e.g. `bbapp_android_huawei_42_2.3.0`.
 */
export interface AppUA {
  source: string;
  platform: string;
  channel: string;
  version_code: number;
  version: string;
}

export function parseAppUA(value: string | null | undefined): AppUA | null {
  if (!value) return null;
  const parts = decodeURIComponent(value).trim().split('_');
  if (parts.length !== 5) return null;
  const [source, platform, channel, code, version] = parts as [string, string, string, string, string];
  const version_code = Number(code);
  if (!source || !platform || !Number.isInteger(version_code) || version_code < 0) return null;
  return { source, platform, channel, version_code, version };
}

export function formatAppUA(ua: AppUA): string {
  return [ua.source, ua.platform, ua.channel, ua.version_code, ua.version].join('_');
}
