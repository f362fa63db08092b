import { createAction } from '@reduxjs/toolkit';
import type { SiteSettings, SiteSettingsInput, SiteSettingsPatch } from '@shared/contracts/siteSettings';
import { createSingleRecord, type SingleRecordState } from '@client/lib/singleRecord';

/** The site settings: kept (and persisted) so the shell shows them at once on the next visit. */
export const siteSettingsRecord = createSingleRecord<SiteSettings, SiteSettingsInput, 'siteSettings'>(
  'siteSettings',
);

export type SiteSettingsState = SingleRecordState<SiteSettings>;
export const initialSiteSettingsState = siteSettingsRecord.initialState;

export const siteSettingsActions = {
  ...siteSettingsRecord.actions,
  /** The spec's partial write (PATCH /sitesettings/{id}). */
  patchRequested: createAction<{ id: number; changes: SiteSettingsPatch }>('siteSettings/patchRequested'),
};
export const siteSettingsReducer = siteSettingsRecord.reducer;
