import { sql, type Kysely, type Selectable } from 'kysely';
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
