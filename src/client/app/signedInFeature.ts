import type { FeatureModule } from '@client/lib/features';
import { profileWatchers } from '@client/features/profile/profileSaga';
import { consultantReadsWatchers } from '@client/features/consultants/consultantReadsSaga';
import { consultantWritesWatchers } from '@client/features/consultants/consultantWritesSaga';
import { consultantApplicationsWatchers } from '@client/features/consultants/consultantApplicationsSaga';
import { aboutUsImagesWatchers } from '@client/features/content/aboutUsImagesSaga';

/**
 * The eager slices' calls that only a signed-in user sets off (the profile, the consultant area and
 * its administration, the about-us images): no slices of their own, one chunk, brought in by the
 * first action they serve (app/featureLoaders.ts lists those actions' types).
 */
export const signedInFeature = {
  name: 'signedIn',
  reducers: {},
  sagas: [],
  watchers: [
    ...profileWatchers,
    ...consultantReadsWatchers,
    ...consultantWritesWatchers,
    ...consultantApplicationsWatchers,
    ...aboutUsImagesWatchers,
  ],
} satisfies FeatureModule;
