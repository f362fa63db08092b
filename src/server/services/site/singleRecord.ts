import { badRequest, notFound } from '../../errors';
import type { SingleRecordRepository } from '../../repositories/singleRecord';
import { iso } from '../../time';
import type { AppContext } from '../../types';
import { within, type Deferred } from '../afterCommit';
import { raise } from '../contentEvents';
import type { NotifyInput } from '../notifications/types';

/** A write also needs the transactions whose events go out after their commit. */
export type WriteContext = AppContext & { deferred: Deferred };

export interface SingleRecordSpec<Dto, Input, Patch, Missing extends Dto | null> {
  records: SingleRecordRepository<Dto, Patch>;
  /** What a read answers before the record exists: null, or a record made from defaults. */
  whenMissing: (ctx: AppContext, now: string) => Promise<Missing>;
  /** A text field that must hold more than spaces (the schema only refuses it empty). */
  required?: { field: keyof Input & keyof Patch & string; label: string };
  events: { created: (record: Dto) => NotifyInput; updated: (record: Dto) => NotifyInput };
}

export interface SingleRecordService<Dto, Input, Patch, Missing extends Dto | null> {
  read(ctx: AppContext): Promise<Dto | Missing>;
  byId(ctx: AppContext, id: number): Promise<Dto>;
  /** POST: the site has one record, so a second create overwrites it (created: false). */
  create(ctx: WriteContext, values: Input): Promise<{ created: boolean; record: Dto }>;
  /** PUT and PATCH: the given fields of the record with this id, or of the current one. */
  change(ctx: WriteContext, id: number | undefined, values: Patch): Promise<Dto>;
}

/**
 * The writes of a document the site holds once (about-us, homepage, site settings): one record,
 * created on the first save and changed after, each write storing its event in its transaction.
 */
export function singleRecordService<
  Dto extends { id: number },
  Input extends Patch,
  Patch,
  Missing extends Dto | null,
>(spec: SingleRecordSpec<Dto, Input, Patch, Missing>): SingleRecordService<Dto, Input, Patch, Missing> {
  const { records, required } = spec;
  const now = (ctx: AppContext) => iso(ctx.appConfig.now());

  function checkRequired(values: Patch): void {
    if (!required) return;
    const value = values[required.field];
    if (typeof value === 'string' && !value.trim())
      throw badRequest(`${required.label} is required.`, required.field);
  }

  async function read(ctx: AppContext): Promise<Dto | Missing> {
    return (await records.find(ctx.db)) ?? spec.whenMissing(ctx, now(ctx));
  }

  async function change(ctx: WriteContext, id: number | undefined, values: Patch): Promise<Dto> {
    checkRequired(values);
    // Without an id the current record is meant (one made from defaults where the document has them).
    const current = id ?? (await read(ctx))?.id;
    if (current === undefined) throw notFound();
    // The change and its notification in one transaction; pushes after it.
    return ctx.deferred.transaction(async (trx) => {
      const record = await records.update(trx, current, values, now(ctx));
      if (!record) throw notFound();
      await raise(within(ctx, trx), spec.events.updated(record));
      return record;
    });
  }

  return {
    read,
    async byId(ctx, id) {
      const record = await records.find(ctx.db, id);
      if (!record) throw notFound();
      return record;
    },
    async create(ctx, values) {
      checkRequired(values);
      const existing = await records.find(ctx.db);
      if (existing) return { created: false, record: await change(ctx, existing.id, values) };
      const record = await ctx.deferred.transaction(async (trx) => {
        const inserted = await records.insert(trx, values, now(ctx));
        await raise(within(ctx, trx), spec.events.created(inserted));
        return inserted;
      });
      return { created: true, record };
    },
    change,
  };
}
