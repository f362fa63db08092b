import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { actionSanitizer, stateSanitizer } from '@client/lib/actionLog/redaction';

// The recorder and DevTools share one redaction (docs/requirements.md#security).
export { REDACTED, actionSanitizer, redactSecrets, stateSanitizer } from '@client/lib/actionLog/redaction';

export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'Consultancy portal',
  actionSanitizer,
  stateSanitizer,
  trace: process.env.NODE_ENV === 'development',
};
