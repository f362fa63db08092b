import type { Kysely } from 'kysely';
import { registerKnownVersions, type KnownVersions } from '@server/db/knownVersions';
import type { Database } from '@server/db/types';
import { keptCount, keptRead } from '@server/services/keptReads';

// The seam through which services keep values under the database's counters: repositories read, the
// service decides what is kept (docs/decisions/026-kept-answers.md, 029-version-mirror.md).

const kind = { name: 'test', capacity: 2 };

/** A stand-in database object whose counters are (or are not) known to the process. */
function dbWith(live: boolean | null): Kysely<Database> {
  const db = {} as Kysely<Database>;
  if (live !== null) registerKnownVersions(db, { live } as KnownVersions);
  return db;
}

function counter() {
  let reads = 0;
  return {
    read: () => Promise.resolve(`value ${(reads += 1)}`),
    get reads() {
      return reads;
    },
  };
}

describe('keptRead', () => {
  it('keeps a value while its version stays, and reads again once it moves', async () => {
    const db = dbWith(true);
    const c = counter();
    let version = '1';
    const get = () => keptRead(db, kind, 'a', () => Promise.resolve(version), c.read);
    expect(await get()).toBe('value 1');
    expect(await get()).toBe('value 1');
    expect(c.reads).toBe(1);
    version = '2';
    expect(await get()).toBe('value 2');
    expect(c.reads).toBe(2);
    expect(keptCount(db, kind)).toBe(1);
  });

  it('reads every time when the counters are not known, or not live, or there is no counter', async () => {
    for (const db of [dbWith(null), dbWith(false)]) {
      const c = counter();
      const version = jest.fn(() => Promise.resolve('1'));
      await keptRead(db, kind, 'a', version, c.read);
      await keptRead(db, kind, 'a', version, c.read);
      expect(c.reads).toBe(2);
      expect(version).not.toHaveBeenCalled();
      expect(keptCount(db, kind)).toBe(0);
    }
    const db = dbWith(true);
    const c = counter();
    await keptRead(db, kind, 'a', () => Promise.resolve(null), c.read);
    await keptRead(db, kind, 'a', () => Promise.resolve(null), c.read);
    expect(c.reads).toBe(2);
  });

  it('keeps each kind apart and at most its capacity, least recently used out', async () => {
    const db = dbWith(true);
    const v = () => Promise.resolve('1');
    const c = counter();
    for (const key of ['a', 'b', 'c']) await keptRead(db, kind, key, v, c.read);
    expect(keptCount(db, kind)).toBe(2);
    await keptRead(db, kind, 'a', v, c.read);
    expect(c.reads).toBe(4);
    await keptRead(db, { name: 'other', capacity: 2 }, 'a', v, c.read);
    expect(c.reads).toBe(5);
  });
});
