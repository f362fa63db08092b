import type { FeatureModule } from '@client/lib/features';
import { projectRequestsReducer } from './projectRequestsSlice';
import { projectRequestsSaga } from './projectRequestsSaga';

/** Project requests: the quote page and the dashboard's request list. */
export const projectRequestsFeature = {
  name: 'projectRequests',
  reducers: { projectRequests: projectRequestsReducer },
  sagas: [projectRequestsSaga],
} satisfies FeatureModule;
