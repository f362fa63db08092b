import type { Consultant, Expertise } from '@client/features/consultants/consultantModel';

export function makeExpertise(overrides: Partial<Expertise> = {}): Expertise {
  const id = overrides.id ?? 1;
  return {
    id,
    consultantId: 1,
    name: `Expertise ${id}`,
    level: 'Intermediate',
    yearsOfExperience: 3,
    ...overrides,
  };
}

export function makeConsultant(overrides: Partial<Consultant> = {}): Consultant {
  const id = overrides.id ?? 1;
  return {
    id,
    userId: 100 + id,
    name: `Name${id}`,
    surname: `Surname${id}`,
    fullName: `Name${id} Surname${id}`,
    image: '',
    specialization: 'ERP',
    bio: '',
    linkedInUrl: '',
    yearsOfExperience: 5,
    isAvailable: true,
    isActive: true,
    applicationStatus: 'Approved',
    expertise: [],
    slug: `name${id}-surname${id}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
