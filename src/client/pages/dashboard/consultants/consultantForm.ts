import { yearsOfExperienceProblem } from '@shared/domain/work';
import { isYes, yesNo, type useForm } from '@client/components/forms/useForm';
import type { Validator } from '@client/components/forms/validation';
import type { ApplicationStatus, Consultant, ConsultantUpdateBody } from '@client/features/consultants';

/** The fields of the update body a profile form edits. */
export type ConsultantField = Exclude<
  keyof ConsultantUpdateBody,
  'id' | 'userId' | 'name' | 'surname' | 'image'
>;

/** What the profile forms edit, as their draft holds it; the rest of the profile is sent as it is stored. */
export type ConsultantDraft = Record<ConsultantField, string>;

/** The draft of a profile form (components/forms/useForm.ts). */
export type ConsultantForm = ReturnType<typeof useForm<ConsultantField>>;

export const draftOf = (c: Consultant): ConsultantDraft => ({
  specialization: c.specialization,
  bio: c.bio,
  linkedInUrl: c.linkedInUrl,
  yearsOfExperience: String(c.yearsOfExperience),
  isAvailable: yesNo(c.isAvailable),
  isActive: yesNo(c.isActive),
  applicationStatus: c.applicationStatus,
});

/**
 * What the form says under each field it refuses before sending, in the words the server would use
 * (docs/requirements.md#validation); empty when the draft may be sent.
 */
export function draftProblems(d: ConsultantDraft): Partial<Record<ConsultantField, string>> {
  const years = yearsOfExperienceProblem(d.yearsOfExperience);
  return years ? { yearsOfExperience: years } : {};
}

export const hasDraftProblems = (d: ConsultantDraft): boolean => Object.keys(draftProblems(d)).length > 0;

/** The forms send nothing while draftProblems finds something. */
export const CONSULTANT_RULES: Partial<Record<ConsultantField, Validator[]>> = {
  yearsOfExperience: [yearsOfExperienceProblem],
};

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
  isAvailable: isYes(d.isAvailable),
  isActive: isYes(d.isActive),
  applicationStatus: d.applicationStatus as ApplicationStatus,
});
