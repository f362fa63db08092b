import type { FeatureModule } from '@client/lib/features';
import { projectRequestsReducer } from './projectRequestsSlice';
import { projectRequestsSaga } from './projectRequestsSaga';

/** Quote requests: the quote page and the dashboard's request list. */
export const quotesFeature = {
  name: 'quotes',
  reducers: { projectRequests: projectRequestsReducer },
  sagas: [projectRequestsSaga],
} satisfies FeatureModule;
