import type { Selectable } from 'kysely';
import type { HomePageInfoDto, HomePagePatch } from '../../shared/contracts/homepage';
import type { HomepageInfoTable } from '../db/contentTypes';
import { singleRecordRepository } from './singleRecord';

const toDto = (r: Selectable<HomepageInfoTable>): HomePageInfoDto => ({
  id: r.id,
  heroTitle: r.hero_title,
  heroSubtitle: r.hero_subtitle,
  heroImageUrl: r.hero_image_url,
  ctaText: r.cta_text,
  ctaLink: r.cta_link,
  stats: {
    yearsInBusiness: r.years_in_business,
    projectsCompleted: r.projects_completed,
    clientsServed: r.clients_served,
    consultantsCount: r.consultants_count,
  },
  updatedAt: r.updated_at,
});

const EMPTY = {
  hero_title: '',
  hero_subtitle: '',
  hero_image_url: '',
  cta_text: '',
  cta_link: '',
  years_in_business: 0,
  projects_completed: 0,
  clients_served: 0,
  consultants_count: 0,
};

function columns(v: HomePagePatch) {
  const s = v.stats ?? {};
  return {
    ...(v.heroTitle !== undefined && { hero_title: v.heroTitle }),
    ...(v.heroSubtitle !== undefined && { hero_subtitle: v.heroSubtitle }),
    ...(v.heroImageUrl !== undefined && { hero_image_url: v.heroImageUrl }),
    ...(v.ctaText !== undefined && { cta_text: v.ctaText }),
    ...(v.ctaLink !== undefined && { cta_link: v.ctaLink }),
    ...(s.yearsInBusiness !== undefined && { years_in_business: s.yearsInBusiness }),
    ...(s.projectsCompleted !== undefined && { projects_completed: s.projectsCompleted }),
    ...(s.clientsServed !== undefined && { clients_served: s.clientsServed }),
    ...(s.consultantsCount !== undefined && { consultants_count: s.consultantsCount }),
  };
}

/** The site's one home page record. */
export const homepageRecord = singleRecordRepository({
  table: 'homepage_info',
  blank: (now) => ({ ...EMPTY, created_at: now, updated_at: now }),
  columns,
  toDto: (_db, row) => toDto(row),
});

// The demo seeding inserts the record directly.
export const insertHomepage = homepageRecord.insert;
