import type {
  ServiceCreate,
  ServiceDto,
  ServiceItem,
  ServiceItemInput,
  ServiceUpdate,
} from '../../../shared/contracts/services';
import { MSG } from '../../../shared/messages';
import { HttpError, badRequest, notFound } from '../../errors';
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
} from '../../repositories/services';
import { isUniqueViolation } from '../../db/errors';
import { iso } from '../../time';
import { within } from '../afterCommit';
import { isSafeUrl, raise, type ContentContext } from '../contentEvents';
import { uniqueSlug } from '../../lib/slugs';
import type { NotificationType } from '../../../shared/domain/notificationTypes';

const slugConflict = () =>
  new HttpError(409, MSG.serviceSlugTaken, undefined, [{ field: 'slug', message: MSG.serviceSlugTaken }]);

function checkImage(imageUrl: string | undefined): void {
  if (imageUrl !== undefined && !isSafeUrl(imageUrl.trim())) throw badRequest(MSG.invalidUrl, 'imageUrl');
}

const serviceEvent = (
  ctx: ContentContext,
  type: NotificationType,
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
  try {
    // The service, its items and its notification in one transaction; pushes after it.
    return await ctx.deferred.transaction(async (trx) => {
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
      const tx = within(ctx, trx);
      const service = await mustFind(tx, newId);
      await serviceEvent(tx, 'service_created', 'Service created', `Service "${title}" was created.`, {
        serviceId: newId,
        serviceName: title,
      });
      return service;
    });
  } catch (error) {
    // Two creates racing for one slug: the loser hears what a plain duplicate would.
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
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
    // The change and its notification in one transaction; pushes after it.
    return await ctx.deferred.transaction(async (trx) => {
      await updateService(
        trx,
        id,
        { ...rest, ...(slug ? { slug } : {}), ...(title !== undefined ? { title: title.trim() } : {}) },
        iso(ctx.appConfig.now()),
      );
      if (features) await replaceItems(trx, 'features', id, features);
      if (benefits) await replaceItems(trx, 'benefits', id, benefits);
      const tx = within(ctx, trx);
      const service = await mustFind(tx, id);
      await serviceEvent(
        tx,
        'service_updated',
        'Service updated',
        `Service "${service.title}" was updated.`,
        {
          serviceId: id,
          serviceName: service.title,
          ...(before.title !== service.title ? { previousName: before.title } : {}),
        },
      );
      return service;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
}

export async function removeService(ctx: ContentContext, id: number): Promise<void> {
  const service = await mustFind(ctx, id);
  await ctx.deferred.transaction(async (trx) => {
    if (!(await deleteService(trx, id))) throw notFound();
    await serviceEvent(
      within(ctx, trx),
      'service_deleted',
      'Service deleted',
      `Service "${service.title}" was deleted.`,
      { serviceId: id, serviceName: service.title },
    );
  });
}

const ITEM_WORDS = {
  features: ['feature', 'Feature', 'featureName'],
  benefits: ['benefit', 'Benefit', 'benefitName'],
} as const;

export async function addServiceItem(
  ctx: ContentContext,
  kind: ServiceItemKind,
  serviceId: number,
  input: ServiceItemInput,
): Promise<ServiceItem> {
  const service = await mustFind(ctx, serviceId);
  if (!input.name.trim()) throw badRequest('Name is required.', 'name');
  const [word, Word, field] = ITEM_WORDS[kind];
  return ctx.deferred.transaction(async (trx) => {
    const item = await addItem(trx, kind, serviceId, input);
    await updateService(trx, serviceId, {}, iso(ctx.appConfig.now()));
    await serviceEvent(
      within(ctx, trx),
      `service_${word}_added`,
      `Service ${word} added`,
      `${Word} "${item.name}" was added to service "${service.title}".`,
      { serviceId, serviceName: service.title, [field]: item.name },
    );
    return item;
  });
}

export async function removeServiceItem(
  ctx: ContentContext,
  kind: ServiceItemKind,
  serviceId: number,
  itemId: number,
): Promise<void> {
  const service = await mustFind(ctx, serviceId);
  const [word, Word, field] = ITEM_WORDS[kind];
  await ctx.deferred.transaction(async (trx) => {
    const item = await removeItem(trx, kind, serviceId, itemId);
    if (!item) throw notFound();
    await updateService(trx, serviceId, {}, iso(ctx.appConfig.now()));
    await serviceEvent(
      within(ctx, trx),
      `service_${word}_removed`,
      `Service ${word} removed`,
      `${Word} "${item.name}" was removed from service "${service.title}".`,
      { serviceId, serviceName: service.title, [field]: item.name },
    );
  });
}
