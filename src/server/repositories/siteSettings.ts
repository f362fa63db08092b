import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, SiteSettingsTable } from '../db/types';
import {
  SITE_SETTINGS_FIELDS,
  type SiteSettings,
  type SiteSettingsField,
  type SiteSettingsInput,
  type SiteSettingsPatch,
} from '../../shared/contracts/siteSettings';

type Row = Selectable<SiteSettingsTable>;
type Column = Exclude<keyof SiteSettingsTable, 'id' | 'updated_at'>;

const columnOf = (field: SiteSettingsField): Column =>
  field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as Column;

function toDto(row: Row): SiteSettings {
  const dto = { id: row.id } as SiteSettings;
  for (const field of SITE_SETTINGS_FIELDS) dto[field] = row[columnOf(field)];
  return dto;
}

function toColumns(values: SiteSettingsPatch): Partial<Record<Column, string>> {
  const columns: Partial<Record<Column, string>> = {};
  for (const field of SITE_SETTINGS_FIELDS) {
    const value = values[field];
    if (value !== undefined) columns[columnOf(field)] = value;
  }
  return columns;
}

export async function firstSettings(db: Kysely<Database>): Promise<SiteSettings | undefined> {
  const row = await db.selectFrom('site_settings').selectAll().orderBy('id').executeTakeFirst();
  return row && toDto(row);
}

export async function settingsById(db: Kysely<Database>, id: number): Promise<SiteSettings | undefined> {
  const row = await db.selectFrom('site_settings').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toDto(row);
}

export async function insertSettings(
  db: Kysely<Database>,
  values: SiteSettingsInput,
  now: string,
): Promise<SiteSettings> {
  const row = { ...toColumns(values), updated_at: now } as Insertable<SiteSettingsTable>;
  const created = await db.insertInto('site_settings').values(row).returningAll().executeTakeFirstOrThrow();
  return toDto(created);
}

/** Applies the given fields to one row; undefined when the row does not exist. */
export async function updateSettings(
  db: Kysely<Database>,
  id: number,
  values: SiteSettingsPatch,
  now: string,
): Promise<SiteSettings | undefined> {
  const changes: Updateable<SiteSettingsTable> = { ...toColumns(values), updated_at: now };
  const row = await db
    .updateTable('site_settings')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toDto(row);
}

export async function hasSettings(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('site_settings').select('id').executeTakeFirst()) !== undefined;
}
