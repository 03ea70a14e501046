import { BUILD_CHECK_INTERVAL_MS } from '@bb/contract';
import { Dialog } from 'antd-mobile';
import { mayReloadForStaleChunk } from '../lib/gestures';

const RELOAD_KEY = 'bb_chunk_reload_at';

/** Every 60 minutes asks /version.json whether a new build is out, and offers to reload. */
export function startBuildCheck(): void {
  let offered = false;
  const check = async () => {
    if (offered) return;
    try {
      const res = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
      if (!res.ok) return;
      const { build } = (await res.json()) as { build?: string };
      if (build && build !== __BUILD_ID__) {
        offered = true;
        const ok = await Dialog.confirm({
          content: '读英语有新版本了，刷新后即可使用。',
          confirmText: '立即刷新',
          cancelText: '稍后',
        });
        if (ok) window.location.reload();
      }
    } catch {
      // Offline: try again next hour.
    }
  };
  window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
}

export function isStaleChunkError(error: unknown): boolean {
  const msg = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|error loading dynamically/i.test(
    msg,
  );
}

/** After a deploy, old chunk names 404: reload to get the new ones, at most once per 10 s. */
export function reloadForStaleChunk(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_KEY)) || null;
  if (!mayReloadForStaleChunk(last, Date.now())) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

export function watchStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadForStaleChunk();
  });
}
