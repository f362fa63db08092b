import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { IdParams } from './common';
import { defineContract } from './contract';

const Text = (max = 500) => Type.String({ maxLength: max });

/** Every field of the site settings (product-spec section 3). */
export const siteSettingsFields = {
  siteName: Text(100),
  siteTitle: Text(200),
  siteDescription: Text(1000),
  companyName: Text(200),
  companySlogan: Text(300),
  companyEmail: Text(254),
  companyPhone: Text(50),
  companyAddress: Text(500),
  faviconUrl: Text(500),
  logoText: Text(4),
  logoBgColor: Text(50),
  socialLinkedIn: Text(500),
  socialTwitter: Text(500),
  socialFacebook: Text(500),
  socialInstagram: Text(500),
  keywords: Text(1000),
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

/** One settings row: anyone reads it, administrators write it. */
export const siteSettingsContract = defineContract('site settings', API.siteSettings, {
  get: { summary: 'The site settings (public)', response: { 200: SiteSettings } },
  getById: { summary: 'One settings row by id', params: IdParams, response: { 200: SiteSettings } },
  create: {
    summary: 'Create the settings (overwrites the single row when it exists)',
    body: SiteSettingsInput,
    response: { 200: SiteSettings, 201: SiteSettings },
  },
  update: {
    summary: 'Replace the settings (the given id, else the first row)',
    body: SiteSettingsUpdate,
    response: { 200: SiteSettings },
  },
  patch: {
    summary: 'Change some settings fields',
    params: IdParams,
    body: SiteSettingsPatch,
    response: { 200: SiteSettings },
  },
});
