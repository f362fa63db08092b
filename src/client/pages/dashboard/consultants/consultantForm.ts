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
  yearsOfExperience: Math.max(0, Math.floor(Number(d.yearsOfExperience) || 0)),
  isAvailable: d.isAvailable,
  isActive: d.isActive,
  applicationStatus: d.applicationStatus,
});
