import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { IdParams } from './common';
import { defineContract } from './contract';
import { Nullable } from './nullable';

const Count = Type.Integer({ minimum: 0, maximum: 10_000_000 });

export const HomePageStats = Type.Object({
  yearsInBusiness: Count,
  projectsCompleted: Count,
  clientsServed: Count,
  consultantsCount: Count,
});
export type HomePageStats = Static<typeof HomePageStats>;

/** The home page's hero and figures, SUPPLEMENT section 3. */
export const HomePageInfoDto = Type.Object({
  id: Type.Integer(),
  heroTitle: Type.String(),
  heroSubtitle: Type.String(),
  heroImageUrl: Type.String(),
  ctaText: Type.String(),
  ctaLink: Type.String(),
  stats: HomePageStats,
  updatedAt: Type.String(),
});
export type HomePageInfoDto = Static<typeof HomePageInfoDto>;

const fields = {
  heroTitle: Type.String({ minLength: 1, maxLength: 200 }),
  heroSubtitle: Type.Optional(Type.String({ maxLength: 500 })),
  heroImageUrl: Type.Optional(Type.String({ maxLength: 500 })),
  ctaText: Type.Optional(Type.String({ maxLength: 100 })),
  ctaLink: Type.Optional(Type.String({ maxLength: 500 })),
  /** Missing figures keep their value (0 on create). */
  stats: Type.Optional(Type.Partial(HomePageStats)),
};

export const HomePageInput = Type.Object(fields);
export type HomePageInput = Static<typeof HomePageInput>;

export const HomePagePatch = Type.Partial(Type.Object(fields));
export type HomePagePatch = Static<typeof HomePagePatch>;

/** The single home page record: anyone reads it (null before it exists), administrators write it. */
export const homepageContract = defineContract('homepage', API.homepage, {
  get: {
    summary: 'The home page hero and figures (null until an administrator creates them)',
    response: { 200: Nullable(HomePageInfoDto) },
  },
  create: {
    summary: 'Create the home page content (overwrites the single record when it exists)',
    body: HomePageInput,
    response: { 200: HomePageInfoDto, 201: HomePageInfoDto },
  },
  update: {
    summary: 'Change the home page content (given fields only)',
    params: IdParams,
    body: HomePagePatch,
    response: { 200: HomePageInfoDto },
  },
});
