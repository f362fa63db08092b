import { useAppSelector } from '@client/lib/hooks';
import { selectServiceById } from '@client/features/services';

/**
 * A request's service title: the name the server sent with it, else the loaded services list; a
 * service found in neither gets the placeholder of docs/requirements.md#notification-severity.
 */
export function useServiceTitle(request: { serviceId: number | null; serviceName: string | null } | null) {
  const serviceId = request?.serviceId ?? null;
  const service = useAppSelector((s) => (serviceId == null ? undefined : selectServiceById(s, serviceId)));
  if (serviceId == null) return null;
  return request?.serviceName || service?.title || 'Unknown Service';
}
