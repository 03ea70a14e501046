import type { AuthUser } from './auth.js';
import { forbidden } from './errors.js';

/** The one owner-or-admin rule: a user acts on their own records; admins on anyone's. */
export function assertOwnerOrAdmin(user: AuthUser, ownerId: number): void {
  if (user.id !== ownerId && !user.isSuper) throw forbidden();
}
