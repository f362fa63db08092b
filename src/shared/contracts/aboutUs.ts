import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { IdParams, NoContent } from './common';
import { defineContract } from './contract';
import { Nullable } from './nullable';

export const AboutUsImage = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  caption: Type.String(),
  displayOrder: Type.Integer(),
});
export type AboutUsImage = Static<typeof AboutUsImage>;

/** The about-us page, SUPPLEMENT section 3. */
export const AboutUsDto = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  mission: Type.String(),
  vision: Type.String(),
  values: Type.String(),
  images: Type.Array(AboutUsImage),
  updatedAt: Type.String(),
});
export type AboutUsDto = Static<typeof AboutUsDto>;

const fields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.Optional(Type.String({ maxLength: 20000 })),
  mission: Type.Optional(Type.String({ maxLength: 5000 })),
  vision: Type.Optional(Type.String({ maxLength: 5000 })),
  values: Type.Optional(Type.String({ maxLength: 5000 })),
};

export const AboutUsInput = Type.Object(fields);
export type AboutUsInput = Static<typeof AboutUsInput>;

export const AboutUsPatch = Type.Partial(Type.Object(fields));
export type AboutUsPatch = Static<typeof AboutUsPatch>;

export const ABOUT_IMAGE_CAPTION_MAX = 300;

const ImageIdParams = Type.Object({ imageId: Type.Integer({ minimum: 1 }) });

/** The single about-us record: anyone reads it (null before it exists), administrators write it. */
export const aboutUsContract = defineContract('about us', API.aboutUs, {
  get: {
    summary: 'The about-us page with its images (null until an administrator creates it)',
    response: { 200: Nullable(AboutUsDto) },
  },
  create: {
    summary: 'Create the about-us page (overwrites the single record when it exists)',
    body: AboutUsInput,
    response: { 200: AboutUsDto, 201: AboutUsDto },
  },
  update: {
    summary: 'Change the about-us page (given fields only)',
    params: IdParams,
    body: AboutUsPatch,
    response: { 200: AboutUsDto },
  },
  addImage: {
    summary: "Add an image (multipart 'image' + optional 'caption'; JPEG/PNG/WebP/GIF, at most 5 MiB)",
    params: IdParams,
    multipart: { file: 'image', fields: ['caption'] },
    response: { 201: AboutUsImage },
  },
  removeImage: {
    summary: 'Delete an image and its file',
    params: ImageIdParams,
    response: { 204: NoContent },
  },
});
