import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { ROLE_ADMIN } from '../../shared/roles';
import type { Database, Flag, UsersTable } from '../db/types';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  userName: string;
  email: string;
  name: string;
  surname: string;
  phoneNumber: string;
  passwordHash: string;
  roleId: number;
  emailVerified: boolean;
  photo?: string;
}

export interface ProfileChanges {
  userName: string;
  email: string;
  name: string;
  surname: string;
  phoneNumber: string;
  photo?: string;
}

const flag = (value: boolean): Flag => (value ? 1 : 0);
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

/** Whether another user (not `exceptId`) already holds this e-mail or user name. */
export async function findConflicts(
  db: Kysely<Database>,
  email: string,
  userName: string,
  exceptId = 0,
): Promise<{ email: boolean; userName: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'user_name'])
    .where('id', '<>', exceptId)
    .where((eb) =>
      eb.or([
        eb('email', '=', normaliseEmail(email)),
        eb(sql`lower(user_name)`, '=', userName.toLowerCase()),
      ]),
    )
    .execute();
  return {
    email: rows.some((r) => r.email === normaliseEmail(email)),
    userName: rows.some((r) => r.user_name.toLowerCase() === userName.toLowerCase()),
  };
}

export async function createUser(db: Kysely<Database>, user: NewUser, now: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      user_name: user.userName,
      email: normaliseEmail(user.email),
      name: user.name,
      surname: user.surname,
      phone_number: user.phoneNumber,
      photo: user.photo ?? '',
      password_hash: user.passwordHash,
      role_id: user.roleId,
      email_verified: flag(user.emailVerified),
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProfile(
  db: Kysely<Database>,
  id: number,
  changes: ProfileChanges,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      user_name: changes.userName,
      email: normaliseEmail(changes.email),
      name: changes.name,
      surname: changes.surname,
      phone_number: changes.phoneNumber,
      ...(changes.photo !== undefined ? { photo: changes.photo } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Sets the photo only if it is still `expected`: answers whether it did. Writes that race each
 * replace exactly the photo they read, so each knows which file it made unused.
 */
export async function swapPhoto(
  db: Kysely<Database>,
  id: number,
  expected: string,
  photo: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ photo, updated_at: now })
    .where('id', '=', id)
    .where('photo', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPhoto(db: Kysely<Database>, id: number, photo: string, now: string) {
  await db.updateTable('users').set({ photo, updated_at: now }).where('id', '=', id).execute();
}

export async function setPassword(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  // Completing a reset proves control of the mailbox, so the address counts as verified too.
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, email_verified: 1, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function markVerified(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('users').set({ email_verified: 1, updated_at: now }).where('id', '=', id).execute();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records (or clears, with null) the address that waits for its PIN; `email` stays as it is. */
export async function setPendingEmail(
  db: Kysely<Database>,
  id: number,
  pendingEmail: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ pending_email: pendingEmail === null ? null : normaliseEmail(pendingEmail), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Makes the confirmed pending address the account's address (the PIN proved the mailbox); false
 * when the pending address changed meanwhile.
 */
export async function switchToPendingEmail(
  db: Kysely<Database>,
  id: number,
  email: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email, pending_email: null, email_verified: 1, updated_at: now })
    .where('id', '=', id)
    .where('pending_email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The account that has proved it owns this address (PIN, reset code or confirmed change), if any. */
export async function findVerifiedUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .where('email_verified', '=', 1)
    .executeTakeFirst();
}

/** Ends every token issued so far: they carry the old version, which the auth check refuses. */
export async function raiseTokenVersion(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

type Db = Kysely<Database> | Transaction<Database>;

/** What an administrator may change of an account (docs/requirements.md#users). */
export interface AdminChanges {
  userName: string;
  email: string;
  name: string;
  surname: string;
  roleId: number;
  phoneNumber?: string;
  isActive?: boolean;
}

export async function adminUpdateUser(db: Db, id: number, c: AdminChanges, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      user_name: c.userName,
      email: normaliseEmail(c.email),
      name: c.name,
      surname: c.surname,
      role_id: c.roleId,
      ...(c.phoneNumber !== undefined && { phone_number: c.phoneNumber }),
      ...(c.isActive !== undefined && { is_active: flag(c.isActive) }),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * The ids of the active administrators. On PostgreSQL the rows stay locked until the transaction
 * ends, so that two administrators demoting each other at once cannot both pass the
 * last-administrator check; SQLite runs one write transaction at a time anyway.
 */
export async function lockActiveAdmins(db: Db, engine: 'sqlite' | 'postgres'): Promise<number[]> {
  const query = db
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', ROLE_ADMIN)
    .where('is_active', '=', 1)
    .orderBy('id');
  const rows = await (engine === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((r) => r.id);
}

/**
 * Deletes the account. Before the foreign keys clear the links, the records that name the person
 * forget the name (history shows 'Unknown User') and projects remember that they had a customer.
 */
export async function deleteUserRow(db: Db, id: number): Promise<boolean> {
  await db.updateTable('project_history').set({ user_name: '' }).where('user_id', '=', id).execute();
  await db.updateTable('projects').set({ customer_deleted: 1 }).where('customer_id', '=', id).execute();
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
