import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preValidationAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { IdParams } from '../../../shared/contracts/common';
import {
  ApproveResponse,
  ProjectRequestCreate,
  ProjectRequestDecision,
  ProjectRequestDto,
  ProjectRequestListQuery,
  ProjectRequestUpdate,
} from '../../../shared/contracts/projectRequests';
import { ROLE_ADMIN } from '../../../shared/roles';
import { requireUser } from '../../plugins/auth';
import { listRequests } from '../../repositories/projectRequests';
import { findUserById } from '../../repositories/users';
import { approveRequest } from '../../services/projectRequestDecisions';
import { editRequest, rejectRequest, requestForViewer, submitRequest } from '../../services/projectRequests';
import type { Access } from '../../types';
import { responses } from '../schemas';

// The decision body is optional: a bare POST approves or rejects without notes.
const emptyBody: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined || request.body === null) request.body = {};
};

export const projectRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['project requests'];
  const admin: { access: Access } = { access: { roles: [ROLE_ADMIN] } };
  const List = Type.Array(ProjectRequestDto);
  // The quote form is open to anyone, so it gets its own per-IP budget.
  const limiter = app.rateLimit({
    max: app.appConfig.accountRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => `project-request:${request.ip}`,
  });

  app.post(
    '',
    {
      config: { access: 'anonymous' },
      onRequest: limiter,
      schema: {
        summary: 'Submit a quote request (anyone; a signed-in requester is linked)',
        tags,
        body: ProjectRequestCreate,
        response: responses({ 201: ProjectRequestDto }),
      },
    },
    async (request, reply) => reply.code(201).send(await submitRequest(app, request.body, request.auth)),
  );

  app.get(
    '',
    {
      config: admin,
      schema: {
        summary: 'All project requests, newest first (optional ?status=)',
        tags,
        querystring: ProjectRequestListQuery,
        response: responses({ 200: List }),
      },
    },
    async (request) => listRequests(app.db, { status: request.query.status }),
  );

  app.get(
    '/mine',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "The caller's requests (by account or by e-mail address), newest first",
        tags,
        response: responses({ 200: List }),
      },
    },
    async (request) => {
      const user = await findUserById(app.db, requireUser(request).id);
      return listRequests(app.db, { userId: user?.id ?? 0, email: user?.email ?? '' });
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'One request (administrators, or its requester)',
        tags,
        params: IdParams,
        response: responses({ 200: ProjectRequestDto }),
      },
    },
    async (request) => requestForViewer(app, request.params.id, requireUser(request)),
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        summary: 'Change a request: fields, status (Pending/Rejected) and admin notes',
        tags,
        params: IdParams,
        body: ProjectRequestUpdate,
        response: responses({ 200: ProjectRequestDto }),
      },
    },
    async (request) => editRequest(app, request.params.id, request.body),
  );

  app.post(
    '/:id/approve',
    {
      config: admin,
      preValidation: emptyBody,
      schema: {
        summary: 'Approve a pending request: creates the project and links or creates the customer',
        tags,
        params: IdParams,
        body: ProjectRequestDecision,
        response: responses({ 200: ApproveResponse }),
      },
    },
    async (request) => approveRequest(app, request.params.id, requireUser(request), request.body.adminNotes),
  );

  app.post(
    '/:id/reject',
    {
      config: admin,
      preValidation: emptyBody,
      schema: {
        summary: 'Reject a pending request',
        tags,
        params: IdParams,
        body: ProjectRequestDecision,
        response: responses({ 200: ProjectRequestDto }),
      },
    },
    async (request) => rejectRequest(app, request.params.id, request.body.adminNotes),
  );
};
