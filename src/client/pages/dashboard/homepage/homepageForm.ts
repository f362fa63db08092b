import { integerIn, urlOrPath, withinLength } from '@client/components/forms/limits';
import { FIELD } from '@shared/domain/fields';
import { RANGE } from '@shared/domain/numbers';
import { required, type Validator } from '@client/components/forms/validation';
// eslint-disable-next-line import-x/no-restricted-paths -- type-checked by test/server/domainParity.test.ts with no DOM or JSX, which the index's components need.
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

const field = FIELD.homepage;

export const homepageRules = {
  heroTitle: [required('Hero title'), withinLength('Hero title', field.heroTitle)],
  heroSubtitle: [withinLength('Hero subtitle', field.heroSubtitle)],
  heroImageUrl: [withinLength('Hero image URL', field.heroImageUrl), urlOrPath],
  ctaText: [withinLength('Button text', field.ctaText)],
  ctaLink: [withinLength('Button link', field.ctaLink), urlOrPath],
  ...(Object.fromEntries(
    STAT_FIELDS.map(({ name, label }) => [name, [integerIn(label, RANGE.homepageFigure)]]),
  ) as Record<StatField, Validator[]>),
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
