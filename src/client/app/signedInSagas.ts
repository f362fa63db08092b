import type { Watcher } from '@client/lib/lazyWatchers';
import { profileWatchers } from '@client/features/profile/profileSaga';
import { consultantReadsWatchers } from '@client/features/consultants/consultantReadsSaga';
import { consultantWritesWatchers } from '@client/features/consultants/consultantWritesSaga';
import { consultantApplicationsWatchers } from '@client/features/consultants/consultantApplicationsSaga';
import { aboutUsImagesWatchers } from '@client/features/content/aboutUsImagesSaga';

/**
 * The eager slices' sagas that only a signed-in user sets off: one chunk, loaded with the first
 * action they serve (app/rootSaga.ts keeps the list of those actions' types).
 */
export const signedInWatchers: readonly Watcher[] = [
  ...profileWatchers,
  ...consultantReadsWatchers,
  ...consultantWritesWatchers,
  ...consultantApplicationsWatchers,
  ...aboutUsImagesWatchers,
];
