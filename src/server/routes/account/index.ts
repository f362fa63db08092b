import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { accountContract as c } from '../../../shared/contracts/account';
import { MSG } from '../../../shared/messages';
import { requireUser } from '../../plugins/auth';
import { login, logout } from '../../services/account/login';
import { forgotPassword, resetPassword } from '../../services/account/passwordReset';
import { register, resendPin, verifyEmail } from '../../services/account/registration';
import { serve, type ServeOptions } from '../serve';

export interface AccountRouteOptions {
  /** The one per-IP budget of every account call, on both path readings. */
  limiter: onRequestHookHandler;
}

/** The account calls; each answers on both path readings (docs/requirements.md#accounts). */
export async function accountRoutes(app: FastifyInstance, { limiter }: AccountRouteOptions): Promise<void> {
  const anonymous: ServeOptions = { access: 'anonymous', onRequest: limiter };
  const signedIn: ServeOptions = { access: 'authenticated', onRequest: limiter };

  serve(app, c.login, anonymous, async (request) => login(app, request.body.email, request.body.password));
  serve(app, c.logout, signedIn, async (request, reply) => {
    await logout(app, requireUser(request));
    return reply.code(204).send(null);
  });
  serve(app, c.register, anonymous, async (request, reply) => {
    await register(app, request.body);
    return reply.code(201).send({ message: MSG.registered });
  });
  serve(app, c.verifyEmail, anonymous, async (request) => {
    await verifyEmail(app, request.body.email, request.body.pin);
    return { message: MSG.verified };
  });
  serve(app, c.resendPin, anonymous, async (request) => {
    await resendPin(app, request.body.email);
    return { message: MSG.pinSent };
  });
  serve(app, c.forgotPassword, anonymous, async (request) => {
    await forgotPassword(app, request.body.email);
    return { message: MSG.resetSent };
  });
  serve(app, c.resetPassword, anonymous, async (request) => {
    await resetPassword(app, request.body);
    return { message: MSG.passwordReset };
  });
}
