import { rootReducer, type RootState } from '@client/app/rootReducer';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import { ACTION_LOG_FORMAT, type ActionLogFile } from '@client/lib/actionLog/logFormat';

export const added = toastsActions.toastAdded({ message: 'Project saved', variant: 'success' });
export const shown = toastsActions.toastShown(added.payload.id);
const ACTIONS = [added, { type: 'nothing/happened' }, shown];

interface ToastLogOptions {
  /** The page recorded with each of the three actions. */
  pages?: (string | undefined)[];
  /** Changes the recorded final state, to make a replay depart from it. */
  finalState?: (state: RootState) => unknown;
}

/** A log of the app's real reducers: a toast added, an action nothing handles, the toast shown. */
export function toastLog({ pages = [], finalState = (s) => s }: ToastLogOptions = {}): ActionLogFile {
  const initialState = rootReducer(undefined, { type: '@@test/init' });
  return {
    format: ACTION_LOG_FORMAT,
    version: 1,
    appVersion: '1.2.3',
    recordedAt: '2026-11-26T10:00:00.000Z',
    viewport: { width: 390, height: 844 },
    initialState,
    actions: ACTIONS.map((action, i) => ({
      seq: i + 1,
      at: 1000 + i,
      action,
      ...(pages[i] ? { page: pages[i] } : {}),
    })),
    network: [{ at: 1000, method: 'GET', path: '/api/projects', status: 200 }],
    finalState: finalState(ACTIONS.reduce(rootReducer, initialState)),
  };
}
