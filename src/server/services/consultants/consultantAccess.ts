import type { Kysely, Transaction } from 'kysely';
import { ROLE_ADMIN, ROLE_CONSULTANT, ROLE_CUSTOMER, ROLE_OTHER } from '../../../shared/roles';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { findConsultantWhere } from '../../repositories/consultantProfiles';
import {
  changeUserRole,
  findConsultantRow,
  type ConsultantRow,
  type ConsultantView,
} from '../../repositories/consultants';
import type { AuthUser } from '../../types';
import type { ContentContext } from '../contentEvents';
import type { HubContext } from '../account/sessions';

type Db = Kysely<Database> | Transaction<Database>;

/** What the consultant services need: the app's parts, its notifier, and the hub for role changes. */
export type ConsultantContext = ContentContext & HubContext;

export const isAdminUser = (auth: AuthUser): boolean => auth.roleId === ROLE_ADMIN;

/**
 * The consultant row the caller may change: administrators any, a user only their own. Anyone
 * else's reads as missing, so that ids cannot be probed (docs/requirements.md#access).
 */
export async function ownConsultant(
  db: Db,
  auth: AuthUser,
  where: { id: number } | { userId: number },
): Promise<ConsultantRow> {
  const row = await findConsultantRow(db, where);
  if (!row || !(isAdminUser(auth) || row.user_id === auth.id)) throw notFound();
  return row;
}

/** The consultant as the caller sees it: the owner and administrators get the private fields. */
export async function viewFor(db: Db, auth: AuthUser, id: number): Promise<ConsultantView> {
  const view = await findConsultantWhere(db, { id }, { id: auth.id, seesAll: isAdminUser(auth) });
  if (!view) throw notFound();
  return view;
}

// An approved consultant works as role 2. An administrator keeps role 1 whatever their consultant
// profile says: approving or deleting one must never take an administrator's rights away.
export const grantConsultantRole = (db: Db, userId: number, now: string): Promise<boolean> =>
  changeUserRole(db, userId, [ROLE_CUSTOMER, ROLE_OTHER], ROLE_CONSULTANT, now);

export const revokeConsultantRole = (db: Db, userId: number, now: string): Promise<boolean> =>
  changeUserRole(db, userId, [ROLE_CONSULTANT], ROLE_CUSTOMER, now);
