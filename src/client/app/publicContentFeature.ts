import type { FeatureModule } from '@client/lib/features';
import { serviceCalls } from '@client/features/services';
import { consultantCalls, consultantSearchWatcher } from '@client/features/consultants';
import { contentCalls } from '@client/features/content';

/**
 * The calls of the firm's public content (the services, the consultants' reads and search, the
 * homepage and about-us documents): no slices of their own (theirs are in the store from the start),
 * one chunk, brought in by the first action they serve (app/featureLoaders.ts lists those actions'
 * types). A prerendered page waits for it before it is hydrated (app/prepareFirstScreen.ts); the
 * sign-in pages never load it.
 */
export const publicContentFeature = {
  name: 'publicContent',
  reducers: {},
  sagas: [],
  watchers: [...serviceCalls, ...consultantCalls, consultantSearchWatcher, ...contentCalls],
} satisfies FeatureModule;
