import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { FORMAT } from '../domain/formats';
import { IdParams, Text } from './common';
import { defineContract } from './contract';
import { singleRecordSchemas } from './singleRecord';

const limit = FIELD.siteSettings;
/** Rendered as links or image sources on every page. */
const link = { format: FORMAT.safeUrl };

/** Every field of the site settings (docs/requirements.md#site-settings). */
export const siteSettingsFields = {
  siteName: Text(limit.siteName),
  siteTitle: Text(limit.siteTitle),
  siteDescription: Text(limit.siteDescription),
  companyName: Text(limit.companyName),
  companySlogan: Text(limit.companySlogan),
  companyEmail: Text(limit.companyEmail, { format: FORMAT.emailOrEmpty }),
  companyPhone: Text(limit.companyPhone),
  companyAddress: Text(limit.companyAddress),
  faviconUrl: Text(limit.faviconUrl, link),
  logoText: Text(limit.logoText),
  logoBgColor: Text(limit.logoBgColor, { format: FORMAT.colourOrEmpty }),
  socialLinkedIn: Text(limit.socialLinkedIn, link),
  socialTwitter: Text(limit.socialTwitter, link),
  socialFacebook: Text(limit.socialFacebook, link),
  socialInstagram: Text(limit.socialInstagram, link),
  keywords: Text(limit.keywords),
};

export const SiteSettings = Type.Object({ id: Type.Integer(), ...siteSettingsFields });
export type SiteSettings = Static<typeof SiteSettings>;

export const SiteSettingsInput = Type.Object(siteSettingsFields);
export type SiteSettingsInput = Static<typeof SiteSettingsInput>;

export const SiteSettingsUpdate = Type.Object({ id: Type.Optional(Type.Integer()), ...siteSettingsFields });
export type SiteSettingsUpdate = Static<typeof SiteSettingsUpdate>;

export const SiteSettingsPatch = Type.Partial(Type.Object(siteSettingsFields));
export type SiteSettingsPatch = Static<typeof SiteSettingsPatch>;

export type SiteSettingsField = keyof typeof siteSettingsFields;
export const SITE_SETTINGS_FIELDS = Object.keys(siteSettingsFields) as SiteSettingsField[];

const record = singleRecordSchemas({
  name: 'the site settings',
  // Never null: a missing row is recreated from the built-in defaults.
  read: SiteSettings,
  record: SiteSettings,
  input: SiteSettingsInput,
  patch: SiteSettingsPatch,
});

/** The one settings record; also read by id, replaced without id (docs/requirements.md#site-settings). */
export const siteSettingsContract = defineContract('site settings', API.siteSettings, {
  get: record.read,
  create: record.create,
  patch: record.change,
  getById: { summary: 'One settings row by id', params: IdParams, response: { 200: SiteSettings } },
  update: {
    summary: 'Replace the settings (the given id, else the first row)',
    body: SiteSettingsUpdate,
    response: { 200: SiteSettings },
  },
});
