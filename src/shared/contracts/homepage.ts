import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { FORMAT } from '../domain/formats';
import { RANGE } from '../domain/numbers';
import { Text } from './common';
import { defineContract } from './contract';
import { Nullable } from './nullable';
import { singleRecordSchemas } from './singleRecord';

const Count = Type.Integer({ minimum: RANGE.homepageFigure.min, maximum: RANGE.homepageFigure.max });

export const HomePageStats = Type.Object({
  yearsInBusiness: Count,
  projectsCompleted: Count,
  clientsServed: Count,
  consultantsCount: Count,
});
export type HomePageStats = Static<typeof HomePageStats>;

/** The home page's hero and figures (docs/requirements.md#content). */
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
  heroTitle: Text(FIELD.homepage.heroTitle),
  heroSubtitle: Type.Optional(Text(FIELD.homepage.heroSubtitle)),
  heroImageUrl: Type.Optional(Text(FIELD.homepage.heroImageUrl, { format: FORMAT.safeUrl })),
  ctaText: Type.Optional(Text(FIELD.homepage.ctaText)),
  ctaLink: Type.Optional(Text(FIELD.homepage.ctaLink, { format: FORMAT.safeUrl })),
  /** Missing figures keep their value (0 on create). */
  stats: Type.Optional(Type.Partial(HomePageStats)),
};

export const HomePageInput = Type.Object(fields);
export type HomePageInput = Static<typeof HomePageInput>;

export const HomePagePatch = Type.Partial(Type.Object(fields));
export type HomePagePatch = Static<typeof HomePagePatch>;

const record = singleRecordSchemas({
  name: 'the home page hero and figures',
  read: Nullable(HomePageInfoDto),
  record: HomePageInfoDto,
  input: HomePageInput,
  patch: HomePagePatch,
});

/** The single home page record (null until an administrator creates it). */
export const homepageContract = defineContract('homepage', API.homepage, {
  get: record.read,
  create: record.create,
  update: record.change,
});
