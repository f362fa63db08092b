import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
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

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger, made into a child of the server's logger (with the request's id) only when a
 * line is written at an enabled level: Fastify makes one per request, and pino's child passes the
 * bindings through the redaction above. At `LOG_LEVEL=warn` most requests write nothing and make no
 * child (decision 022). Every line still carries the request's id.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
  ) {}

  private logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.made ? (this.made as LevelAware).isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  private write(level: Level, args: unknown[]): void {
    if (this.made || this.parent.isLevelEnabled(level)) {
      (this.logger()[level] as (...line: unknown[]) => void)(...args);
    }
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request logger as above, or pino's child for a route's own level. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  options,
) {
  const parent = logger as LevelAware;
  if (Object.keys(options).length > 0 || typeof parent.isLevelEnabled !== 'function') {
    return logger.child(bindings, options);
  }
  return new RequestLogger(parent, bindings) as unknown as FastifyBaseLogger;
};
