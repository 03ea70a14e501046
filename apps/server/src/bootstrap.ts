import { randomBytes } from 'node:crypto';
import { normalizePhone, PHONE_PATTERN } from '@bb/contract';
import { readSetting, writeSetting } from './features/appinfo/service.js';
import { insertUser, usernameTaken } from './features/users/repo.js';
import { isoAt } from './platform/clock.js';
import type { Deps } from './platform/deps.js';
import { hashPassword } from './platform/passwords.js';
import { seedReadingDemo } from './seed/reading.js';

export interface AdminAccount {
  phone: string;
  /** Set only when the account was created now; a generated password is shown this once. */
  password: string | null;
  created: boolean;
}

/** Creates the account or makes an existing one an admin (and sets its password if given). */
export async function createAdmin(deps: Deps, phoneInput: string, password: string | null): Promise<AdminAccount> {
  const phone = normalizePhone(phoneInput);
  if (!PHONE_PATTERN.test(phone)) throw new Error(`"${phoneInput}" is not a mainland mobile number`);
  const now = isoAt(deps.clock.now());
  const existing = await deps.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (existing) {
    await deps.db
      .updateTable('users')
      .set({ is_super: 1, updated_at: now, ...(password ? { password_hash: await hashPassword(password) } : {}) })
      .where('id', '=', existing.id)
      .execute();
    return { phone, password, created: false };
  }
  const finalPassword = password ?? randomBytes(9).toString('base64url');
  let username = '管理员';
  if (await usernameTaken(deps.db, username)) username = `管理员${phone.slice(-4)}`;
  await insertUser(deps.db, {
    phone,
    username,
    passwordHash: await hashPassword(finalPassword),
    isSuper: true,
    isCreator: true,
    now,
  });
  return { phone, password: finalPassword, created: true };
}

/** On a database with no admin, creates one from ADMIN_PHONE / ADMIN_PASSWORD (or a generated password). */
export async function ensureAdmin(deps: Deps): Promise<AdminAccount> {
  const admin = await deps.db
    .selectFrom('users')
    .select('phone')
    .where('is_super', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (admin) return { phone: admin.phone, password: null, created: false };
  return createAdmin(deps, deps.config.adminPhone, deps.config.adminPassword ?? null);
}

/** Demo content for an empty install, so a new reader sees a working product. Idempotent. */
export async function seedDemo(deps: Deps): Promise<boolean> {
  const seededReading = await seedReadingDemo(deps);
  const notify = await readSetting(deps, 'notify');
  if (notify.updatedAt !== null) return seededReading;
  await writeSetting(
    deps,
    'notify',
    { text: '欢迎来到读英语！每天读一篇，点词即查，生词一键收进单词本，按记忆规律复习。' },
    null,
  );
  await writeSetting(
    deps,
    'contact_qywx',
    {
      name: '读英语小助手',
      wechat_id: 'duyingyu-helper',
      qrcode: '',
      url: '',
      note: '工作日 9:00–18:00 在线，会员、账号问题都可以找我。',
    },
    null,
  );
  await writeSetting(
    deps,
    'app_version',
    { version_code: 1, version: '1.0.0', url: '', notes: '首个版本。', force: false },
    null,
  );
  return true;
}
