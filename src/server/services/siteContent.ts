import type { AboutUsDto, AboutUsImage, AboutUsInput, AboutUsPatch } from '../../shared/contracts/aboutUs';
import type { HomePageInfoDto, HomePageInput, HomePagePatch } from '../../shared/contracts/homepage';
import { MSG } from '../../shared/messages';
import { HttpError, badRequest, notFound, type FieldError } from '../errors';
import {
  addAboutUsImage,
  deleteAboutUsImage,
  findAboutUs,
  insertAboutUs,
  updateAboutUs,
} from '../repositories/aboutUs';
import { findHomepage, insertHomepage, updateHomepage } from '../repositories/homepage';
import { removeUpload } from '../plugins/uploads';
import { iso } from '../time';
import { isSafeUrl, raise, type ContentContext } from './contentEvents';

export const ABOUT_FOLDER = 'about';

const contentEvent = (
  ctx: ContentContext,
  type: string,
  title: string,
  message: string,
  data: Record<string, unknown> = {},
) => raise(ctx, { family: 'siteContent', type, title, message, data });

function checkLinks(values: Record<string, unknown>, fields: string[]): void {
  const errors: FieldError[] = fields
    .filter((f) => typeof values[f] === 'string' && !isSafeUrl((values[f] as string).trim()))
    .map((field) => ({ field, message: MSG.invalidUrl }));
  if (errors.length) throw new HttpError(400, errors[0].message, undefined, errors);
}

function checkTitle(title: string | undefined, field: string): void {
  if (title !== undefined && !title.trim())
    throw badRequest(`${field === 'title' ? 'Title' : 'Hero title'} is required.`, field);
}

/** POST: the site has one about-us record, so a second create overwrites it (200) instead of adding one. */
export async function saveAboutUs(
  ctx: ContentContext,
  body: AboutUsInput,
): Promise<{ created: boolean; aboutUs: AboutUsDto }> {
  checkTitle(body.title, 'title');
  const now = iso(ctx.appConfig.now());
  const existing = await findAboutUs(ctx.db);
  if (existing) return { created: false, aboutUs: await changeAboutUs(ctx, existing.id, body) };
  const id = await insertAboutUs(ctx.db, body, now);
  const aboutUs = (await findAboutUs(ctx.db, id))!;
  await contentEvent(ctx, 'about_us_created', 'About us created', 'The about-us page was created.', { id });
  return { created: true, aboutUs };
}

export async function changeAboutUs(
  ctx: ContentContext,
  id: number,
  body: AboutUsPatch,
): Promise<AboutUsDto> {
  checkTitle(body.title, 'title');
  if (!(await findAboutUs(ctx.db, id))) throw notFound();
  await updateAboutUs(ctx.db, id, body, iso(ctx.appConfig.now()));
  await contentEvent(ctx, 'about_us_updated', 'About us updated', 'The about-us page was updated.', { id });
  return (await findAboutUs(ctx.db, id))!;
}

export async function addAboutImage(
  ctx: ContentContext,
  aboutUsId: number,
  url: string,
  caption: string,
): Promise<AboutUsImage> {
  const image = await addAboutUsImage(ctx.db, aboutUsId, url, caption, iso(ctx.appConfig.now()));
  await contentEvent(
    ctx,
    'about_us_image_added',
    'About us image added',
    'An image was added to the about-us page.',
    {
      id: image.id,
      url,
    },
  );
  return image;
}

export async function removeAboutImage(ctx: ContentContext, imageId: number): Promise<void> {
  const image = await deleteAboutUsImage(ctx.db, imageId);
  if (!image) throw notFound();
  await removeUpload(ctx.appConfig.dataDir, ABOUT_FOLDER, image.url);
  await contentEvent(
    ctx,
    'about_us_image_deleted',
    'About us image deleted',
    'An image was removed from the about-us page.',
    { id: image.id },
  );
}

const HOME_LINKS = ['heroImageUrl', 'ctaLink'];

/** POST: one home-page record per site, like about-us. */
export async function saveHomepage(
  ctx: ContentContext,
  body: HomePageInput,
): Promise<{ created: boolean; homepage: HomePageInfoDto }> {
  checkTitle(body.heroTitle, 'heroTitle');
  checkLinks(body, HOME_LINKS);
  const existing = await findHomepage(ctx.db);
  if (existing) return { created: false, homepage: await changeHomepage(ctx, existing.id, body) };
  const id = await insertHomepage(ctx.db, body, iso(ctx.appConfig.now()));
  await contentEvent(ctx, 'homepage_info_created', 'Homepage created', 'The home page content was created.', {
    id,
  });
  return { created: true, homepage: (await findHomepage(ctx.db, id))! };
}

export async function changeHomepage(
  ctx: ContentContext,
  id: number,
  body: HomePagePatch,
): Promise<HomePageInfoDto> {
  checkTitle(body.heroTitle, 'heroTitle');
  checkLinks(body, HOME_LINKS);
  if (!(await findHomepage(ctx.db, id))) throw notFound();
  await updateHomepage(ctx.db, id, body, iso(ctx.appConfig.now()));
  await contentEvent(ctx, 'homepage_info_updated', 'Homepage updated', 'The home page content was updated.', {
    id,
  });
  return (await findHomepage(ctx.db, id))!;
}
