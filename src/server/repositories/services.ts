import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ServiceDto, ServiceItem, ServiceItemInput } from '../../shared/contracts/services';
import type { ServicesTable } from '../db/contentTypes';
import type { Database } from '../db/types';

type Db = Kysely<Database> | Transaction<Database>;
export type ServiceItemKind = 'features' | 'benefits';
const TABLE = { features: 'service_features', benefits: 'service_benefits' } as const;

export interface ServiceValues {
  slug: string;
  title: string;
  shortDescription: string;
  description: string;
  icon: string;
  imageUrl: string;
  isActive: boolean;
  displayOrder: number;
}

async function itemsOf(db: Db, kind: ServiceItemKind, ids: number[]): Promise<Map<number, ServiceItem[]>> {
  const byService = new Map<number, ServiceItem[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byService;
  const rows = await db
    .selectFrom(TABLE[kind])
    .selectAll()
    .where('service_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const r of rows)
    byService.get(r.service_id)?.push({ id: r.id, name: r.name, description: r.description });
  return byService;
}

async function toDtos(db: Db, rows: Array<Selectable<ServicesTable>>): Promise<ServiceDto[]> {
  const ids = rows.map((r) => r.id);
  const [features, benefits] = await Promise.all([
    itemsOf(db, 'features', ids),
    itemsOf(db, 'benefits', ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    shortDescription: r.short_description,
    description: r.description,
    icon: r.icon,
    imageUrl: r.image_url,
    isActive: r.is_active === 1,
    displayOrder: r.display_order,
    features: features.get(r.id) ?? [],
    benefits: benefits.get(r.id) ?? [],
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

export async function listServices(db: Db, includeInactive: boolean): Promise<ServiceDto[]> {
  let query = db.selectFrom('services').selectAll();
  if (!includeInactive) query = query.where('is_active', '=', 1);
  return toDtos(db, await query.orderBy('display_order').orderBy('id').execute());
}

export async function findService(
  db: Db,
  where: { id: number } | { slug: string },
): Promise<ServiceDto | undefined> {
  const query = db.selectFrom('services').selectAll();
  const row = await (
    'id' in where ? query.where('id', '=', where.id) : query.where('slug', '=', where.slug)
  ).executeTakeFirst();
  return row && (await toDtos(db, [row]))[0];
}

export async function slugTaken(db: Db, slug: string, exceptId = 0): Promise<boolean> {
  const row = await db
    .selectFrom('services')
    .select('id')
    .where('slug', '=', slug)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The display order a new service gets when none is given: after every other one. */
export async function nextDisplayOrder(db: Db): Promise<number> {
  const row = await db
    .selectFrom('services')
    .select((eb) => eb.fn.max('display_order').as('max'))
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

function columns(v: Partial<ServiceValues>) {
  return {
    ...(v.slug !== undefined && { slug: v.slug }),
    ...(v.title !== undefined && { title: v.title }),
    ...(v.shortDescription !== undefined && { short_description: v.shortDescription }),
    ...(v.description !== undefined && { description: v.description }),
    ...(v.icon !== undefined && { icon: v.icon }),
    ...(v.imageUrl !== undefined && { image_url: v.imageUrl }),
    ...(v.isActive !== undefined && { is_active: v.isActive ? (1 as const) : (0 as const) }),
    ...(v.displayOrder !== undefined && { display_order: v.displayOrder }),
  };
}

export async function insertService(db: Db, v: ServiceValues, now: string): Promise<number> {
  const row = await db
    .insertInto('services')
    .values({
      slug: v.slug,
      title: v.title,
      short_description: v.shortDescription,
      description: v.description,
      icon: v.icon,
      image_url: v.imageUrl,
      is_active: v.isActive ? 1 : 0,
      display_order: v.displayOrder,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateService(db: Db, id: number, v: Partial<ServiceValues>, now: string) {
  await db
    .updateTable('services')
    .set({ ...columns(v), updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteService(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('services').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function addItem(
  db: Db,
  kind: ServiceItemKind,
  serviceId: number,
  item: ServiceItemInput,
): Promise<ServiceItem> {
  const row = await db
    .insertInto(TABLE[kind])
    .values({ service_id: serviceId, name: item.name.trim(), description: item.description?.trim() ?? '' })
    .returning(['id', 'name', 'description'])
    .executeTakeFirstOrThrow();
  return row;
}

/** Replaces a service's whole list (the admin form sends it complete). */
export async function replaceItems(
  db: Db,
  kind: ServiceItemKind,
  serviceId: number,
  items: ServiceItemInput[],
) {
  await db.deleteFrom(TABLE[kind]).where('service_id', '=', serviceId).execute();
  for (const item of items) await addItem(db, kind, serviceId, item);
}

/** Removes an item of that service; the deleted item, or undefined when the service has no such item. */
export async function removeItem(
  db: Db,
  kind: ServiceItemKind,
  serviceId: number,
  itemId: number,
): Promise<ServiceItem | undefined> {
  return db
    .deleteFrom(TABLE[kind])
    .where('id', '=', itemId)
    .where('service_id', '=', serviceId)
    .returning(['id', 'name', 'description'])
    .executeTakeFirst();
}
