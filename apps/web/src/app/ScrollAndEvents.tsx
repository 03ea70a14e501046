import { SCROLL_RESTORE_DELAY_MS } from '@bb/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { releaseScrollLock } from '../lib/Sheet';
import { trackEvent } from './events';

const POSITIONS_KEY = 'bb_scroll_positions';

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function isArticlePage(pathname: string): boolean {
  return /^\/article\/[^/]+\/?$/i.test(pathname);
}

/**
 * After every route change: an open-page event with the full path, the scroll lock released,
 * and (except on article pages, which restore their own reading position) the saved scroll
 * position, or the top, after 500 ms.
 */
export function ScrollAndEvents() {
  const location = useLocation();
  const previousKey = useRef<string | null>(null);

  useEffect(() => {
    const fullPath = location.pathname + location.search + location.hash;
    const key = location.pathname + location.search;
    if (previousKey.current !== null) {
      const saved = positions();
      saved[previousKey.current] = window.scrollY;
      sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(saved));
    }
    previousKey.current = key;
    trackEvent('open_page', { path: fullPath });
    releaseScrollLock();
    if (isArticlePage(location.pathname)) return;
    const timer = window.setTimeout(() => window.scrollTo(0, positions()[key] ?? 0), SCROLL_RESTORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.search, location.hash]);

  return null;
}
