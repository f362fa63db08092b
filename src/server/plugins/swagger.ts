import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Type } from 'typebox';
import type { Access } from '../types';

export function describeAccess(access: Access): string {
  return typeof access === 'string' ? access : `roles ${access.roles.join(', ')}`;
}

/** OpenAPI 3 built from the route schemas; only the /api routes belong in it. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Consultancy portal API',
        description: 'JSON API of the consultancy portal. Every error answers {message, code?, errors?}.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url, route }) => {
      const transformed: Record<string, unknown> = { ...(schema ?? {}) };
      const access = (route as RouteOptions).config?.access;
      if (!url.startsWith('/api/') || !access) transformed.hide = true;
      else {
        transformed['x-access'] = describeAccess(access);
        if (access !== 'anonymous') transformed.security = [{ bearerAuth: [] }];
      }
      return { schema: transformed, url };
    },
  });

  app.get(
    '/api/docs',
    {
      config: { access: 'anonymous' },
      schema: {
        summary: 'OpenAPI 3 description of this API',
        tags: ['meta'],
        response: { 200: Type.Object({}, { additionalProperties: true }) },
      },
    },
    async () => app.swagger(),
  );
}
