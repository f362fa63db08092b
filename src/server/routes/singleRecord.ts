import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint, BodyOf, ResponseOf } from '../../shared/contracts/contract';
import { ROLE_ADMIN } from '../../shared/roles';
import type { SingleRecordService } from '../services/singleRecord';
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
 */
export function serveSingleRecord<
  Read extends AnyEndpoint,
  Create extends AnyEndpoint,
  Change extends AnyEndpoint,
>(
  app: FastifyInstance,
  endpoints: SingleRecordEndpoints<Read, Create, Change>,
  service: SingleRecordService<ResponseOf<Change>, BodyOf<Create>, BodyOf<Change>, ResponseOf<Read>>,
): void {
  serve(app, endpoints.read, { access: 'anonymous', revalidate: true }, () => service.read(app));
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
