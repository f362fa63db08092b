import { SITE_SETTINGS } from '@shared/apiPaths';
import type {
  SiteSettings,
  SiteSettingsInput,
  SiteSettingsPatch,
  SiteSettingsUpdate,
} from '@shared/contracts/siteSettings';
import { http } from '@client/api/client';

export const getSiteSettings = () => http.get<SiteSettings | SiteSettings[] | null>(SITE_SETTINGS);

export const getSiteSettingsById = (id: number) => http.get<SiteSettings>(`${SITE_SETTINGS}/${id}`);

export const createSiteSettings = (body: SiteSettingsInput) => http.post<SiteSettings>(SITE_SETTINGS, body);

export const updateSiteSettings = (body: SiteSettingsUpdate) => http.put<SiteSettings>(SITE_SETTINGS, body);

export const patchSiteSettings = (id: number, changes: SiteSettingsPatch) =>
  http.patch<SiteSettings>(`${SITE_SETTINGS}/${id}`, changes);
