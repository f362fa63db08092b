import type { FeatureModule, FeatureName } from '@client/lib/features';
import { profileActions } from '@client/features/profile';
import { consultantsActions as consultants } from '@client/features/consultants';
import { aboutUsActions, homepageActions } from '@client/features/content';
import { servicesActions as services } from '@client/features/services';
import { currencyActions as currency } from '@client/features/currency';

/** How one feature is brought into the store: its chunk, and the actions that ask for it, if any. */
export interface FeatureLoader {
  load: () => Promise<FeatureModule>;
  /**
   * Action types the feature's watchers serve: the first one loads it, and what arrives meanwhile is
   * served once it has joined. A feature without them joins when a page asks for it (FeatureGate).
   */
  on?: readonly string[];
}

/**
 * The one loader of each feature, in a chunk of its own; the public pages load none. Both ways in,
 * a page's FeatureGate and a first action, go through the store's feature host (app/featureHost.ts).
 */
export const FEATURE_LOADERS: Record<FeatureName, FeatureLoader> = {
  work: {
    load: () =>
      // eslint-disable-next-line import-x/no-restricted-paths -- the feature's chunk entry, loaded deep so the chunk stays its own.
      import(/* webpackChunkName: "feature-work" */ '@client/features/work/workFeature').then(
        (m) => m.workFeature,
      ),
  },
  projectRequests: {
    load: () =>
      import(
        /* webpackChunkName: "feature-project-requests" */
        // eslint-disable-next-line import-x/no-restricted-paths -- the feature's chunk entry, loaded deep so the chunk stays its own.
        '@client/features/projectRequests/projectRequestsFeature'
      ).then((m) => m.projectRequestsFeature),
  },
  admin: {
    load: () =>
      // eslint-disable-next-line import-x/no-restricted-paths -- the feature's chunk entry, loaded deep so the chunk stays its own.
      import(/* webpackChunkName: "feature-admin" */ '@client/features/users/adminFeature').then(
        (m) => m.adminFeature,
      ),
  },
  notifications: {
    load: () =>
      import(
        /* webpackChunkName: "notification-sagas" */
        // eslint-disable-next-line import-x/no-restricted-paths -- the feature's chunk entry, loaded deep so the chunk stays its own.
        '@client/features/notifications/notificationsFeature'
      ).then((m) => m.notificationsFeature),
  },
  signedIn: {
    load: () =>
      import(/* webpackChunkName: "signed-in-sagas" */ './signedInFeature').then((m) => m.signedInFeature),
    // A visitor never sends one of these; a test keeps the list in step with the feature's watchers.
    on: [
      profileActions.fetchRequested,
      profileActions.updateRequested,
      profileActions.passwordCodeRequested,
      profileActions.passwordChangeRequested,
      profileActions.photoUploadRequested,
      profileActions.emailConfirmRequested,
      consultants.allRequested,
      consultants.myProfileRequested,
      consultants.projectsRequested,
      consultants.createRequested,
      consultants.updateRequested,
      consultants.removeRequested,
      consultants.expertiseAddRequested,
      consultants.expertiseUpdateRequested,
      consultants.expertiseRemoveRequested,
      consultants.availabilityRequested,
      consultants.userAvailabilityRequested,
      consultants.applyRequested,
      consultants.approveRequested,
      consultants.rejectRequested,
      consultants.cvDownloadRequested,
      aboutUsActions.imageUploadRequested,
      aboutUsActions.imageDeleteRequested,
    ].map((action) => action.type),
  },
  publicContent: {
    load: () =>
      import(/* webpackChunkName: "public-content-calls" */ './publicContentFeature').then(
        (m) => m.publicContentFeature,
      ),
    // A test keeps the list in step with the feature's watchers.
    on: [
      services.fetchRequested,
      services.detailRequested,
      services.createRequested,
      services.updateRequested,
      services.deleteRequested,
      services.itemAddRequested,
      services.itemRemoveRequested,
      consultants.fetchRequested,
      consultants.detailRequested,
      consultants.publicProjectsRequested,
      consultants.searchChanged,
      aboutUsActions.fetchRequested,
      aboutUsActions.saveRequested,
      homepageActions.fetchRequested,
      homepageActions.saveRequested,
    ].map((action) => action.type),
  },
  currency: {
    load: () =>
      // eslint-disable-next-line import-x/no-restricted-paths -- the feature's chunk entry, loaded deep so the chunk stays its own.
      import(/* webpackChunkName: "currency-calls" */ '@client/features/currency/currencyFeature').then(
        (m) => m.currencyFeature,
      ),
    on: [
      currency.fetchRequested,
      currency.infoRequested,
      currency.availableRequested,
      currency.detailRequested,
    ].map((action) => action.type),
  },
};
