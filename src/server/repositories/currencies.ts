import type { Kysely } from 'kysely';
import type { CurrencyDto } from '../../shared/contracts/currency';
import type { Database } from '../db/types';

export async function listCurrencies(db: Kysely<Database>): Promise<CurrencyDto[]> {
  return db.selectFrom('currencies').select(['id', 'code', 'symbol', 'name']).orderBy('id').execute();
}

export async function findCurrency(
  db: Kysely<Database>,
  where: { id: number } | { code: string },
): Promise<CurrencyDto | undefined> {
  const query = db.selectFrom('currencies').select(['id', 'code', 'symbol', 'name']);
  return (
    'id' in where ? query.where('id', '=', where.id) : query.where('code', '=', where.code)
  ).executeTakeFirst();
}
