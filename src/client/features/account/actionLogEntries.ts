import type { RoleId } from '@shared/roles';
import { canExportActionLog } from '@client/lib/actionLog/access';
import { isActionLogInstalled, type ActionLogExportKind } from '@client/lib/actionLog/actionLog';

/** The action log's two exports (docs/requirements.md#qa): the bug report, and the DevTools file. */
export const ACTION_LOG_EXPORTS: readonly { kind: ActionLogExportKind; label: string }[] = [
  { kind: 'log', label: 'Export action log' },
  { kind: 'devtools', label: 'Export for Redux DevTools' },
];

/** QA's replay view, offered beside the exports. */
export const REPLAY_ENTRY = { to: '/qa', label: 'Replay an action log' } as const;

/** The account menu and the phone drawer offer the entries when something records and the role may export. */
export function offersActionLog(roleId: RoleId): boolean {
  return isActionLogInstalled() && canExportActionLog(roleId);
}
