import type { Transaction } from 'kysely';
import { MSG } from '../../../shared/messages';
import { ROLE_ADMIN, ROLE_CONSULTANT } from '../../../shared/roles';
import type { Database, DbEngine } from '../../db/types';
import { HttpError } from '../../errors';
import { createConsultant, findConsultantRow, updateConsultantRow } from '../../repositories/consultants';
import { addHistory } from '../../repositories/projects';
import { lockActiveAdmins } from '../../repositories/users';
import type { AuthUser } from '../../types';
import { viewFor, type ConsultantContext } from '../consultants/consultantAccess';
import { consultantEvent } from '../consultants/consultantEvents';
import { teamsTouched, type ProjectEntry } from '../projects/projectTeamEvents';

// What a role change does besides the role (docs/requirements.md#users, #roles).

type Trx = Transaction<Database>;

/** What happened to the user's consultant profile, for its event once the change is stored. */
export interface ProfileChange {
  consultantId: number;
  kind: 'created' | 'updated';
  /** The projects whose history recorded that their consultant no longer works. */
  touched?: ProjectEntry[];
}

/**
 * Refuses a change that would leave no active administrator. Inside the change's transaction, so
 * that two administrators demoting each other at once cannot both pass.
 */
export async function keepOneAdmin(trx: Trx, engine: DbEngine, userId: number): Promise<void> {
  const admins = await lockActiveAdmins(trx, engine);
  if (admins.includes(userId) && admins.length <= 1) throw new HttpError(409, MSG.lastAdministrator);
}

/** The projects whose team the consultant is on. */
async function teamProjects(trx: Trx, consultantId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('project_consultants')
    .select('project_id')
    .where('consultant_id', '=', consultantId)
    .orderBy('project_id')
    .execute();
  return rows.map((r) => r.project_id);
}

/**
 * Role 2 works at once: the user gets an approved, active consultant profile, or their existing one
 * is approved and activated. Leaving role 2 deactivates the profile; its team places stay (a
 * consultant whose profile is inactive works on nothing), and each of those projects records it
 * in its history, so that nobody leaves a team silently.
 */
export async function followRole(
  trx: Trx,
  change: { userId: number; fullName: string; from: number; to: number },
  admin: { id: number; name: string },
  now: string,
): Promise<ProfileChange | null> {
  const { userId, from, to } = change;
  const row = await findConsultantRow(trx, { userId });
  if (to === ROLE_CONSULTANT) {
    if (!row) {
      const consultantId = await createConsultant(
        trx,
        {
          userId,
          specialization: '',
          yearsOfExperience: 0,
          applicationStatus: 'Approved',
          isActive: true,
          reviewedBy: admin.id,
        },
        now,
      );
      return { consultantId, kind: 'created' };
    }
    if (row.application_status === 'Approved' && row.is_active === 1) return null;
    const approving = row.application_status !== 'Approved';
    await updateConsultantRow(
      trx,
      row.id,
      {
        isActive: true,
        ...(approving && { applicationStatus: 'Approved' as const, reviewedAt: now, reviewedBy: admin.id }),
      },
      now,
    );
    return { consultantId: row.id, kind: 'updated' };
  }
  if (from !== ROLE_CONSULTANT || !row || row.is_active !== 1) return null;
  await updateConsultantRow(trx, row.id, { isActive: false }, now);
  const touched: ProjectEntry[] = [];
  for (const projectId of await teamProjects(trx, row.id)) {
    const entry = await addHistory(
      trx,
      {
        projectId,
        action: 'Consultant inactive',
        details:
          `${change.fullName} is no longer a consultant: they keep their place on the team but do no ` +
          'work on the project until they are a consultant again or are taken off it.',
        userId: admin.id,
        userName: admin.name,
      },
      now,
    );
    touched.push({ projectId, entry });
  }
  return { consultantId: row.id, kind: 'updated', touched };
}

/** The consultant events of a profile that a role change created or changed. */
export async function announceProfile(
  ctx: ConsultantContext,
  admin: AuthUser,
  change: ProfileChange | null,
): Promise<void> {
  if (!change) return;
  await teamsTouched(ctx, change.touched ?? []);
  const view = await viewFor(ctx.db, admin, change.consultantId);
  const created = change.kind === 'created';
  await consultantEvent(ctx, view, {
    type: created ? 'consultant_created' : 'consultant_updated',
    title: created ? 'Consultant created' : 'Consultant updated',
    message: `Consultant "${view.fullName || 'Unknown Consultant'}" was ${created ? 'created' : 'updated'} with a change of role.`,
    data: { status: view.applicationStatus },
  });
}

export const isActiveAdmin = (u: { role_id: number; is_active: number }): boolean =>
  u.role_id === ROLE_ADMIN && u.is_active === 1;
