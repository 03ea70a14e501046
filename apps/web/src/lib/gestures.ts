import {
  MODAL_Z_BASE,
  MODAL_Z_STEP,
  STALE_CHUNK_RELOAD_GUARD_MS,
  SWIPE_CLOSE_FAST_MS,
  SWIPE_CLOSE_RATIO,
} from '@bb/contract';

/** z-index of the modal at depth `level` (0 = the first one open): 1000 + 2 per level. */
export function modalZIndex(level: number): number {
  return MODAL_Z_BASE + MODAL_Z_STEP * level;
}

/** A swipe closes a sheet past 10% of its size, or when it is a flick done within 300 ms. */
export function shouldCloseOnSwipe(distancePx: number, sizePx: number, durationMs: number): boolean {
  if (distancePx <= 0) return false;
  if (distancePx >= sizePx * SWIPE_CLOSE_RATIO) return true;
  return durationMs <= SWIPE_CLOSE_FAST_MS && distancePx >= 8;
}

/** A stale-chunk reload happens at most once per 10 s, so a broken deploy cannot loop the page. */
export function mayReloadForStaleChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= STALE_CHUNK_RELOAD_GUARD_MS;
}
