import type {
  ServiceChanges,
  ServiceInput,
  ServiceItemInput,
  ServiceItemKind,
} from '../../features/services/serviceModel';
import { http } from '../apiClient';

const BASE = '/services';

/** Raw bodies: features/services normalises them. */
export type ServiceResponse = Record<string, unknown>;

/** Active services by display order; admins may ask for the inactive ones too. */
export const listServices = (includeInactive = false) =>
  http.get<ServiceResponse[] | null>(
    BASE,
    includeInactive ? { params: { includeInactive: true } } : undefined,
  );

export const getService = (id: number) => http.get<ServiceResponse>(`${BASE}/${id}`);

export const getServiceBySlug = (slug: string) =>
  http.get<ServiceResponse>(`${BASE}/slug/${encodeURIComponent(slug)}`);

export const createService = (body: ServiceInput) => http.post<ServiceResponse>(BASE, body);

export const updateService = (id: number, body: ServiceChanges) =>
  http.put<ServiceResponse>(`${BASE}/${id}`, body);

export const deleteService = (id: number) => http.delete<unknown>(`${BASE}/${id}`);

/** A feature or a benefit: the two share their paths but for the segment. */
export const addServiceItem = (serviceId: number, kind: ServiceItemKind, body: ServiceItemInput) =>
  http.post<ServiceResponse>(`${BASE}/${serviceId}/${kind}`, body);

export const removeServiceItem = (serviceId: number, kind: ServiceItemKind, itemId: number) =>
  http.delete<unknown>(`${BASE}/${serviceId}/${kind}/${itemId}`);
