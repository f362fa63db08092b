import type { FeatureModule } from '@client/lib/features';
import { currencyCalls } from './currencySaga';

/**
 * The currency calls, in a chunk of their own: the slice is in the store from the start (it is kept
 * in storage), its calls join with the first currency request (app/featureLoaders.ts lists their
 * actions' types). No public first screen asks for a currency.
 */
export const currencyFeature = {
  name: 'currency',
  reducers: {},
  sagas: [],
  watchers: currencyCalls,
} satisfies FeatureModule;
