import { createSelector } from '@reduxjs/toolkit';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import type { SiteSettingsInput } from '@shared/contracts/siteSettings';
import type { RootState } from '@client/lib/hooks';
import { singleRecordSelectors } from '@client/lib/singleRecord';
import { siteSettingsRecord } from './siteSettingsSlice';

// The field list comes from the defaults, not the contract module: the client takes only types from
// contracts, which would otherwise pull the schema library into the bundle.
const FIELDS = Object.keys(SITE_DEFAULTS) as (keyof SiteSettingsInput)[];

export const {
  selectData: selectSiteSettings,
  /** The load's state; a failure is only kept, the shell shows the defaults meanwhile. */
  selectLoad: selectSiteSettingsLoad,
  selectSave: selectSiteSettingsSave,
} = singleRecordSelectors(siteSettingsRecord, (state: RootState) => state.siteSettings);

/** Every field, each falling back to its built-in default when missing or empty. */
export const selectEffectiveSiteSettings = createSelector([selectSiteSettings], (data): SiteSettingsInput => {
  const out = { ...SITE_DEFAULTS };
  if (!data) return out;
  for (const field of FIELDS) {
    const value = data[field];
    if (typeof value === 'string' && value.trim() !== '') out[field] = value;
  }
  return out;
});

/** The grouped shape the shell reads (docs/requirements.md#site-settings). */
export const selectSiteName = createSelector([selectEffectiveSiteSettings], (s) => s.siteName);
export const selectBranding = createSelector([selectEffectiveSiteSettings], (s) => ({
  logoText: s.logoText,
  /** Empty means the theme's secondary.main. */
  logoBgColor: s.logoBgColor,
  faviconUrl: s.faviconUrl,
}));
export const selectCompany = createSelector([selectEffectiveSiteSettings], (s) => ({
  name: s.companyName,
  slogan: s.companySlogan,
  phone: s.companyPhone,
  email: s.companyEmail,
  address: s.companyAddress,
}));
export const selectSocial = createSelector([selectEffectiveSiteSettings], (s) => ({
  linkedin: s.socialLinkedIn,
  twitter: s.socialTwitter,
  facebook: s.socialFacebook,
  instagram: s.socialInstagram,
}));
export const selectSeo = createSelector([selectEffectiveSiteSettings], (s) => ({
  title: s.siteTitle,
  description: s.siteDescription,
  keywords: s.keywords,
}));
