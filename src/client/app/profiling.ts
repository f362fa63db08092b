import { createElement, Profiler, type ProfilerOnRenderCallback, type ReactElement } from 'react';
import type { AppStore } from './store';

/** One React commit of the whole application, as the Profiler reports it. */
export interface CommitSample {
  phase: 'mount' | 'update' | 'nested-update';
  /** Milliseconds spent rendering the components that rendered in this commit. */
  actualDuration: number;
  /** Milliseconds a render of the whole tree would take without memoisation. */
  baseDuration: number;
  /** When React committed, on the page's clock (performance.now()). */
  commitTime: number;
}

/** A memoized selector's count of recomputations (reselect's `recomputations()`). */
export interface CountedSelector {
  recomputations(): number;
  resetRecomputations(): void;
}

/** What `npm run bench:client` reads from the page (docs/performance.md#client). */
export interface CommitProfile {
  commits: CommitSample[];
  dispatch: AppStore['dispatch'];
  getState: AppStore['getState'];
  /** The memoized selectors of the bell, the notification list and the projects list, once loaded. */
  selectors: Record<string, CountedSelector>;
  /** Resolves when `selectors` holds them. */
  selectorsLoaded: Promise<void>;
}

/** The global the benchmark reads. */
export const COMMIT_PROFILE_GLOBAL = '__commitProfile';

/**
 * The seam of `npm run bench:client` (docs/performance.md#client): a build made for it wraps the
 * application in React's Profiler and records every commit, and exposes the store and the counted
 * selectors. Only that build defines `process.env.PROFILE_COMMITS` as 'true' (bench/client/
 * webpack.profile.cjs, with react-dom's profiling build); every other build renders the application
 * as it is, and the minifier drops the branch with its imports.
 */
export function profiled(app: ReactElement, store: AppStore): ReactElement {
  if (process.env.PROFILE_COMMITS === 'true') {
    const selectors: Record<string, CountedSelector> = {};
    const selectorsLoaded = Promise.all([
      // eslint-disable-next-line import-x/no-restricted-paths -- the profiling build's lazy import of just the selectors it counts.
      import('@client/features/notifications/notificationsSelectors'),
      // eslint-disable-next-line import-x/no-restricted-paths -- the profiling build's lazy import of just the selectors it counts.
      import('@client/features/projects/projectsSelectors'),
    ]).then(([notifications, projects]) => {
      Object.assign(selectors, {
        selectUnreadBadgeText: notifications.selectUnreadBadgeText,
        selectUnreadNotificationIds: notifications.selectUnreadNotificationIds,
        selectBellNotificationIds: notifications.selectBellNotificationIds,
        selectBellConnectionState: notifications.selectBellConnectionState,
        selectNotificationTypes: notifications.selectNotificationTypes,
        selectProjectPage: projects.selectProjectPage,
        selectProjectPaging: projects.selectProjectPaging,
        selectSelectedProject: projects.selectSelectedProject,
      });
    });
    const profile: CommitProfile = {
      commits: [],
      dispatch: store.dispatch,
      getState: store.getState,
      selectors,
      selectorsLoaded,
    };
    (window as unknown as Record<string, unknown>)[COMMIT_PROFILE_GLOBAL] = profile;
    const onRender: ProfilerOnRenderCallback = (
      _id,
      phase,
      actualDuration,
      baseDuration,
      _start,
      commitTime,
    ) => {
      profile.commits.push({ phase, actualDuration, baseDuration, commitTime });
    };
    return createElement(Profiler, { id: 'app', onRender }, app);
  }
  return app;
}
