// The public surface of features/account: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { accountItems } from './accountItems';
export { ACTION_LOG_EXPORTS, REPLAY_ENTRY, offersActionLog } from './actionLogEntries';
export { UserAvatar } from './UserAvatar';
