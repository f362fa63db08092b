import { createHmac } from 'node:crypto';
import { issueCode, redeemCode, type CodeContext } from '@server/services/account/oneTimeCodes';
import { buildTestApp, type TestApp } from '@test/server/testApp';

// The 6-digit codes of e-mail verification, password reset and e-mail change, below the routes:
// how a code is kept, how long and for how many tries it works (docs/requirements.md#accounts).

describe('one-time codes', () => {
  let t: TestApp;
  const SECRET = 'one-time-code-tests';
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const at = (now: number): CodeContext => ({ db: t.app.db, secret: SECRET, now });
  const rows = (userId: number) =>
    t.app.db.selectFrom('one_time_codes').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  it('keeps only a keyed hash of purpose, user and code, never the code', async () => {
    const { id } = await t.createUser();
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    const code = await issueCode(at(now), id, 'reset');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await rows(id);
    expect(row).toMatchObject({
      purpose: 'reset',
      code_hash: createHmac('sha256', SECRET).update(`reset:${id}:${code}`).digest('hex'),
      attempts: 0,
      used_at: null,
      created_at: '2026-03-01T10:00:00.000Z',
      // Ten minutes.
      expires_at: '2026-03-01T10:10:00.000Z',
    });
  });

  it('works once, until its tenth minute ends, and with the secret it was made with', async () => {
    const { id } = await t.createUser();
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    const code = await issueCode(at(now), id, 'verify');
    expect(await redeemCode({ ...at(now), secret: 'another secret' }, id, 'verify', code)).toBe(false);
    expect(await redeemCode(at(now + 10 * 60_000), id, 'verify', code)).toBe(false);
    expect(await redeemCode(at(now + 10 * 60_000 - 1), id, 'verify', code)).toBe(true);
    expect(await redeemCode(at(now + 1), id, 'verify', code)).toBe(false);
  });

  it('is bound to its user and purpose: a copied row does not work for another', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    const code = await issueCode(at(now), owner.id, 'email-change');
    const [row] = await rows(owner.id);
    const copy = { ...row, id: undefined };
    await t.app.db
      .insertInto('one_time_codes')
      .values([
        { ...copy, user_id: other.id },
        { ...copy, purpose: 'reset' },
      ])
      .execute();
    expect(await redeemCode(at(now), other.id, 'email-change', code)).toBe(false);
    expect(await redeemCode(at(now), owner.id, 'reset', code)).toBe(false);
    expect(await redeemCode(at(now), owner.id, 'email-change', code)).toBe(true);
  });

  it('dies after five wrong tries, even for the right digits, and counts each wrong one', async () => {
    const { id } = await t.createUser();
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    const code = await issueCode(at(now), id, 'verify');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      expect(await redeemCode(at(now), id, 'verify', wrong)).toBe(false);
      expect((await rows(id))[0].attempts).toBe(i);
    }
    // A code of another length is a wrong try too, not an error.
    expect(await redeemCode(at(now), id, 'verify', '12345')).toBe(false);
    expect((await rows(id))[0].attempts).toBe(5);
    expect(await redeemCode(at(now), id, 'verify', code)).toBe(false);
  });

  it('refuses, without an error, against a damaged row', async () => {
    const { id } = await t.createUser();
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    const code = await issueCode(at(now), id, 'verify');
    await t.app.db
      .updateTable('one_time_codes')
      .set({ code_hash: 'abcd' })
      .where('user_id', '=', id)
      .execute();
    expect(await redeemCode(at(now), id, 'verify', code)).toBe(false);
    expect((await rows(id))[0].attempts).toBe(1);
  });

  it('the fifth try still works when it is right', async () => {
    const { id } = await t.createUser();
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    const code = await issueCode(at(now), id, 'reset');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i += 1) await redeemCode(at(now), id, 'reset', wrong);
    expect(await redeemCode(at(now), id, 'reset', code)).toBe(true);
  });

  it('a new code ends the one before it, of the same purpose only', async () => {
    const { id } = await t.createUser();
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    const reset = await issueCode(at(now), id, 'reset');
    const first = await issueCode(at(now), id, 'verify');
    const second = await issueCode(at(now + 1000), id, 'verify');
    expect((await rows(id)).map((r) => [r.purpose, r.used_at])).toEqual([
      ['reset', null],
      ['verify', '2026-03-01T10:00:01.000Z'],
      ['verify', null],
    ]);
    expect(await redeemCode(at(now + 2000), id, 'verify', second)).toBe(true);
    expect(await redeemCode(at(now + 2000), id, 'reset', reset)).toBe(true);
    expect(first).toMatch(/^\d{6}$/);
  });
});
