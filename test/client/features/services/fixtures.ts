import type { Service } from '@client/features/services/serviceModel';

export function makeService(overrides: Partial<Service> = {}): Service {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `service-${id}`,
    title: `Service ${id}`,
    shortDescription: `Short ${id}`,
    description: `Long description ${id}`,
    icon: 'Cloud',
    imageUrl: '',
    isActive: true,
    displayOrder: id,
    features: [],
    benefits: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
