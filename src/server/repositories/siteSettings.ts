import type { Selectable } from 'kysely';
import type { SiteSettingsTable } from '../db/types';
import {
  SITE_SETTINGS_FIELDS,
  type SiteSettings,
  type SiteSettingsField,
  type SiteSettingsPatch,
} from '../../shared/contracts/siteSettings';
import { singleRecordRepository } from './singleRecord';

type Column = Exclude<keyof SiteSettingsTable, 'id' | 'updated_at'>;

const columnOf = (field: SiteSettingsField): Column =>
  field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as Column;

function toDto(row: Selectable<SiteSettingsTable>): SiteSettings {
  const dto = { id: row.id } as SiteSettings;
  for (const field of SITE_SETTINGS_FIELDS) dto[field] = row[columnOf(field)];
  return dto;
}

function columns(values: SiteSettingsPatch): Partial<Record<Column, string>> {
  const out: Partial<Record<Column, string>> = {};
  for (const field of SITE_SETTINGS_FIELDS) {
    const value = values[field];
    if (value !== undefined) out[columnOf(field)] = value;
  }
  return out;
}

/** Every column empty: a create always names every field, so nothing of this survives it. */
const blank = (now: string) => {
  const row = { updated_at: now } as Record<Column | 'updated_at', string>;
  for (const field of SITE_SETTINGS_FIELDS) row[columnOf(field)] = '';
  return row;
};

/** The site's one settings record. */
export const siteSettingsRecord = singleRecordRepository({
  table: 'site_settings',
  blank,
  columns,
  toDto: (_db, row) => toDto(row),
});

// The seeding (and the access matrix test) read and write the record directly.
export const firstSettings = (db: Parameters<typeof siteSettingsRecord.find>[0]) =>
  siteSettingsRecord.find(db);
export const insertSettings = siteSettingsRecord.insert;
export const hasSettings = siteSettingsRecord.exists;
