import { api } from '../lib/http';
import { currentUserId, getIdentity } from '../lib/identity';

/** Sends one visitor event (`POST /api/log`); never blocks or fails the page. */
export function trackEvent(name: string, data?: unknown): void {
  const id = getIdentity();
  void api('POST', '/api/log', {
    body: { name, data, cuid: id.cuid, uid: currentUserId(), is_new: id.isNew, source: id.source },
    authRedirect: false,
  }).catch(() => undefined);
}
