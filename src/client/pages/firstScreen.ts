import type { FirstScreenLoad } from '@client/lib/useFirstScreenLoad';
import { consultantsActions, selectConsultantFilters } from '@client/features/consultants';
import { aboutUsActions, homepageActions } from '@client/features/content';
import { servicesActions } from '@client/features/services';

// The loads each public page starts as it opens (docs/requirements.md#performance). The page starts
// them itself (lib/useFirstScreenLoad.ts), and the same list prepares the store before the page is
// prerendered on the server and hydrated in the browser (app/prepareFirstScreen.ts), so both
// render from the same state.

export const FIRST_SCREEN = {
  home: () => [
    homepageActions.fetchRequested(),
    servicesActions.fetchRequested(),
    consultantsActions.fetchRequested(),
  ],
  services: () => [servicesActions.fetchRequested()],
  serviceDetail: ({ slug = '' }) => [servicesActions.detailRequested({ slug })],
  // The search kept from an earlier visit applies at once, without the typing pause.
  consultants: (_params, state) => [
    consultantsActions.fetchRequested({ search: selectConsultantFilters(state).search }),
  ],
  consultantDetail: ({ slug = '' }) => [consultantsActions.detailRequested({ slug })],
  about: () => [aboutUsActions.fetchRequested()],
  // The currency list is loaded by its field, from the browser's 24-hour copy when it has one.
  request: () => [servicesActions.fetchRequested()],
} satisfies Record<string, FirstScreenLoad>;
