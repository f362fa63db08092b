// Business constants (docs/requirements.md#constants) and security limits (docs/requirements.md#security).
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A session counts as expired when this much or less remains. */
export const SESSION_EXPIRY_MARGIN_MS = 300_000;
export const AUTH_RECHECK_INTERVAL_MS = 5 * 60 * 1000;
export const CACHE_DEFAULT_TTL_MS = 300_000;
export const CURRENCY_LIST_TTL_MS = 86_400_000;
export const DEFAULT_CURRENCY_CODE = 'TRY';
export const MAX_NOTIFICATIONS = 50;
export const BELL_MAX_UNREAD_SHOWN = 5;
export const BADGE_MAX = 99;
export const NOTIFICATION_TIME_FORMAT = 'MMM dd, HH:mm';
export const SEARCH_DEBOUNCE_MS = 166;
export const TOAST_MAX = 3;
export const TOAST_AUTO_HIDE_MS = 5000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 5 * 60 * 1000;
export const ONE_TIME_CODE_TTL_MS = 10 * 60 * 1000;
export const ONE_TIME_CODE_MAX_TRIES = 5;
/** Per address and hour: reset codes mailed, and wrong reset codes before a cool-down. */
export const RESET_THROTTLE_WINDOW_MS = 60 * 60 * 1000;
export const RESET_CODES_PER_WINDOW = 3;
export const RESET_FAILURES_PER_WINDOW = 10;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Photo files one user may hold at once: their photo and two uploads on the way to replacing it, so
 * a user's photos take at most 15 MiB of disk however many uploads they send at once.
 */
export const PHOTO_FILES_HELD_MAX = 3;
export const CV_MAX_BYTES = 10 * 1024 * 1024;
