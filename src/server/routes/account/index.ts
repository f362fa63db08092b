import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { onRequestHookHandler } from 'fastify';
import { Type } from 'typebox';
import {
  EmailBody,
  LoginBody,
  LoginResponse,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from '../../../shared/contracts/account';
import { MessageResponse } from '../../../shared/contracts/common';
import { MSG } from '../../../shared/messages';
import { requireUser } from '../../plugins/auth';
import { login, logout } from '../../services/login';
import { forgotPassword, resetPassword } from '../../services/passwordReset';
import { register, resendPin, verifyEmail } from '../../services/registration';
import { responses } from '../schemas';

export interface AccountRouteOptions {
  limiter: onRequestHookHandler;
  /** Marks the second reading of the paths in the API description. */
  alias: boolean;
}

/** The account calls; registered under both path readings (SUPPLEMENT section 2). */
export const accountRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, opts) => {
  const tags = ['account'];
  const summary = (text: string) => (opts.alias ? `${text} (short path)` : text);
  const anonymous = { config: { access: 'anonymous' as const }, onRequest: opts.limiter };

  app.post(
    '/login',
    {
      ...anonymous,
      schema: {
        summary: summary('Sign in; returns a 24-hour token'),
        tags,
        body: LoginBody,
        response: responses({ 200: LoginResponse }),
      },
    },
    async (request) => login(app, request.body.email, request.body.password),
  );

  app.post(
    '/logout',
    {
      config: { access: 'authenticated' },
      onRequest: opts.limiter,
      schema: {
        summary: summary('Sign out; the token is refused from then on'),
        tags,
        response: responses({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      await logout(app, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/Register',
    {
      ...anonymous,
      schema: {
        summary: summary('Create a customer account and e-mail a verification PIN'),
        tags,
        body: RegisterBody,
        response: responses({ 201: MessageResponse }),
      },
    },
    async (request, reply) => {
      await register(app, request.body);
      return reply.code(201).send({ message: MSG.registered });
    },
  );

  app.post(
    '/VerifyEmail',
    {
      ...anonymous,
      schema: {
        summary: summary('Confirm the e-mail address with its PIN'),
        tags,
        body: VerifyEmailBody,
        response: responses({ 200: MessageResponse }),
      },
    },
    async (request) => {
      await verifyEmail(app, request.body.email, request.body.pin);
      return { message: MSG.verified };
    },
  );

  app.post(
    '/ResendVerificationPin',
    {
      ...anonymous,
      schema: {
        summary: summary('E-mail a new verification PIN'),
        tags,
        body: EmailBody,
        response: responses({ 200: MessageResponse }),
      },
    },
    async (request) => {
      await resendPin(app, request.body.email);
      return { message: MSG.pinSent };
    },
  );

  app.post(
    '/ForgotPassword',
    {
      ...anonymous,
      schema: {
        summary: summary('E-mail a password reset code'),
        tags,
        body: EmailBody,
        response: responses({ 200: MessageResponse }),
      },
    },
    async (request) => {
      await forgotPassword(app, request.body.email);
      return { message: MSG.resetSent };
    },
  );

  app.post(
    '/ResetPassword',
    {
      ...anonymous,
      schema: {
        summary: summary('Set a new password with the reset code'),
        tags,
        body: ResetPasswordBody,
        response: responses({ 200: MessageResponse }),
      },
    },
    async (request) => {
      await resetPassword(app, request.body);
      return { message: MSG.passwordReset };
    },
  );
};
