import type { AboutUs, HomepageInfo } from '@client/features/content/contentModel';

export const makeAboutUs = (overrides: Partial<AboutUs> = {}): AboutUs => ({
  id: 1,
  title: 'About Us',
  content: 'We help.',
  mission: 'M',
  vision: 'V',
  values: 'Va',
  images: [{ id: 3, url: '/uploads/a.png', caption: 'Office', displayOrder: 0 }],
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const makeHomepage = (overrides: Partial<HomepageInfo> = {}): HomepageInfo => ({
  id: 2,
  heroTitle: 'Hero',
  heroSubtitle: 'Sub',
  heroImageUrl: '',
  ctaText: 'Go',
  ctaLink: '/request',
  stats: { yearsInBusiness: 10, projectsCompleted: 200, clientsServed: 80, consultantsCount: 25 },
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
