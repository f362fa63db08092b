import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import {
  ServiceGrid,
  FEATURED_SERVICES,
  selectFeaturedServiceIds,
  selectServicesError,
  selectServicesStatus,
  servicesActions,
} from '@client/features/services';

/** The featured services' cards, below the fold on a phone. */
export default function HomeServices() {
  const dispatch = useAppDispatch();
  const serviceIds = useAppSelector(selectFeaturedServiceIds);
  const servicesStatus = useAppSelector(selectServicesStatus);
  const servicesError = useAppSelector(selectServicesError);
  return (
    <ServiceGrid
      ids={serviceIds}
      status={servicesStatus}
      error={servicesError}
      skeletons={FEATURED_SERVICES / 2}
      onRetry={() => dispatch(servicesActions.fetchRequested({ force: true }))}
    />
  );
}
