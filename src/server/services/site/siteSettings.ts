import type {
  SiteSettings,
  SiteSettingsInput,
  SiteSettingsPatch,
} from '../../../shared/contracts/siteSettings';
import { SITE_DEFAULTS } from '../../../shared/siteDefaults';
import { siteSettingsRecord } from '../../repositories/siteSettings';
import { siteSettingsUpdated } from '../notifications/events';
import { singleRecordService } from './singleRecord';

/** The site settings: never missing, a removed row is recreated from the built-in defaults. */
export const siteSettings = singleRecordService<
  SiteSettings,
  SiteSettingsInput,
  SiteSettingsPatch,
  SiteSettings
>({
  records: siteSettingsRecord,
  whenMissing: (ctx, now) => siteSettingsRecord.insert(ctx.db, SITE_DEFAULTS, now),
  events: { created: siteSettingsUpdated, updated: siteSettingsUpdated },
});
