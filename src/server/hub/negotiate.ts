import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { bearerToken } from './credentials';
import type { NegotiationStore } from './negotiations';
import type { ConnectionLimit, HubUser } from './types';

export interface NegotiateDeps {
  path: string;
  store: NegotiationStore;
  authenticate(token: string): Promise<HubUser | null>;
  isOriginAllowed(origin: string | undefined, host?: string): boolean;
  isShuttingDown(): boolean;
  connectionLimit: ConnectionLimit;
  /** Run before the handler, e.g. rate limits per user and per address. */
  hooks: onRequestHookHandler[];
}

// Only WebSockets with text frames: the JSON protocol is the only one spoken here.
const availableTransports = [{ transport: 'WebSockets', transferFormats: ['Text'] }];

const responseSchema = {
  type: 'object',
  required: ['connectionId', 'negotiateVersion', 'availableTransports'],
  properties: {
    connectionId: { type: 'string' },
    connectionToken: { type: 'string' },
    negotiateVersion: { type: 'integer' },
    availableTransports: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          transport: { type: 'string' },
          transferFormats: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

export function registerNegotiateRoute(app: FastifyInstance, deps: NegotiateDeps): void {
  app.post(
    `${deps.path}/negotiate`,
    {
      // The hub checks the token itself (from the header or access_token), so the app's
      // route-level authorization must let the request through.
      config: { access: 'anonymous' },
      onRequest: deps.hooks,
      schema: {
        summary: 'SignalR negotiate for the live hub',
        response: {
          200: responseSchema,
          401: { description: 'No valid token', type: 'null' },
          403: { description: 'Origin not allowed', type: 'null' },
          429: {
            description: 'Too many live connections or negotiate calls',
            type: 'object',
            properties: { message: { type: 'string' } },
          },
          503: { description: 'Shutting down', type: 'null' },
        },
      },
    },
    async (request, reply) => {
      if (deps.isShuttingDown()) return reply.code(503).send();
      if (!deps.isOriginAllowed(request.headers.origin, request.headers.host)) return reply.code(403).send();
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const token = bearerToken(request.headers, query);
      const user = token === null ? null : await deps.authenticate(token);
      // An empty body makes the client report 'Unauthorized', as it does against ASP.NET.
      if (!user) return reply.code(401).header('WWW-Authenticate', 'Bearer').send();
      // Refused here already so that a client at the cap does not wait for the upgrade to fail.
      if (deps.connectionLimit.isFull(user))
        return reply.code(429).send({ message: deps.connectionLimit.text });
      reply.header('Cache-Control', 'no-cache');
      // Clients that ask for no version get version 0, where the id itself opens the socket.
      const requested = Number.parseInt(query.get('negotiateVersion') ?? '0', 10);
      if (requested >= 1) {
        const { connectionId, connectionToken } = deps.store.create(user);
        return { negotiateVersion: 1, connectionId, connectionToken, availableTransports };
      }
      const { connectionId } = deps.store.create(user, { tokenIsId: true });
      return { negotiateVersion: 0, connectionId, availableTransports };
    },
  );
}
