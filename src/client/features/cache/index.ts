// The public surface of features/cache: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { cachedCall, invalidateCache } from './cacheEffects';
export { CACHE_KEYS, consultantKey, projectKey, serviceKey, userProfileKey } from './cacheModel';
export { cacheActions, cacheReducer } from './cacheSlice';
