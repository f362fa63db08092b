// The public surface of features/work: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { workFeature } from './workFeature';
export { LIVE_RELOAD_WINDOW_MS } from './workLiveSaga';
