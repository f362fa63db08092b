import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ApproveResponse } from '../../../shared/contracts/projectRequests';
import type { ProjectHistoryDto } from '../../../shared/contracts/projects';
import { MSG } from '../../../shared/messages';
import { ROLE_CUSTOMER } from '../../../shared/roles';
import type { Database } from '../../db/types';
import { HttpError } from '../../errors';
import { findRequest, findRequestOwner, updateRequest } from '../../repositories/projectRequests';
import { addHistory, findProject, insertProject } from '../../repositories/projects';
import { isUniqueViolation } from '../../db/errors';
import {
  createUser,
  findConflicts,
  findUserByEmail,
  findUserById,
  findVerifiedUserByEmail,
  type UserRow,
} from '../../repositories/users';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import { raise, type ContentContext } from '../contentEvents';
import { hashPassword } from '../account/passwords';
import { projectCreatedMail, projectCreatedNewAccountMail } from './projectRequestMail';
import { notPending, pendingRequest, requestData } from './projectRequests';
import { userDisplayName } from '../projects/projectAudience';

/** 'Ayşe Nur Demir' → name 'Ayşe Nur', surname 'Demir'. */
function splitName(full: string): { name: string; surname: string } {
  const words = full.trim().split(/\s+/);
  if (words.length < 2) return { name: words[0] ?? '', surname: '' };
  return { name: words.slice(0, -1).join(' '), surname: words.at(-1)! };
}

async function freeUserName(trx: Transaction<Database>, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 40)
    .padEnd(3, '0');
  for (let i = 0; ; i += 1) {
    const candidate = i === 0 ? base : `${base}${i}`;
    if (!(await findConflicts(trx, '', candidate)).userName) return candidate;
  }
}

/**
 * The request's owning account; an unowned request goes to the account that has verified its
 * address, found now for the first time. Never an account that merely holds the address.
 */
async function ownerOf(db: Kysely<Database>, requestId: number, email: string): Promise<UserRow | undefined> {
  const ownerId = await findRequestOwner(db, requestId);
  return ownerId !== null ? findUserById(db, ownerId) : findVerifiedUserByEmail(db, email);
}

/**
 * Creates the project, links or creates the customer, and marks the request approved, all in one
 * transaction. A new customer gets a verified account with a password nobody knows: they set
 * their own through ForgotPassword, which proves they own the mailbox.
 */
export async function approveRequest(
  ctx: ContentContext,
  id: number,
  admin: AuthUser,
  adminNotes: string | undefined,
): Promise<ApproveResponse> {
  const request = await pendingRequest(ctx, id);
  const actor = await userDisplayName(ctx.db, admin.id);
  const existing = await ownerOf(ctx.db, id, request.email);
  // An unverified account holds the address: it gets the request once it proves the mailbox.
  if (!existing && (await findUserByEmail(ctx.db, request.email))) {
    throw new HttpError(409, MSG.requestOwnerUnverified);
  }
  // Hashing is slow; doing it before the transaction keeps the database free meanwhile.
  const unusableHash = existing ? null : await hashPassword(randomBytes(32).toString('base64url'));
  const now = iso(ctx.appConfig.now());
  let created = false;
  try {
    // The account, the project, the request's decision and their notifications in one transaction;
    // the pushes and the mail after it.
    return await ctx.deferred.transaction(async (trx) => {
      let customer = await ownerOf(trx, id, request.email);
      if (!customer) {
        const { name, surname } = splitName(request.contactName);
        const userId = await createUser(
          trx,
          {
            userName: await freeUserName(trx, request.email),
            email: request.email,
            name,
            surname,
            phoneNumber: request.phoneNumber,
            passwordHash: unusableHash ?? (await hashPassword(randomBytes(32).toString('base64url'))),
            roleId: ROLE_CUSTOMER,
            emailVerified: true,
          },
          now,
        );
        customer = (await findUserById(trx, userId))!;
        created = true;
      }
      const project = await insertProject(
        trx,
        {
          name: request.requestTitle,
          description: request.description,
          status: 'Pending',
          customerId: customer.id,
          serviceId: request.serviceId,
          budget: request.budget,
          currency: request.currency,
          startDate: request.desiredStartDate,
        },
        now,
      );
      const history = await addHistory(
        trx,
        {
          projectId: project.id,
          action: 'Created',
          details: `Created from project request #${request.id} "${request.requestTitle}".`,
          userId: admin.id,
          userName: actor,
        },
        now,
      );
      const changes = {
        status: 'Approved' as const,
        projectId: project.id,
        ...(adminNotes !== undefined && { adminNotes: adminNotes.trim() }),
        ...(request.userId === null && { userId: customer.id }),
        customerUserId: customer.id,
      };
      // Only while still pending: a second administrator approving at the same time rolls back here.
      if (!(await updateRequest(trx, id, changes, now, 'Pending'))) throw notPending();
      const customerName = `${customer.name} ${customer.surname}`.trim() || request.contactName;
      const approved = { projectId: project.id, customerId: customer.id, customerName, history };
      return announceApproval(within(ctx, trx), id, approved, created);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw notPending();
    throw error;
  }
}

/** What an approval made: the project, its customer, and the project's first history entry. */
interface Approved {
  projectId: number;
  customerId: number;
  customerName: string;
  history: ProjectHistoryDto;
}

async function announceApproval(
  ctx: ContentContext,
  id: number,
  r: Approved,
  created: boolean,
): Promise<ApproveResponse> {
  const request = (await findRequest(ctx.db, id))!;
  const project = (await findProject(ctx.db, r.projectId))!;
  ctx.projectRoom.publish(project.id, [{ kind: 'projectCreated' }, { kind: 'history', entry: r.history }]);
  const people = [...new Set([r.customerId, ...(request.userId ? [request.userId] : [])])];
  await raise(ctx, {
    family: 'projectRequests',
    type: 'project_request_approved',
    title: 'Project request approved',
    message: `Project request "${request.requestTitle}" was approved and project "${project.name}" created.`,
    data: requestData(request, {
      customerName: r.customerName,
      projectId: project.id,
      projectName: project.name,
      adminNotes: request.adminNotes,
    }),
    toUserIds: people,
  });
  await raise(ctx, {
    family: 'projects',
    type: 'project_created',
    title: 'Project created',
    message: `Project "${project.name}" was created.`,
    data: {
      projectId: project.id,
      projectName: project.name,
      name: project.name,
      customerName: r.customerName,
      budget: project.budget,
      currency: project.currency,
      status: project.status,
    },
    toUserIds: [r.customerId],
    hubEvent: { target: 'ProjectCreated', fields: { name: project.name, projectId: project.id } },
  });
  const { publicUrl } = ctx.appConfig;
  const mail = created
    ? projectCreatedNewAccountMail(request.email, request.contactName, project.name, publicUrl)
    : projectCreatedMail(request.email, r.customerName, project.name, `${publicUrl}/projects/${project.id}`);
  // Queued once the approval has committed, never for one that rolled back.
  ctx.deferred.later(() => ctx.mailer.enqueue(mail));
  return { request, project };
}
