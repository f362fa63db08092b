import type { Kysely, Selectable } from 'kysely';
import type { CodePurpose, Database, OneTimeCodesTable } from '../db/types';

export type CodeRow = Selectable<OneTimeCodesTable>;

/** Stores a new code and retires every older unused code of the same purpose. */
export async function replaceCode(
  db: Kysely<Database>,
  userId: number,
  purpose: CodePurpose,
  codeHash: string,
  now: string,
  expiresAt: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('one_time_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('one_time_codes')
      .values({
        user_id: userId,
        purpose,
        code_hash: codeHash,
        expires_at: expiresAt,
        attempts: 0,
        used_at: null,
        created_at: now,
      })
      .execute();
  });
}

export async function currentCode(
  db: Kysely<Database>,
  userId: number,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function countAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
