// The public surface of features/services: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { ServiceGrid } from './ServiceGrid';
export { ServiceIcon } from './ServiceIcon';
export { isKnownServiceIcon } from './serviceIcons';
export { ServiceItemList } from './ServiceItemList';
export type { Service, ServiceItem, ServiceItemKind } from './serviceModel';
export { serviceCalls } from './servicesSaga';
export {
  FEATURED_SERVICES,
  selectActiveServiceIds,
  selectActiveServices,
  selectAllServices,
  selectFeaturedServiceIds,
  selectServiceById,
  selectServiceBySlug,
  selectServiceDetailRequest,
  selectServiceIds,
  selectServiceItemRequest,
  selectServiceRemove,
  selectServiceSave,
  selectServicesError,
  selectServicesStatus,
} from './servicesSelectors';
export { servicesActions, servicesReducer } from './servicesSlice';
