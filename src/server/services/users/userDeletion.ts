import { MSG } from '../../../shared/messages';
import { HttpError, notFound } from '../../errors';
import { removeCv } from '../../lib/cvFiles';
import { findConsultantRow, projectTiesOf } from '../../repositories/consultants';
import { addHistory } from '../../repositories/projects';
import { deleteUserRow, findUserById } from '../../repositories/users';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import { tiesText } from '../consultants/consultants';
import { managedUser } from './managedUsers';
import { endSessions } from '../account/sessions';
import { discardUpload, isOwnUpload } from '../uploads';
import type { AdminContext } from './userAdmin';
import { userDeleted } from './userEvents';
import { isActiveAdmin, keepOneAdmin } from './userRoles';
import { userDisplayName } from '../projects/projectAudience';
import { teamsTouched, type ProjectEntry } from '../projects/projectTeamEvents';

/**
 * Deletes an account. The firm's records stay: projects, their history, updates, metrics, tasks and
 * project requests keep their rows and show the person as 'Unknown User'. A consultant profile goes
 * with the account, each project it was tied to recording that in its history. Sessions end at
 * once; the photo and CV files are removed (docs/requirements.md#users).
 */
export async function deleteManagedUser(ctx: AdminContext, admin: AuthUser, id: number): Promise<void> {
  if (id === admin.id) throw new HttpError(409, MSG.cannotDeleteSelf);
  const user = await managedUser(ctx, id);
  const before = await findUserById(ctx.db, id);
  if (!before) throw notFound();
  const consultant = await findConsultantRow(ctx.db, { userId: id });
  const ownPhoto = await isOwnUpload(ctx, id, 'photo', before.photo);
  const adminName = await userDisplayName(ctx.db, admin.id);
  const now = iso(ctx.appConfig.now());
  // The deletion, its history entries and its notification in one transaction; pushes after it.
  await ctx.deferred.transaction(async (trx) => {
    if (isActiveAdmin(before)) await keepOneAdmin(trx, ctx.dbEngine, id);
    const touched: ProjectEntry[] = [];
    if (consultant) {
      for (const ties of await projectTiesOf(trx, consultant.id)) {
        const entry = await addHistory(
          trx,
          {
            projectId: ties.projectId,
            action: 'Consultant removed',
            details: `The account of consultant "${user.fullName}" was deleted: ${tiesText(ties)}.`,
            userId: admin.id,
            userName: adminName,
          },
          now,
        );
        touched.push({ projectId: ties.projectId, entry });
      }
    }
    if (!(await deleteUserRow(trx, id))) throw notFound();
    const tx = within(ctx, trx);
    await teamsTouched(tx, touched);
    await userDeleted(tx, user);
  });
  // The row is gone, so every token of theirs is refused; their live sockets close for good.
  await endSessions(ctx, id);
  if (ownPhoto) await discardUpload(ctx, 'photo', before.photo, 'any');
  if (consultant) await removeCv(ctx.appConfig.dataDir, consultant.cv_url);
}
