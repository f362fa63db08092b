import type { ServiceCreate, ServiceDto, ServiceUpdate } from '@shared/contracts/services';
import { compareNames } from '@client/lib/plainOrder';

export type { ServiceItem, ServiceItemInput } from '@shared/contracts/services';

/** An expertise area as the server sends it and the store keeps it. */
export type Service = ServiceDto;

export type ServiceItemKind = 'features' | 'benefits';

/** The body of POST /services; an empty slug lets the server derive one from the title. */
export type ServiceInput = Omit<ServiceCreate, 'features' | 'benefits'>;

/** The body of PUT /services/{id}: only the fields given change. */
export type ServiceChanges = Omit<ServiceUpdate, 'features' | 'benefits'>;

/** Display order first, then title: the order of the public list. */
export function compareServices(a: Service, b: Service): number {
  return a.displayOrder - b.displayOrder || compareNames(a.title, b.title);
}
