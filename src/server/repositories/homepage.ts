import type { Kysely, Selectable } from 'kysely';
import type { HomePageInfoDto, HomePagePatch } from '../../shared/contracts/homepage';
import type { HomepageInfoTable } from '../db/contentTypes';
import type { Database } from '../db/types';

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

/** The home page's record (one per site; the oldest wins should there ever be more). */
export async function findHomepage(db: Kysely<Database>, id?: number): Promise<HomePageInfoDto | undefined> {
  let query = db.selectFrom('homepage_info').selectAll();
  if (id !== undefined) query = query.where('id', '=', id);
  const row = await query.orderBy('id').executeTakeFirst();
  return row && toDto(row);
}

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

export async function insertHomepage(db: Kysely<Database>, v: HomePagePatch, now: string): Promise<number> {
  const row = await db
    .insertInto('homepage_info')
    .values({
      ...EMPTY,
      ...columns(v),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHomepage(db: Kysely<Database>, id: number, v: HomePagePatch, now: string) {
  await db
    .updateTable('homepage_info')
    .set({ ...columns(v), updated_at: now })
    .where('id', '=', id)
    .execute();
}
