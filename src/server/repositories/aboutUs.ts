import type { Kysely, Selectable } from 'kysely';
import type { AboutUsDto, AboutUsImage, AboutUsPatch } from '../../shared/contracts/aboutUs';
import type { AboutUsImagesTable, AboutUsTable } from '../db/contentTypes';
import type { Database } from '../db/types';
import { singleRecordRepository } from './singleRecord';

const toImage = (r: Selectable<AboutUsImagesTable>): AboutUsImage => ({
  id: r.id,
  url: r.url,
  caption: r.caption,
  displayOrder: r.display_order,
});

async function toDto(db: Kysely<Database>, row: Selectable<AboutUsTable>): Promise<AboutUsDto> {
  const images = await db
    .selectFrom('about_us_images')
    .selectAll()
    .where('about_us_id', '=', row.id)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    mission: row.mission,
    vision: row.vision,
    values: row.values,
    images: images.map(toImage),
    updatedAt: row.updated_at,
  };
}

const columns = (v: AboutUsPatch) => ({
  ...(v.title !== undefined && { title: v.title }),
  ...(v.content !== undefined && { content: v.content }),
  ...(v.mission !== undefined && { mission: v.mission }),
  ...(v.vision !== undefined && { vision: v.vision }),
  ...(v.values !== undefined && { values: v.values }),
});

/** The site's one about-us record. */
export const aboutUsRecord = singleRecordRepository({
  table: 'about_us',
  blank: (now) => ({
    title: '',
    content: '',
    mission: '',
    vision: '',
    values: '',
    created_at: now,
    updated_at: now,
  }),
  columns,
  toDto,
});

// The demo seeding inserts the record directly.
export const insertAboutUs = aboutUsRecord.insert;

export async function addAboutUsImage(
  db: Kysely<Database>,
  aboutUsId: number,
  url: string,
  caption: string,
  now: string,
): Promise<AboutUsImage> {
  const last = await db
    .selectFrom('about_us_images')
    .select((eb) => eb.fn.max('display_order').as('max'))
    .where('about_us_id', '=', aboutUsId)
    .executeTakeFirst();
  const row = await db
    .insertInto('about_us_images')
    .values({
      about_us_id: aboutUsId,
      url,
      caption,
      display_order: last?.max == null ? 0 : Number(last.max) + 1,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toImage(row);
}

/** Deletes the image row; what it was (for its file and the event), or undefined when missing. */
export async function deleteAboutUsImage(
  db: Kysely<Database>,
  imageId: number,
): Promise<(AboutUsImage & { aboutUsId: number }) | undefined> {
  const row = await db
    .deleteFrom('about_us_images')
    .where('id', '=', imageId)
    .returningAll()
    .executeTakeFirst();
  return row && { ...toImage(row), aboutUsId: row.about_us_id };
}
