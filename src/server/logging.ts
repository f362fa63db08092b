import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { CENSOR, redactSecrets } from './logRedaction';

/** Drops tokens from query strings (the hub sends its token as access_token). */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:access_token|token|code|pin)=)[^&#]*/gi, '$1[redacted]');
}

const SECRET_KEYS = [
  'password',
  'confirmPassword',
  'newPassword',
  'token',
  'pin',
  'code',
  'jwtSecret',
  'adminPassword',
];

/**
 * Secret keys are redacted at any depth in every environment. In production mail bodies are too:
 * no PIN or reset code may reach a production log, whoever logs the mail. A local run without SMTP
 * still shows its verification PIN (the log transport writes the mail there).
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
  production = false,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: {
      log: (object: Record<string, unknown>) =>
        redactSecrets(object, { mailBodies: production }) as Record<string, unknown>,
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        ...SECRET_KEYS,
        ...SECRET_KEYS.map((k) => `*.${k}`),
      ],
      censor: CENSOR,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One line per request, when it is answered, with the method, address, status and time: Fastify's
 * own logging writes two (one on arrival), each through the redaction above.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
