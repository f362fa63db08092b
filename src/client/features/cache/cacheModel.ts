/** Keys of the client cache (docs/requirements.md#caching). */
export const CACHE_KEYS = {
  dashboardStats: 'dashboardStats',
  projectStats: 'projectStats',
  users: 'users',
  consultants: 'consultants',
  services: 'services',
  projects: 'projects',
  userProfile: 'userProfile',
} as const;

export type CacheListKey = (typeof CACHE_KEYS)[keyof typeof CACHE_KEYS];

export const consultantKey = (id: number | string) => `consultant:${id}`;
export const serviceKey = (id: number | string) => `service:${id}`;
export const projectKey = (id: number | string) => `project:${id}`;
/** One user as an administrator reads them (GET /User/{id}). */
export const userProfileKey = (id: number | string) => `userProfile:${id}`;

export interface CacheEntry<T = unknown> {
  data: T;
  /** ms since epoch after which the entry is stale. */
  expiry: number;
  /** ms since epoch when it was stored. */
  timestamp: number;
}

export function isFresh(entry: CacheEntry | undefined | null, now: number): entry is CacheEntry {
  return entry != null && now < entry.expiry;
}
