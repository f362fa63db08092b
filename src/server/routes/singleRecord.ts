import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint, BodyOf, ResponseOf } from '../../shared/contracts/contract';
import { ROLE_ADMIN } from '../../shared/roles';
import { VersionedCache, type KeptBody } from '../lib/versionedCache';
import type { ContentVersionName } from '../repositories/contentVersions';
import type { SingleRecordService } from '../services/site/singleRecord';
import { sendKept } from './keptAnswer';
import { serve, type ContractRequest, type ServeOptions } from './serve';

export const adminOnly: ServeOptions = { access: { roles: [ROLE_ADMIN] } };

/** The three calls every single-record document answers (shared/contracts/singleRecord.ts). */
export interface SingleRecordEndpoints<
  Read extends AnyEndpoint,
  Create extends AnyEndpoint,
  Change extends AnyEndpoint,
> {
  read: Read;
  create: Create;
  change: Change;
}

/**
 * Registers a single-record document's read (anyone), create and change (administrators) on its
 * service. GET answers 200 with the record, or with what the document answers before one exists.
 * Every page of the site reads the document and administrators change it rarely: the read is kept
 * serialized with its ETag until a write to its table raises `version` (migration 013,
 * docs/decisions/026-kept-answers.md). The answer is the same for every caller.
 */
export function serveSingleRecord<
  Read extends AnyEndpoint,
  Create extends AnyEndpoint,
  Change extends AnyEndpoint,
>(
  app: FastifyInstance,
  endpoints: SingleRecordEndpoints<Read, Create, Change>,
  service: SingleRecordService<ResponseOf<Change>, BodyOf<Create>, BodyOf<Change>, ResponseOf<Read>>,
  version: ContentVersionName,
): void {
  const kept = new VersionedCache<KeptBody>(1);
  serve(app, endpoints.read, { access: 'anonymous', revalidate: true }, (request, reply) =>
    sendKept(app, request, reply, kept, { version, key: 'record', read: () => service.read(app) }),
  );
  serve(app, endpoints.create, adminOnly, async (request, reply) => {
    const { created, record } = await service.create(app, request.body as BodyOf<Create>);
    return reply.code(created ? 201 : 200).send(record);
  });
  serve(app, endpoints.change, adminOnly, async (request: ContractRequest<Change>) => {
    // The change endpoint's params are IdParams (singleRecordSchemas), which the generic cannot see.
    const { id } = request.params as unknown as { id: number };
    return service.change(app, id, request.body as BodyOf<Change>);
  });
}
