import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        ...SECRET_KEYS,
        ...SECRET_KEYS.map((k) => `*.${k}`),
      ],
      censor: '[redacted]',
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
