import type { FeatureModule } from '@client/lib/features';
import { notificationsReducer } from './notificationsSlice';

/**
 * The notifications' slice, in the chunk of their per-session sagas: it joins the store when a session
 * starts them (startNotificationSagas.ts) or a page that shows notifications opens, never for a visitor.
 */
export const notificationsFeature = {
  name: 'notifications',
  reducers: { notifications: notificationsReducer },
  sagas: [],
} satisfies FeatureModule;
