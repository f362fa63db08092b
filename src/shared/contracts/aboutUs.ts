import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { IdParams, NoContent, Text } from './common';
import { defineContract } from './contract';
import { Nullable } from './nullable';
import { singleRecordSchemas } from './singleRecord';

export const AboutUsImage = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  caption: Type.String(),
  displayOrder: Type.Integer(),
});
export type AboutUsImage = Static<typeof AboutUsImage>;

/** The about-us page (docs/requirements.md#content). */
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
  title: Text(FIELD.aboutUs.title),
  content: Type.Optional(Text(FIELD.aboutUs.content)),
  mission: Type.Optional(Text(FIELD.aboutUs.mission)),
  vision: Type.Optional(Text(FIELD.aboutUs.vision)),
  values: Type.Optional(Text(FIELD.aboutUs.values)),
};

export const AboutUsInput = Type.Object(fields);
export type AboutUsInput = Static<typeof AboutUsInput>;

export const AboutUsPatch = Type.Partial(Type.Object(fields));
export type AboutUsPatch = Static<typeof AboutUsPatch>;

export const ABOUT_IMAGE_CAPTION_MAX = FIELD.aboutUs.imageCaption.max;

const ImageIdParams = Type.Object({ imageId: Type.Integer({ minimum: 1 }) });

const record = singleRecordSchemas({
  name: 'the about-us page with its images',
  read: Nullable(AboutUsDto),
  record: AboutUsDto,
  input: AboutUsInput,
  patch: AboutUsPatch,
});

/** The single about-us record (null until an administrator creates it), plus its image gallery. */
export const aboutUsContract = defineContract('about us', API.aboutUs, {
  get: record.read,
  create: record.create,
  update: record.change,
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
