import type { Migration, MigrationProvider } from 'kysely';
import type { DbEngine } from '../types';
import { initial } from './001_initial';

// Code-based so that the compiled server and the tests run exactly the same list; the names sort
// in the order Kysely applies them.
const MIGRATIONS: Record<string, (engine: DbEngine) => Migration> = {
  '001_initial': initial,
};

export function migrationProvider(engine: DbEngine): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(MIGRATIONS).map(([name, make]) => [name, make(engine)])),
  };
}
