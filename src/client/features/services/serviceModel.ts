import type {
  ServiceCreate,
  ServiceDto,
  ServiceItem,
  ServiceItemInput,
  ServiceUpdate,
} from '../../../shared/contracts/services';

export type { ServiceItem, ServiceItemInput };

export type ServiceItemKind = 'features' | 'benefits';

/** An expertise area as the client keeps it. */
export type Service = Omit<ServiceDto, 'createdAt' | 'updatedAt'>;

/** The body of POST /services; an empty slug lets the server derive one from the title. */
export type ServiceInput = Omit<ServiceCreate, 'features' | 'benefits'>;

/** The body of PUT /services/{id}: only the fields given change. */
export type ServiceChanges = Omit<ServiceUpdate, 'features' | 'benefits'>;

type Raw = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown, fallback: number): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

export function normalizeServiceItem(raw: unknown): ServiceItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Raw;
  const id = num(r.id, NaN);
  if (Number.isNaN(id)) return null;
  return { id, name: str(r.name), description: str(r.description) };
}

const items = (v: unknown): ServiceItem[] =>
  Array.isArray(v) ? v.map(normalizeServiceItem).filter((i): i is ServiceItem => i !== null) : [];

/** Missing fields get safe defaults so that a partial answer never breaks a page. */
export function normalizeService(raw: unknown): Service {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Raw;
  return {
    id: num(r.id, 0),
    slug: str(r.slug),
    title: str(r.title),
    shortDescription: str(r.shortDescription),
    description: str(r.description),
    icon: str(r.icon),
    imageUrl: str(r.imageUrl),
    isActive: typeof r.isActive === 'boolean' ? r.isActive : true,
    displayOrder: num(r.displayOrder, 0),
    features: items(r.features),
    benefits: items(r.benefits),
  };
}

/** A service-shaped answer (the whole service after a feature or benefit write), else null. */
export function asService(raw: unknown): Service | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Raw;
  return typeof r.slug === 'string' && typeof r.title === 'string' ? normalizeService(r) : null;
}

/** Display order first, then title: the order of the public list. */
export function compareServices(a: Service, b: Service): number {
  return a.displayOrder - b.displayOrder || a.title.localeCompare(b.title);
}
