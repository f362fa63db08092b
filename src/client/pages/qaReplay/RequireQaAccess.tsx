import type { ReactNode } from 'react';
import { ROLE_ADMIN } from '@shared/roles';
import { RequireAuth } from '@client/features/authentication';

const ADMINS = [ROLE_ADMIN] as const;

/**
 * The replay view is for those who may export a log (docs/requirements.md#qa): administrators, and
 * everyone in a development build.
 */
export function RequireQaAccess({ children }: { children: ReactNode }) {
  if (process.env.NODE_ENV !== 'production') return <>{children}</>;
  return <RequireAuth roles={ADMINS}>{children}</RequireAuth>;
}
