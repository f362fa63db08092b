import type {
  ServiceCreate,
  ServiceDto,
  ServiceItem,
  ServiceItemInput,
  ServiceUpdate,
} from '../../shared/contracts/services';
import { MSG } from '../../shared/messages';
import { HttpError, badRequest, notFound } from '../errors';
import {
  addItem,
  deleteService,
  findService,
  insertService,
  nextDisplayOrder,
  removeItem,
  replaceItems,
  slugTaken,
  updateService,
  type ServiceItemKind,
} from '../repositories/services';
import { isUniqueViolation } from '../db/errors';
import { iso } from '../time';
import { isSafeUrl, raise, type ContentContext } from './contentEvents';
import { uniqueSlug } from '../lib/slugs';

const slugConflict = () =>
  new HttpError(409, MSG.serviceSlugTaken, undefined, [{ field: 'slug', message: MSG.serviceSlugTaken }]);

function checkImage(imageUrl: string | undefined): void {
  if (imageUrl !== undefined && !isSafeUrl(imageUrl.trim())) throw badRequest(MSG.invalidUrl, 'imageUrl');
}

const serviceEvent = (
  ctx: ContentContext,
  type: string,
  title: string,
  message: string,
  data: Record<string, unknown>,
) => raise(ctx, { family: 'services', type, title, message, data });

async function mustFind(ctx: ContentContext, id: number): Promise<ServiceDto> {
  const service = await findService(ctx.db, { id });
  if (!service) throw notFound();
  return service;
}

export async function createService(ctx: ContentContext, body: ServiceCreate): Promise<ServiceDto> {
  checkImage(body.imageUrl);
  const title = body.title.trim();
  if (!title) throw badRequest('Title is required.', 'title');
  const slug = body.slug ? body.slug : await uniqueSlug(title, 'service', (s) => slugTaken(ctx.db, s));
  if (body.slug && (await slugTaken(ctx.db, slug))) throw slugConflict();
  const now = iso(ctx.appConfig.now());
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const newId = await insertService(
        trx,
        {
          slug,
          title,
          shortDescription: body.shortDescription?.trim() ?? '',
          description: body.description ?? '',
          icon: body.icon?.trim() ?? '',
          imageUrl: body.imageUrl?.trim() ?? '',
          isActive: body.isActive ?? true,
          displayOrder: body.displayOrder ?? (await nextDisplayOrder(trx)),
        },
        now,
      );
      await replaceItems(trx, 'features', newId, body.features ?? []);
      await replaceItems(trx, 'benefits', newId, body.benefits ?? []);
      return newId;
    });
  } catch (error) {
    // Two creates racing for one slug: the loser hears what a plain duplicate would.
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
  const service = await mustFind(ctx, id);
  await serviceEvent(ctx, 'service_created', 'Service created', `Service "${title}" was created.`, {
    serviceId: id,
    serviceName: title,
  });
  return service;
}

export async function changeService(
  ctx: ContentContext,
  id: number,
  body: ServiceUpdate,
): Promise<ServiceDto> {
  checkImage(body.imageUrl);
  const before = await mustFind(ctx, id);
  if (body.title !== undefined && !body.title.trim()) throw badRequest('Title is required.', 'title');
  if (body.slug && (await slugTaken(ctx.db, body.slug, id))) throw slugConflict();
  const { features, benefits, slug, title, ...rest } = body;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await updateService(
        trx,
        id,
        { ...rest, ...(slug ? { slug } : {}), ...(title !== undefined ? { title: title.trim() } : {}) },
        iso(ctx.appConfig.now()),
      );
      if (features) await replaceItems(trx, 'features', id, features);
      if (benefits) await replaceItems(trx, 'benefits', id, benefits);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
  const service = await mustFind(ctx, id);
  await serviceEvent(ctx, 'service_updated', 'Service updated', `Service "${service.title}" was updated.`, {
    serviceId: id,
    serviceName: service.title,
    ...(before.title !== service.title ? { previousName: before.title } : {}),
  });
  return service;
}

export async function removeService(ctx: ContentContext, id: number): Promise<void> {
  const service = await mustFind(ctx, id);
  if (!(await deleteService(ctx.db, id))) throw notFound();
  await serviceEvent(ctx, 'service_deleted', 'Service deleted', `Service "${service.title}" was deleted.`, {
    serviceId: id,
    serviceName: service.title,
  });
}

const ITEM_WORDS = {
  features: ['feature', 'Feature', 'featureName'],
  benefits: ['benefit', 'Benefit', 'benefitName'],
};

export async function addServiceItem(
  ctx: ContentContext,
  kind: ServiceItemKind,
  serviceId: number,
  input: ServiceItemInput,
): Promise<ServiceItem> {
  const service = await mustFind(ctx, serviceId);
  if (!input.name.trim()) throw badRequest('Name is required.', 'name');
  const item = await addItem(ctx.db, kind, serviceId, input);
  await updateService(ctx.db, serviceId, {}, iso(ctx.appConfig.now()));
  const [word, Word, field] = ITEM_WORDS[kind];
  await serviceEvent(
    ctx,
    `service_${word}_added`,
    `Service ${word} added`,
    `${Word} "${item.name}" was added to service "${service.title}".`,
    { serviceId, serviceName: service.title, [field]: item.name },
  );
  return item;
}

export async function removeServiceItem(
  ctx: ContentContext,
  kind: ServiceItemKind,
  serviceId: number,
  itemId: number,
): Promise<void> {
  const service = await mustFind(ctx, serviceId);
  const item = await removeItem(ctx.db, kind, serviceId, itemId);
  if (!item) throw notFound();
  await updateService(ctx.db, serviceId, {}, iso(ctx.appConfig.now()));
  const [word, Word, field] = ITEM_WORDS[kind];
  await serviceEvent(
    ctx,
    `service_${word}_removed`,
    `Service ${word} removed`,
    `${Word} "${item.name}" was removed from service "${service.title}".`,
    { serviceId, serviceName: service.title, [field]: item.name },
  );
}
