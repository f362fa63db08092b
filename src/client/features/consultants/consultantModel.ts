/** Expertise of a consultant (SUPPLEMENT section 3). */
export interface Expertise {
  id: number;
  consultantId?: number;
  name?: string;
  level?: string;
  yearsOfExperience?: number;
}

export type ApplicationStatus = 'Pending' | 'Approved' | 'Rejected';

/** A consultant as the client keeps it (product-spec section 3). */
export interface Consultant {
  id: number;
  userId: number | null;
  name: string;
  surname: string;
  fullName: string;
  image: string;
  specialization: string;
  bio: string;
  linkedInUrl: string;
  yearsOfExperience: number;
  isAvailable: boolean;
  isActive: boolean;
  applicationStatus: ApplicationStatus | string;
  expertise: Expertise[];
  /** The public address part, /consultants/{slug}; empty when the server has none. */
  slug: string;
  createdAt: string | null;
  updatedAt: string | null;
}

/** The body of PUT /consultants/{id}. */
export type ConsultantUpdateBody = Pick<
  Consultant,
  | 'id'
  | 'userId'
  | 'name'
  | 'surname'
  | 'image'
  | 'specialization'
  | 'bio'
  | 'linkedInUrl'
  | 'yearsOfExperience'
  | 'isAvailable'
  | 'isActive'
  | 'applicationStatus'
>;

type Raw = Record<string, unknown>;

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback: number): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
const dateOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

export function normalizeExpertise(raw: unknown): Expertise | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Raw;
  const id = num(r.id, NaN);
  if (Number.isNaN(id)) return null;
  return { ...(r as object), id } as Expertise;
}

/** Server rows use name/surname, older ones firstName/lastName; missing fields get the update defaults. */
export function normalizeConsultant(raw: unknown): Consultant {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Raw;
  const name = str(r.name ?? r.firstName);
  const surname = str(r.surname ?? r.lastName);
  const expertise = Array.isArray(r.expertise)
    ? r.expertise.map(normalizeExpertise).filter((e): e is Expertise => e !== null)
    : [];
  const userId = num(r.userId, NaN);
  return {
    id: num(r.id, 0),
    userId: Number.isNaN(userId) ? null : userId,
    name,
    surname,
    fullName: str(r.fullName) || `${name} ${surname}`.trim(),
    image: str(r.image),
    specialization: str(r.specialization),
    bio: str(r.bio),
    linkedInUrl: str(r.linkedInUrl),
    yearsOfExperience: num(r.yearsOfExperience, 0),
    isAvailable: bool(r.isAvailable, true),
    isActive: bool(r.isActive, true),
    applicationStatus: str(r.applicationStatus) || 'Pending',
    expertise,
    slug: str(r.slug),
    createdAt: dateOrNull(r.createdAt),
    updatedAt: dateOrNull(r.updatedAt),
  };
}

/** A consultant update fills missing fields with the defaults of product-spec section 3. */
export function toConsultantUpdateBody(input: Partial<Consultant> & { id: number }): ConsultantUpdateBody {
  const c = normalizeConsultant(input);
  return {
    id: c.id,
    userId: c.userId,
    name: c.name,
    surname: c.surname,
    image: c.image,
    specialization: c.specialization,
    bio: c.bio,
    linkedInUrl: c.linkedInUrl,
    yearsOfExperience: c.yearsOfExperience,
    isAvailable: c.isAvailable,
    isActive: c.isActive,
    applicationStatus: c.applicationStatus,
  };
}
