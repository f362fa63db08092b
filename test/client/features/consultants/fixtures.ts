import { normalizeConsultant, type Consultant } from '@client/features/consultants/consultantModel';

export function makeConsultant(overrides: Partial<Consultant> = {}): Consultant {
  const id = overrides.id ?? 1;
  return normalizeConsultant({
    id,
    userId: 100 + id,
    name: `Name${id}`,
    surname: `Surname${id}`,
    fullName: `Name${id} Surname${id}`,
    specialization: 'ERP',
    yearsOfExperience: 5,
    isAvailable: true,
    isActive: true,
    applicationStatus: 'Approved',
    slug: `name${id}-surname${id}`,
    expertise: [],
    ...overrides,
  });
}
