import type { AboutUsDto, AboutUsImage, AboutUsInput, AboutUsPatch } from '../../../shared/contracts/aboutUs';
import type { HomePageInfoDto, HomePageInput, HomePagePatch } from '../../../shared/contracts/homepage';
import { notFound } from '../../errors';
import { aboutUsRecord, addAboutUsImage, deleteAboutUsImage } from '../../repositories/aboutUs';
import { homepageRecord } from '../../repositories/homepage';
import { iso } from '../../time';
import { within } from '../afterCommit';
import { raise } from '../contentEvents';
import type { NotifyInput } from '../notifications/types';
import { singleRecordService, type WriteContext } from './singleRecord';
import { discardUpload } from '../uploads';
import type { NotificationType } from '../../../shared/domain/notificationTypes';

const contentEvent = (
  type: NotificationType,
  title: string,
  message: string,
  data: Record<string, unknown>,
): NotifyInput => ({ family: 'siteContent', type, title, message, data });

/** The about-us page: null until an administrator first saves it. */
export const aboutUs = singleRecordService<AboutUsDto, AboutUsInput, AboutUsPatch, null>({
  records: aboutUsRecord,
  whenMissing: async () => null,
  required: { field: 'title', label: 'Title' },
  events: {
    created: ({ id }) =>
      contentEvent('about_us_created', 'About us created', 'The about-us page was created.', { id }),
    updated: ({ id }) =>
      contentEvent('about_us_updated', 'About us updated', 'The about-us page was updated.', { id }),
  },
});

/** The home page's hero and figures: null until an administrator first saves them. */
export const homepage = singleRecordService<HomePageInfoDto, HomePageInput, HomePagePatch, null>({
  records: homepageRecord,
  whenMissing: async () => null,
  required: { field: 'heroTitle', label: 'Hero title' },
  events: {
    created: ({ id }) =>
      contentEvent('homepage_info_created', 'Homepage created', 'The home page content was created.', { id }),
    updated: ({ id }) =>
      contentEvent('homepage_info_updated', 'Homepage updated', 'The home page content was updated.', { id }),
  },
});

export async function addAboutImage(
  ctx: WriteContext,
  aboutUsId: number,
  url: string,
  caption: string,
): Promise<AboutUsImage> {
  return ctx.deferred.transaction(async (trx) => {
    const image = await addAboutUsImage(trx, aboutUsId, url, caption, iso(ctx.appConfig.now()));
    await raise(
      within(ctx, trx),
      contentEvent(
        'about_us_image_added',
        'About us image added',
        'An image was added to the about-us page.',
        { id: image.id, url },
      ),
    );
    return image;
  });
}

export async function removeAboutImage(ctx: WriteContext, imageId: number): Promise<void> {
  const image = await ctx.deferred.transaction(async (trx) => {
    const deleted = await deleteAboutUsImage(trx, imageId);
    if (!deleted) throw notFound();
    await raise(
      within(ctx, trx),
      contentEvent(
        'about_us_image_deleted',
        'About us image deleted',
        'An image was removed from the about-us page.',
        { id: deleted.id },
      ),
    );
    return deleted;
  });
  // Once the record is gone for good: it names its own file; no other stored file is touched.
  await discardUpload(ctx, 'about', image.url, 'any');
}
