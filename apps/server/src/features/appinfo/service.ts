import type { AppVersion, Contact, Notify } from '@bb/contract';
import { isoAt } from '../../platform/clock.js';
import type { Deps } from '../../platform/deps.js';

/** Admin-set texts kept as JSON in `app_settings`, one row per key. */
interface Settings {
  notify: { text: string };
  contact_qywx: Contact;
  app_version: AppVersion;
}

export const SETTING_DEFAULTS: Settings = {
  notify: { text: '' },
  contact_qywx: { name: '', wechat_id: '', qrcode: '', url: '', note: '' },
  app_version: { version_code: 0, version: '', url: '', notes: '', force: false },
};
export type SettingKey = keyof typeof SETTING_DEFAULTS;

export async function readSetting<K extends SettingKey>(deps: Deps, key: K) {
  const row = await deps.db
    .selectFrom('app_settings')
    .select(['value', 'updated_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  const value = row ? { ...SETTING_DEFAULTS[key], ...(JSON.parse(row.value) as object) } : SETTING_DEFAULTS[key];
  return { value: value as (typeof SETTING_DEFAULTS)[K], updatedAt: row?.updated_at ?? null };
}

export async function writeSetting<K extends SettingKey>(
  deps: Deps,
  key: K,
  value: (typeof SETTING_DEFAULTS)[K],
  userId: number | null,
): Promise<void> {
  const row = { value: JSON.stringify(value), updated_at: isoAt(deps.clock.now()), updated_by: userId };
  await deps.db
    .insertInto('app_settings')
    .values({ key, ...row })
    .onConflict((oc) => oc.column('key').doUpdateSet(row))
    .execute();
}

export async function readNotify(deps: Deps): Promise<Notify> {
  const { value, updatedAt } = await readSetting(deps, 'notify');
  return { text: value.text, updated_at: updatedAt };
}
