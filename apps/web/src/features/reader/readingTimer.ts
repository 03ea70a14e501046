import { COOKIE } from '@bb/contract';
import { useEffect, useRef } from 'react';
import { readCookie } from '../../lib/cookies';
import { api } from '../../lib/http';

const REPORT_EVERY_S = 30;
const IDLE_AFTER_MS = 60_000;

export interface ReadingPosition {
  pos: string;
  progress: number;
}

/**
 * Counts only visible, active reading: the page is shown and the reader touched, scrolled or
 * typed within the last minute. Reports every 30 s, and what is left when the page goes away
 * (a beacon, which carries the bb_token cookie). The server credits it against ticket `t`.
 */
export function useReadingTimer(articleId: number, ticket: string, position: () => ReadingPosition | null) {
  const positionRef = useRef(position);
  positionRef.current = position;

  useEffect(() => {
    if (!ticket || !readCookie(COOKIE.token)) return;
    let seconds = 0;
    let lastActive = Date.now();
    const body = (spent: number) => ({
      source_id: articleId,
      spent_time: spent,
      t: ticket,
      source: 'ARTICLE',
      ...positionRef.current(),
    });
    const send = () => {
      const spent = seconds;
      seconds = 0;
      void api('POST', '/reader/history', { body: body(spent), authRedirect: false });
    };
    const active = () => {
      lastActive = Date.now();
    };
    const tick = window.setInterval(() => {
      if (document.visibilityState !== 'visible' || Date.now() - lastActive > IDLE_AFTER_MS) return;
      seconds += 1;
      if (seconds >= REPORT_EVERY_S) send();
    }, 1000);
    const leave = () => {
      if (seconds === 0) return;
      const blob = new Blob([JSON.stringify(body(seconds))], { type: 'application/json' });
      seconds = 0;
      if (!navigator.sendBeacon?.('/reader/history', blob)) send();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
      else active();
    };
    const events = ['scroll', 'touchstart', 'keydown', 'mousemove', 'click'] as const;
    for (const e of events) window.addEventListener(e, active, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(tick);
      for (const e of events) window.removeEventListener(e, active);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      if (seconds > 0) send();
    };
  }, [articleId, ticket]);
}
