import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preValidationAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { API_PREFIX } from '../../shared/api/routes';
import type { AnyEndpoint, BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../shared/contracts/contract';
import type { Access } from '../types';
import { boundedInputs } from '../lib/boundedInputs';
import { responses } from './schemas';

export interface ServeOptions {
  access: Access;
  /**
   * A public read that does not depend on the caller: answered with an ETag and `Cache-Control:
   * no-cache`, and 304 to an If-None-Match that still matches (docs/requirements.md#caching).
   * Signed-in calls stay `no-store` whatever this says.
   */
  revalidate?: boolean;
  onRequest?: onRequestHookHandler;
  /** Runs before the schemas check the request (to default an absent body, or check it strictly). */
  preValidation?: preValidationAsyncHookHandler;
  /** A write that tells many people or stores a file: it counts against the tighter write limit. */
  busy?: boolean;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The write limit a route's requests count against: every signed-in write has one, a busy one the
 * tighter (a request is counted by one limit only).
 */
function writeLimitsOf(app: FastifyInstance, method: string, options: ServeOptions) {
  if (READS.has(method) || options.access === 'anonymous' || !app.hasDecorator('writeLimits')) return [];
  return [options.busy ? app.writeLimits.busy : app.writeLimits.any];
}

export type ContractRequest<E> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A handler answers the contract's success body, or sends through `reply` (a 201, a 204). */
export type ContractHandler<E> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseOf<E> | FastifyReply>;

/**
 * Registers one endpoint of a contract: the path, method and every schema come from the contract, so
 * the server cannot answer a path or a shape that the client does not know. The alias (the other
 * reading of the account paths) is registered as a second route with the same handler and hooks;
 * the shorter of the two readings is marked "(short path)" in the API description.
 */
export function serve<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: ServeOptions,
  handler: ContractHandler<E>,
): void {
  const schema = {
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    // Every number a request carries is finite and has a bound, every text is plain (boundedInputs.ts).
    ...(endpoint.params ? { params: boundedInputs(endpoint.params) } : {}),
    ...(endpoint.query ? { querystring: boundedInputs(endpoint.query) } : {}),
    ...(endpoint.body ? { body: boundedInputs(endpoint.body) } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: responses(endpoint.response),
  };
  const paths = endpoint.alias ? [endpoint.path, endpoint.alias] : [endpoint.path];
  const shortPath =
    endpoint.alias && (endpoint.alias.length < endpoint.path.length ? endpoint.alias : endpoint.path);
  const limits = writeLimitsOf(app, endpoint.method, options);
  for (const path of paths) {
    app.route({
      method: endpoint.method,
      url: `${API_PREFIX}${path}`,
      config: { access: options.access, ...(options.revalidate ? { revalidate: true } : {}) },
      ...(options.onRequest ? { onRequest: options.onRequest } : {}),
      ...(options.preValidation ? { preValidation: options.preValidation } : {}),
      // After the access check (the caller is known) and the schemas, before the handler reads a body.
      ...(limits.length > 0 ? { preHandler: limits } : {}),
      schema: path === shortPath ? { ...schema, summary: `${endpoint.summary} (short path)` } : schema,
      handler: handler as unknown as RouteHandlerMethod,
    });
  }
}
