import { yearsOfExperienceProblem } from '@shared/domain/work';
import type {
  ApplicationStatus,
  Consultant,
  ConsultantUpdateBody,
} from '@client/features/consultants/consultantModel';

/** What the profile forms edit; the rest of the profile is sent as it is stored. */
export interface ConsultantDraft {
  specialization: string;
  bio: string;
  linkedInUrl: string;
  yearsOfExperience: string;
  isAvailable: boolean;
  isActive: boolean;
  applicationStatus: ApplicationStatus;
}

export const draftOf = (c: Consultant): ConsultantDraft => ({
  specialization: c.specialization,
  bio: c.bio,
  linkedInUrl: c.linkedInUrl,
  yearsOfExperience: String(c.yearsOfExperience),
  isAvailable: c.isAvailable,
  isActive: c.isActive,
  applicationStatus: c.applicationStatus,
});

/**
 * What the form says under each field it refuses before sending, in the words the server would use
 * (docs/requirements.md#validation); empty when the draft may be sent.
 */
export function draftProblems(d: ConsultantDraft): Partial<Record<keyof ConsultantDraft, string>> {
  const years = yearsOfExperienceProblem(d.yearsOfExperience);
  return years ? { yearsOfExperience: years } : {};
}

export const hasDraftProblems = (d: ConsultantDraft): boolean => Object.keys(draftProblems(d)).length > 0;

/** The whole update body: an update fills missing fields with defaults, so every stored value is sent. */
export const updateOf = (c: Consultant, d: ConsultantDraft): ConsultantUpdateBody => ({
  id: c.id,
  userId: c.userId,
  name: c.name,
  surname: c.surname,
  image: c.image,
  specialization: d.specialization.trim(),
  bio: d.bio,
  linkedInUrl: d.linkedInUrl.trim(),
  // A checked draft holds a whole number or nothing (none given: 0).
  yearsOfExperience: Number(d.yearsOfExperience.trim()) || 0,
  isAvailable: d.isAvailable,
  isActive: d.isActive,
  applicationStatus: d.applicationStatus,
});
