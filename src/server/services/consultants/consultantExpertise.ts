import type { Transaction } from 'kysely';
import type { ExpertiseDto, ExpertiseInput, ExpertiseUpdate } from '../../../shared/contracts/consultants';
import { MSG } from '../../../shared/messages';
import { badRequest, notFound } from '../../errors';
import {
  deleteExpertise,
  findExpertise,
  insertExpertise,
  updateExpertise,
} from '../../repositories/consultantExpertise';
import { updateConsultantRow, type ConsultantView } from '../../repositories/consultants';
import type { Database } from '../../db/types';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import { ownConsultant, viewFor, type ConsultantContext } from './consultantAccess';
import { consultantEvent } from './consultantEvents';

type Trx = Transaction<Database>;

function expertiseName(name: string | undefined): string | undefined {
  const trimmed = name?.trim();
  if (trimmed === '') throw badRequest(MSG.expertiseNameRequired, 'name');
  return trimmed;
}

/** An expertise the caller may change, found by its own id: another consultant's reads as missing. */
async function ownExpertise(ctx: ConsultantContext, auth: AuthUser, id: number): Promise<ExpertiseDto> {
  const item = await findExpertise(ctx.db, id);
  if (!item) throw notFound();
  await ownConsultant(ctx.db, auth, { id: item.consultantId });
  return item;
}

type Verb = 'added' | 'updated' | 'removed';

const expertiseEvent = async (
  ctx: ConsultantContext,
  auth: AuthUser,
  consultantId: number,
  verb: Verb,
  name: string,
): Promise<ConsultantView> => {
  const view = await viewFor(ctx.db, auth, consultantId);
  const where = { added: 'to', updated: 'of', removed: 'from' }[verb];
  await consultantEvent(ctx, view, {
    type: `consultant_expertise_${verb}`,
    title: `Expertise ${verb}`,
    message: `Expertise "${name}" was ${verb} ${where} consultant "${view.fullName}".`,
    data: { expertise: name },
  });
  return view;
};

/**
 * Runs an expertise write, marks the consultant updated and raises its event (named by `nameOf`), in
 * one transaction; pushes after it.
 */
const withTouch = <T>(
  ctx: ConsultantContext,
  auth: AuthUser,
  consultantId: number,
  verb: Verb,
  write: (trx: Trx) => Promise<T>,
  nameOf: (result: T) => string,
) =>
  ctx.deferred.transaction(async (trx) => {
    const result = await write(trx);
    await updateConsultantRow(trx, consultantId, {}, iso(ctx.appConfig.now()));
    await expertiseEvent(within(ctx, trx), auth, consultantId, verb, nameOf(result));
    return result;
  });

export async function addExpertise(
  ctx: ConsultantContext,
  auth: AuthUser,
  consultantId: number,
  input: ExpertiseInput,
): Promise<ExpertiseDto> {
  await ownConsultant(ctx.db, auth, { id: consultantId });
  const fields = {
    name: expertiseName(input.name)!,
    level: input.level ?? 'Intermediate',
    yearsOfExperience: input.yearsOfExperience ?? 0,
  };
  return withTouch(
    ctx,
    auth,
    consultantId,
    'added',
    (trx) => insertExpertise(trx, consultantId, fields),
    (item) => item.name,
  );
}

export async function changeExpertise(
  ctx: ConsultantContext,
  auth: AuthUser,
  id: number,
  input: ExpertiseUpdate,
): Promise<ExpertiseDto> {
  const before = await ownExpertise(ctx, auth, id);
  const changes = { ...input, name: expertiseName(input.name) };
  return withTouch(
    ctx,
    auth,
    before.consultantId,
    'updated',
    async (trx) => {
      await updateExpertise(trx, id, changes);
      const after = await findExpertise(trx, id);
      if (!after) throw notFound();
      return after;
    },
    (item) => item.name,
  );
}

export async function removeExpertise(ctx: ConsultantContext, auth: AuthUser, id: number): Promise<void> {
  const item = await ownExpertise(ctx, auth, id);
  await withTouch(
    ctx,
    auth,
    item.consultantId,
    'removed',
    async (trx) => {
      if (!(await deleteExpertise(trx, id))) throw notFound();
    },
    () => item.name,
  );
}

/** Marks the consultant (by id or by their user's id) available or not. */
export async function setAvailability(
  ctx: ConsultantContext,
  auth: AuthUser,
  where: { id: number } | { userId: number },
  isAvailable: boolean,
): Promise<ConsultantView> {
  const row = await ownConsultant(ctx.db, auth, where);
  const status = isAvailable ? 'Available' : 'Unavailable';
  // The change and its notification in one transaction; pushes after it.
  return ctx.deferred.transaction(async (trx) => {
    await updateConsultantRow(trx, row.id, { isAvailable }, iso(ctx.appConfig.now()));
    const view = await viewFor(trx, auth, row.id);
    await consultantEvent(within(ctx, trx), view, {
      type: 'consultant_availability',
      title: 'Consultant availability',
      message: `Consultant "${view.fullName}" is now ${status.toLowerCase()}.`,
      data: { status, isAvailable },
    });
    return view;
  });
}
