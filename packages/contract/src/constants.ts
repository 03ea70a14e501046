/** Business constants from SPEC.md §9, each named once. */

export const COOKIE = {
  token: 'bb_token',
  uid: 'bb_uid',
  cuid: 'bb_cuid',
  ua: 'bb_ua',
  reviewMode: 'bb_review',
} as const;

export const CUID_MAX_AGE_DAYS = 365;
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const STALE_CHUNK_RELOAD_GUARD_MS = 10_000;
export const SCROLL_RESTORE_DELAY_MS = 500;
export const TOAST_DURATION_MS = 2000;
export const IMAGE_DEFAULT_WIDTH = 300;
export const PAGING_SCROLL_OVERLAP_PX = 250;
export const MODAL_Z_BASE = 1000;
export const MODAL_Z_STEP = 2;
/** A swipe closes a sheet when it travels 10% of the sheet's size, or is done within 300 ms. */
export const SWIPE_CLOSE_RATIO = 0.1;
export const SWIPE_CLOSE_FAST_MS = 300;

export const VISITOR_PAGE_SIZE = 10;
export const WORD_REVIEW_BATCH = 15;
export const MAX_PAGE_SIZE = 100;

export const NETWORK_ERROR_MSG = '网络异常';
export const COPIED_MSG = '已复制';

export const HEADER = {
  ua: 'x-bb-ua',
  ts: 'x-bb-ts',
  sign: 'x-bb-sign',
  requestId: 'x-request-id',
} as const;

/** The largest `data` a visitor log event may carry, in bytes of JSON. */
export const VISITOR_EVENT_DATA_MAX_BYTES = 8 * 1024;
