import type { Kysely, Transaction } from 'kysely';
import { MSG } from '../../../shared/messages';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../errors';
import { CV_CONTENT_TYPES, detectCv, readCv, removeCv, saveCv } from '../../lib/cvFiles';
import { replaceExpertise } from '../../repositories/consultantExpertise';
import {
  createConsultant,
  findConsultantRow,
  updateConsultantRow,
  type ConsultantRow,
  type ConsultantView,
} from '../../repositories/consultants';
import { findUserById } from '../../repositories/users';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import { grantConsultantRole, ownConsultant, viewFor, type ConsultantContext } from './consultantAccess';
import { applicationDecided, applicationReceived } from './consultantEvents';
import { applicationApprovedMail, applicationRejectedMail } from './consultantMail';
import { accessChanged } from '../account/sessions';

/** The text fields of an application, checked and tidied (`expertise` split into names). */
export interface ApplicationFields {
  specialization: string;
  bio: string;
  linkedInUrl: string;
  yearsOfExperience: number;
  expertise: string[];
}

type Db = Kysely<Database> | Transaction<Database>;

/** A pending application waits for its decision; an approved consultant has nothing to apply for. */
function refuseReapply(row: ConsultantRow | undefined): void {
  if (row?.application_status === 'Pending') throw new HttpError(409, MSG.consultantApplicationPending);
  if (row?.application_status === 'Approved') throw new HttpError(409, MSG.consultantAlreadyApproved);
}

/** Checked before the upload is read, so that a refused applicant does not wait for it. */
export async function checkMayApply(db: Db, auth: AuthUser): Promise<void> {
  refuseReapply(await findConsultantRow(db, { userId: auth.id }));
}

/**
 * A user applies to join the firm with their CV. After a rejection they may apply again: the same
 * row goes back to Pending with the new data and without the old notes.
 */
export async function applyToJoin(
  ctx: ConsultantContext,
  auth: AuthUser,
  fields: ApplicationFields,
  cv: Buffer,
): Promise<ConsultantView> {
  const type = detectCv(cv);
  if (!type) throw badRequest(MSG.cvUnsupported, 'cv');
  const user = await findUserById(ctx.db, auth.id);
  if (!user) throw notFound();
  await checkMayApply(ctx.db, auth);
  const now = iso(ctx.appConfig.now());
  const cvUrl = await saveCv(ctx.appConfig.dataDir, cv, type);
  const profile = {
    specialization: fields.specialization,
    bio: fields.bio,
    linkedInUrl: fields.linkedInUrl,
    yearsOfExperience: fields.yearsOfExperience,
  };
  const expertise = fields.expertise.map((name) => ({
    name,
    level: 'Intermediate' as const,
    yearsOfExperience: 0,
  }));
  let result: { view: ConsultantView; formerCv: string | null };
  try {
    // The application and its notification in one transaction; pushes after it.
    result = await ctx.deferred.transaction(async (trx) => {
      const current = await findConsultantRow(trx, { userId: auth.id });
      refuseReapply(current);
      let id: number;
      if (current) {
        id = current.id;
        const changes = {
          ...profile,
          applicationStatus: 'Pending' as const,
          isActive: false,
          adminNotes: '',
          cvUrl,
          appliedAt: now,
          reviewedAt: null,
          reviewedBy: null,
        };
        // Only while still rejected: a second tab applying at the same moment gets the 409.
        if (!(await updateConsultantRow(trx, id, changes, now, 'Rejected'))) {
          throw new HttpError(409, MSG.consultantApplicationPending);
        }
      } else {
        const fresh = { ...profile, userId: auth.id, applicationStatus: 'Pending' as const, isActive: false };
        id = await createConsultant(trx, { ...fresh, cvUrl }, now);
      }
      await replaceExpertise(trx, id, expertise);
      const formerCv = current?.cv_url ?? null;
      const view = await viewFor(trx, auth, id);
      await applicationReceived(within(ctx, trx), view, user.user_name, formerCv !== null);
      return { view, formerCv };
    });
  } catch (error) {
    await removeCv(ctx.appConfig.dataDir, cvUrl);
    if (isUniqueViolation(error) && (await findConsultantRow(ctx.db, { userId: auth.id }))) {
      throw new HttpError(409, MSG.consultantApplicationPending);
    }
    throw error;
  }
  if (result.formerCv) await removeCv(ctx.appConfig.dataDir, result.formerCv);
  return result.view;
}

/**
 * Approves or rejects a pending application. Approval makes the user a consultant (role 2) and the
 * profile active; the applicant hears of either by notification and by mail.
 */
export async function decideApplication(
  ctx: ConsultantContext,
  admin: AuthUser,
  id: number,
  status: 'Approved' | 'Rejected',
  adminNotes: string | undefined,
): Promise<ConsultantView> {
  const row = await findConsultantRow(ctx.db, { id });
  if (!row) throw notFound();
  const notPending = () => new HttpError(409, MSG.consultantNotPending);
  if (row.application_status !== 'Pending') throw notPending();
  const approve = status === 'Approved';
  const now = iso(ctx.appConfig.now());
  const changes = {
    applicationStatus: status,
    ...(approve && { isActive: true }),
    ...(adminNotes !== undefined && { adminNotes: adminNotes.trim() }),
    reviewedAt: now,
    reviewedBy: admin.id,
  };
  // The decision, the role it grants and its notification in one transaction; pushes after it.
  const { granted, view, user } = await ctx.deferred.transaction(async (trx) => {
    // Only while still pending: of two administrators deciding at once, the second gets the 409.
    if (!(await updateConsultantRow(trx, id, changes, now, 'Pending'))) throw notPending();
    const roleGranted = approve ? await grantConsultantRole(trx, row.user_id, now) : false;
    const decided = await viewFor(trx, admin, id);
    const applicant = await findUserById(trx, row.user_id);
    await applicationDecided(within(ctx, trx), decided, applicant?.user_name ?? '', status);
    return { granted: roleGranted, view: decided, user: applicant };
  });
  if (granted) await accessChanged(ctx, row.user_id);
  if (user) {
    const name = view.fullName || user.user_name;
    const notes = view.adminNotes ?? '';
    const { publicUrl } = ctx.appConfig;
    await ctx.mailer.enqueue(
      approve
        ? applicationApprovedMail(user.email, name, notes, publicUrl)
        : applicationRejectedMail(user.email, name, notes, publicUrl),
    );
  }
  return view;
}

/** The CV sent with an application, for administrators and the applicant themselves. */
export async function cvOf(
  ctx: ConsultantContext,
  auth: AuthUser,
  id: number,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const row = await ownConsultant(ctx.db, auth, { id });
  const cv = row.cv_url ? await readCv(ctx.appConfig.dataDir, row.cv_url) : null;
  if (!cv) throw notFound();
  return { bytes: cv.bytes, contentType: CV_CONTENT_TYPES[cv.type], fileName: `cv-${id}.${cv.type}` };
}
