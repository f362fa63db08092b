import type { ConsultantCreate, ConsultantUpdate } from '../../../shared/contracts/consultants';
import { MSG } from '../../../shared/messages';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, badRequest, notFound } from '../../errors';
import { removeCv } from '../../lib/cvFiles';
import {
  createConsultant,
  deleteConsultantRow,
  findConsultantRow,
  projectTiesOf,
  updateConsultantRow,
  type ConsultantChanges,
  type ConsultantView,
  type ProjectTies,
} from '../../repositories/consultants';
import { addHistory } from '../../repositories/projects';
import { findUserById } from '../../repositories/users';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import {
  grantConsultantRole,
  isAdminUser,
  ownConsultant,
  revokeConsultantRole,
  viewFor,
  type ConsultantContext,
} from './consultantAccess';
import { consultantEvent } from './consultantEvents';
import { accessChanged } from '../account/sessions';
import { userDisplayName } from '../projects/projectAudience';
import { teamsTouched, type ProjectEntry } from '../projects/projectTeamEvents';

const exists = () => new HttpError(409, MSG.consultantExists);

type ProfileFields = Pick<
  ConsultantUpdate,
  'specialization' | 'bio' | 'linkedInUrl' | 'image' | 'yearsOfExperience' | 'isAvailable'
>;

/** The profile fields given, tidied; a specialization of spaces only counts as missing. */
function profileChanges(body: ProfileFields): ConsultantChanges {
  const specialization = body.specialization?.trim();
  if (specialization === '') throw badRequest(MSG.specializationRequired, 'specialization');
  return {
    ...(specialization !== undefined && { specialization }),
    ...(body.bio !== undefined && { bio: body.bio.trim() }),
    ...(body.linkedInUrl !== undefined && { linkedInUrl: body.linkedInUrl.trim() }),
    ...(body.image !== undefined && { image: body.image.trim() }),
    ...(body.yearsOfExperience !== undefined && { yearsOfExperience: body.yearsOfExperience }),
    ...(body.isAvailable !== undefined && { isAvailable: body.isAvailable }),
  };
}

/** An administrator makes an existing user a consultant, approved and active unless told otherwise. */
export async function createConsultantFor(
  ctx: ConsultantContext,
  admin: AuthUser,
  body: ConsultantCreate,
): Promise<ConsultantView> {
  if (!(await findUserById(ctx.db, body.userId))) throw notFound();
  if (await findConsultantRow(ctx.db, { userId: body.userId })) throw exists();
  const fields = profileChanges(body);
  const status = body.applicationStatus ?? 'Approved';
  const now = iso(ctx.appConfig.now());
  let granted = false;
  let view: ConsultantView;
  try {
    // The profile, the role it grants and its notification in one transaction; pushes after it.
    view = await ctx.deferred.transaction(async (trx) => {
      const newId = await createConsultant(
        trx,
        {
          userId: body.userId,
          specialization: fields.specialization ?? '',
          bio: fields.bio,
          linkedInUrl: fields.linkedInUrl,
          image: fields.image,
          yearsOfExperience: fields.yearsOfExperience ?? 0,
          isAvailable: fields.isAvailable,
          applicationStatus: status,
          isActive: body.isActive ?? true,
          reviewedBy: admin.id,
        },
        now,
      );
      if (status === 'Approved') granted = await grantConsultantRole(trx, body.userId, now);
      const made = await viewFor(trx, admin, newId);
      await consultantEvent(within(ctx, trx), made, {
        type: 'consultant_created',
        title: 'Consultant created',
        message: `Consultant "${made.fullName}" was created.`,
        data: { status },
      });
      return made;
    });
  } catch (error) {
    // Two creates for one user at once: the loser hears what a plain duplicate would.
    if (isUniqueViolation(error) && (await findConsultantRow(ctx.db, { userId: body.userId })))
      throw exists();
    throw error;
  }
  if (granted) await accessChanged(ctx, body.userId);
  return view;
}

/**
 * The given fields change. Only administrators change isActive and applicationStatus; from the
 * consultant themselves those are ignored. A status set to Approved grants role 2 as approving
 * does, and one that leaves Approved takes it back, so the role always follows the status.
 */
export async function changeConsultant(
  ctx: ConsultantContext,
  auth: AuthUser,
  id: number,
  body: ConsultantUpdate,
): Promise<ConsultantView> {
  const row = await ownConsultant(ctx.db, auth, { id });
  const changes = profileChanges(body);
  const now = iso(ctx.appConfig.now());
  const admin = isAdminUser(auth);
  if (admin && body.isActive !== undefined) changes.isActive = body.isActive;
  const status = admin ? body.applicationStatus : undefined;
  const newStatus = status !== undefined && status !== row.application_status ? status : undefined;
  if (newStatus) {
    changes.applicationStatus = newStatus;
    changes.reviewedAt = newStatus === 'Pending' ? null : now;
    changes.reviewedBy = newStatus === 'Pending' ? null : auth.id;
    if (newStatus === 'Approved' && body.isActive === undefined) changes.isActive = true;
  }
  const rejected = newStatus === 'Rejected';
  // The change, the role that follows its status and its notification in one transaction.
  const { view, roleChanged } = await ctx.deferred.transaction(async (trx) => {
    if (!(await updateConsultantRow(trx, id, changes, now))) throw notFound();
    let moved = false;
    if (newStatus === 'Approved') moved = await grantConsultantRole(trx, row.user_id, now);
    else if (newStatus && row.application_status === 'Approved')
      moved = await revokeConsultantRole(trx, row.user_id, now);
    const changed = await viewFor(trx, auth, id);
    await consultantEvent(within(ctx, trx), changed, {
      type: rejected ? 'consultant_rejected' : 'consultant_updated',
      title: rejected ? 'Consultant rejected' : 'Consultant updated',
      message: `Consultant "${changed.fullName}" was ${rejected ? 'rejected' : 'updated'}.`,
      data: { status: changed.applicationStatus },
    });
    return { view: changed, roleChanged: moved };
  });
  if (roleChanged) await accessChanged(ctx, row.user_id);
  return view;
}

export function tiesText(t: ProjectTies): string {
  const parts = [
    ...(t.onTeam ? ['removed from the team'] : []),
    ...(t.applied ? ['their application to the project withdrawn'] : []),
    ...(t.tasks > 0 ? [`${t.tasks} task${t.tasks === 1 ? '' : 's'} left unassigned`] : []),
  ];
  return parts.join(', ');
}

/**
 * Deletes a consultant with their expertise, team places and project applications; tasks assigned
 * to them stay, unassigned. Each project they were tied to records it in its history, and the user
 * is a customer again (docs/requirements.md#consultants).
 */
export async function removeConsultant(ctx: ConsultantContext, admin: AuthUser, id: number): Promise<void> {
  const row = await findConsultantRow(ctx.db, { id });
  if (!row) throw notFound();
  const view = await viewFor(ctx.db, admin, id);
  const actor = await userDisplayName(ctx.db, admin.id);
  const now = iso(ctx.appConfig.now());
  // The deletion, its history entries and its notification in one transaction; pushes after it.
  const revoked = await ctx.deferred.transaction(async (trx) => {
    const touched: ProjectEntry[] = [];
    for (const ties of await projectTiesOf(trx, id)) {
      const entry = await addHistory(
        trx,
        {
          projectId: ties.projectId,
          action: 'Consultant removed',
          details: `Consultant "${view.fullName}" was deleted: ${tiesText(ties)}.`,
          userId: admin.id,
          userName: actor,
        },
        now,
      );
      touched.push({ projectId: ties.projectId, entry });
    }
    if (!(await deleteConsultantRow(trx, id))) throw notFound();
    const roleTaken = await revokeConsultantRole(trx, row.user_id, now);
    const tx = within(ctx, trx);
    await teamsTouched(tx, touched);
    await consultantEvent(tx, view, {
      type: 'consultant_deleted',
      title: 'Consultant deleted',
      message: `Consultant "${view.fullName}" was deleted.`,
    });
    return roleTaken;
  });
  if (revoked) await accessChanged(ctx, row.user_id);
  await removeCv(ctx.appConfig.dataDir, row.cv_url);
}
