import { integerIn, maxLength, urlOrPath } from '@client/components/forms/limits';
import { required } from '@client/components/forms/validation';
import type { HomepageInfo, HomepageInput, HomepageStats } from '@client/features/content/contentModel';

export type HeroField = 'heroTitle' | 'heroSubtitle' | 'heroImageUrl' | 'ctaText' | 'ctaLink';
export type StatField = keyof HomepageStats;
export type HomepageField = HeroField | StatField;

export const STAT_FIELDS: { name: StatField; label: string }[] = [
  { name: 'yearsInBusiness', label: 'Years in business' },
  { name: 'projectsCompleted', label: 'Projects completed' },
  { name: 'clientsServed', label: 'Clients served' },
  { name: 'consultantsCount', label: 'Consultants' },
];

// The server's figure limit (shared/contracts/homepage.ts).
const COUNT_MAX = 10_000_000;

export const homepageRules = {
  heroTitle: [required('Hero title'), maxLength('Hero title', 200)],
  heroSubtitle: [maxLength('Hero subtitle', 500)],
  heroImageUrl: [maxLength('Hero image URL', 500), urlOrPath],
  ctaText: [maxLength('Button text', 100)],
  ctaLink: [maxLength('Button link', 500), urlOrPath],
  ...Object.fromEntries(STAT_FIELDS.map(({ name, label }) => [name, [integerIn(label, 0, COUNT_MAX)]])),
};

export const homepageValues = (h: HomepageInfo | null): Record<HomepageField, string> => ({
  heroTitle: h?.heroTitle ?? '',
  heroSubtitle: h?.heroSubtitle ?? '',
  heroImageUrl: h?.heroImageUrl ?? '',
  ctaText: h?.ctaText ?? 'Get a Quote',
  ctaLink: h?.ctaLink ?? '/request',
  yearsInBusiness: String(h?.stats.yearsInBusiness ?? 0),
  projectsCompleted: String(h?.stats.projectsCompleted ?? 0),
  clientsServed: String(h?.stats.clientsServed ?? 0),
  consultantsCount: String(h?.stats.consultantsCount ?? 0),
});

export const toHomepageInput = (v: Record<HomepageField, string>): HomepageInput => ({
  heroTitle: v.heroTitle.trim(),
  heroSubtitle: v.heroSubtitle.trim(),
  heroImageUrl: v.heroImageUrl.trim(),
  ctaText: v.ctaText.trim(),
  ctaLink: v.ctaLink.trim(),
  stats: {
    yearsInBusiness: Number(v.yearsInBusiness),
    projectsCompleted: Number(v.projectsCompleted),
    clientsServed: Number(v.clientsServed),
    consultantsCount: Number(v.consultantsCount),
  },
});
