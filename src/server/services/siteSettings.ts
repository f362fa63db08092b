import type { SiteSettings, SiteSettingsInput, SiteSettingsPatch } from '../../shared/contracts/siteSettings';
import { MSG } from '../../shared/messages';
import { SITE_DEFAULTS } from '../../shared/siteDefaults';
import { HttpError, notFound, type FieldError } from '../errors';
import { firstSettings, insertSettings, settingsById, updateSettings } from '../repositories/siteSettings';
import { iso } from '../time';
import type { AppContext } from '../types';
import { siteSettingsUpdated } from './notifications/events';

// Fields the client renders as links or image sources: only http(s) or same-site paths, so an
// administrator's typo (or a stolen admin session) cannot plant javascript: URLs on every page.
const URL_FIELDS = [
  'faviconUrl',
  'socialLinkedIn',
  'socialTwitter',
  'socialFacebook',
  'socialInstagram',
] as const;

const isSafeUrl = (value: string): boolean =>
  value === '' || /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value);

function checkUrls(values: SiteSettingsPatch): void {
  const errors: FieldError[] = URL_FIELDS.filter((f) => {
    const v = values[f];
    return v !== undefined && !isSafeUrl(v.trim());
  }).map((field) => ({ field, message: MSG.invalidUrl }));
  if (errors.length) throw new HttpError(400, errors[0].message, undefined, errors);
}

/** The one settings row; recreated from the defaults if it was ever removed. */
export async function currentSettings(ctx: AppContext): Promise<SiteSettings> {
  return (await firstSettings(ctx.db)) ?? insertSettings(ctx.db, SITE_DEFAULTS, iso(ctx.appConfig.now()));
}

export async function settingsWithId(ctx: AppContext, id: number): Promise<SiteSettings> {
  const found = await settingsById(ctx.db, id);
  if (!found) throw notFound();
  return found;
}

/** POST: the site has one settings row, so a second create overwrites it instead of adding another. */
export async function createSettings(
  ctx: AppContext,
  values: SiteSettingsInput,
): Promise<{ created: boolean; settings: SiteSettings }> {
  checkUrls(values);
  const now = iso(ctx.appConfig.now());
  const existing = await firstSettings(ctx.db);
  if (!existing) {
    const settings = await insertSettings(ctx.db, values, now);
    await ctx.notifier.notify(siteSettingsUpdated(settings));
    return { created: true, settings };
  }
  const settings = await updateSettings(ctx.db, existing.id, values, now);
  if (!settings) throw notFound();
  await ctx.notifier.notify(siteSettingsUpdated(settings));
  return { created: false, settings };
}

/** PUT and PATCH: the given row, or the first one when no id is given. */
export async function changeSettings(
  ctx: AppContext,
  id: number | undefined,
  values: SiteSettingsPatch,
): Promise<SiteSettings> {
  checkUrls(values);
  const targetId = id ?? (await currentSettings(ctx)).id;
  const settings = await updateSettings(ctx.db, targetId, values, iso(ctx.appConfig.now()));
  if (!settings) throw notFound();
  await ctx.notifier.notify(siteSettingsUpdated(settings));
  return settings;
}
