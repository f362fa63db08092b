import { Type, type Static } from 'typebox';

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
