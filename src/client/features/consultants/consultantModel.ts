import type {
  ApplicationForm,
  ApplicationStatus,
  ConsultantCreate,
  ConsultantDto,
  ConsultantListQuery,
  ExpertiseDto,
  ExpertiseInput,
  ExpertiseLevel,
  ExpertiseUpdate,
} from '@shared/contracts/consultants';

export type {
  ApplicationForm,
  ApplicationStatus,
  ConsultantCreate,
  ConsultantListQuery,
  ExpertiseInput,
  ExpertiseLevel,
  ExpertiseUpdate,
};
export type { ProjectStatus, PublicProject } from '@shared/contracts/projects';

/** A consultant as the server sends it and the store keeps it. */
export type Consultant = ConsultantDto;
export type Expertise = ExpertiseDto;

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

/** What an update sends for a field the form left out (requirements: consultant defaults). */
export const CONSULTANT_UPDATE_DEFAULTS: Omit<ConsultantUpdateBody, 'id' | 'userId'> = {
  name: '',
  surname: '',
  image: '',
  specialization: '',
  bio: '',
  linkedInUrl: '',
  yearsOfExperience: 0,
  isAvailable: true,
  isActive: true,
  applicationStatus: 'Pending',
};

/** A consultant update fills every missing field with its default, so the server never sees a gap. */
export function toConsultantUpdateBody(
  input: Partial<ConsultantUpdateBody> & Pick<ConsultantUpdateBody, 'id' | 'userId'>,
): ConsultantUpdateBody {
  const or = <K extends keyof typeof CONSULTANT_UPDATE_DEFAULTS>(key: K) =>
    input[key] ?? CONSULTANT_UPDATE_DEFAULTS[key];
  return {
    id: input.id,
    userId: input.userId,
    name: or('name'),
    surname: or('surname'),
    image: or('image'),
    specialization: or('specialization'),
    bio: or('bio'),
    linkedInUrl: or('linkedInUrl'),
    yearsOfExperience: or('yearsOfExperience'),
    isAvailable: or('isAvailable'),
    isActive: or('isActive'),
    applicationStatus: or('applicationStatus'),
  };
}

/** The public list's filters: search goes to the server, the other two narrow what was loaded. */
export interface ConsultantFilters {
  search: string;
  /** An expertise name, or '' for all. */
  expertise: string;
  availableOnly: boolean;
}

export const initialConsultantFilters: ConsultantFilters = {
  search: '',
  expertise: '',
  availableOnly: false,
};

/** The list query for a search text; none for blank text (the whole list, which is cached). */
export function consultantListQuery(search: string | undefined): ConsultantListQuery | undefined {
  const text = search?.trim() ?? '';
  return text ? { search: text } : undefined;
}

/** How the detail page names its consultant: by the slug of its address, or by id. */
export type ConsultantRef = { slug: string } | { id: number };

export const consultantRefKey = (ref: ConsultantRef) => ('slug' in ref ? `slug:${ref.slug}` : `id:${ref.id}`);

/** What only the consultant themselves and administrators see (the application queue's fields). */
const PRIVATE_FIELDS = ['email', 'adminNotes', 'hasCv', 'appliedAt', 'reviewedAt'] as const;

/** Anyone may see an approved, active consultant (docs/requirements.md#access). */
export const isPublicConsultant = (c: Consultant) => c.applicationStatus === 'Approved' && c.isActive;

/** Leaves the consultant as anyone may see them (in place, so that a reducer may pass its draft). */
export function stripPrivate(c: Consultant): void {
  for (const field of PRIVATE_FIELDS) delete c[field];
}
