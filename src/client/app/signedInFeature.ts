import type { FeatureModule } from '@client/lib/features';
import { profileWatchers } from '@client/features/profile';
import {
  consultantReadsWatchers,
  consultantWritesWatchers,
  consultantApplicationsWatchers,
} from '@client/features/consultants';
import { aboutUsImagesWatchers } from '@client/features/content';

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
