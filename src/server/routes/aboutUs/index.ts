import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AboutUsDto, AboutUsImage, AboutUsInput, AboutUsPatch } from '../../../shared/contracts/aboutUs';
import { IdParams } from '../../../shared/contracts/common';
import { PHOTO_MAX_BYTES } from '../../../shared/constants';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import { removeUpload, saveUpload } from '../../plugins/uploads';
import { findAboutUs } from '../../repositories/aboutUs';
import {
  ABOUT_FOLDER,
  addAboutImage,
  changeAboutUs,
  removeAboutImage,
  saveAboutUs,
} from '../../services/siteContent';
import type { Access } from '../../types';
import { responses } from '../schemas';
import { readImageForm } from './imageForm';

export const aboutUsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['about us'];
  const admin: { access: Access } = { access: { roles: [ROLE_ADMIN] } };

  app.get(
    '',
    {
      config: { access: 'anonymous' },
      schema: {
        summary: 'The about-us page with its images (404 until an administrator creates it)',
        tags,
        response: responses({ 200: AboutUsDto }),
      },
    },
    async () => {
      const aboutUs = await findAboutUs(app.db);
      if (!aboutUs) throw notFound();
      return aboutUs;
    },
  );

  app.post(
    '',
    {
      config: admin,
      schema: {
        summary: 'Create the about-us page (overwrites the single record when it exists)',
        tags,
        body: AboutUsInput,
        response: responses({ 200: AboutUsDto, 201: AboutUsDto }),
      },
    },
    async (request, reply) => {
      const { created, aboutUs } = await saveAboutUs(app, request.body);
      return reply.code(created ? 201 : 200).send(aboutUs);
    },
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        summary: 'Change the about-us page (given fields only)',
        tags,
        params: IdParams,
        body: AboutUsPatch,
        response: responses({ 200: AboutUsDto }),
      },
    },
    async (request) => changeAboutUs(app, request.params.id, request.body),
  );

  app.post(
    '/:id/images',
    {
      config: admin,
      schema: {
        summary: "Add an image (multipart 'image' + optional 'caption'; JPEG/PNG/WebP/GIF, at most 5 MiB)",
        tags,
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: responses({ 201: AboutUsImage }),
      },
    },
    async (request, reply) => {
      if (!(await findAboutUs(app.db, request.params.id))) throw notFound();
      const form = await readImageForm(request, PHOTO_MAX_BYTES);
      const url = await saveUpload(app.appConfig.dataDir, ABOUT_FOLDER, form.bytes, form.type);
      try {
        return reply.code(201).send(await addAboutImage(app, request.params.id, url, form.caption));
      } catch (error) {
        // The record vanished between the check and the insert: do not leave an orphan file.
        await removeUpload(app.appConfig.dataDir, ABOUT_FOLDER, url);
        throw error;
      }
    },
  );

  app.delete(
    '/images/:imageId',
    {
      config: admin,
      schema: {
        summary: 'Delete an image and its file',
        tags,
        params: Type.Object({ imageId: Type.Integer({ minimum: 1 }) }),
        response: responses({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      await removeAboutImage(app, request.params.imageId);
      return reply.code(204).send(null);
    },
  );
};
