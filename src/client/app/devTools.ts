import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { DEVTOOLS_META_SELECTOR } from '@shared/devTools';
import { devToolsStateSanitizer } from '@client/lib/actionLog/devToolsView';
import { actionSanitizer } from '@client/lib/actionLog/redaction';

// The recorder and DevTools share one redaction (docs/requirements.md#security); DevTools show the
// request state inside the slices as well (lib/actionLog/devToolsView.ts).
export { REDACTED, actionSanitizer, redactSecrets, stateSanitizer } from '@client/lib/actionLog/redaction';
export { devToolsStateSanitizer } from '@client/lib/actionLog/devToolsView';

export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'Consultancy portal',
  actionSanitizer,
  stateSanitizer: devToolsStateSanitizer,
  // A stack per action costs every dispatch its time: development builds only.
  trace: process.env.NODE_ENV === 'development',
};

/**
 * Whether the store connects to the Redux DevTools extension, when one is installed
 * (docs/decisions/040-redux-devtools-on-the-served-build.md): a development build always; a
 * production build when its page carries the server's `<meta name="devtools" content="on">`
 * (CLIENT_DEVTOOLS). Prerendering on the server has no page, and no extension.
 */
export function connectsDevTools(): boolean {
  if (process.env.NODE_ENV !== 'production') return true;
  return typeof document !== 'undefined' && document.querySelector(DEVTOOLS_META_SELECTOR) !== null;
}
