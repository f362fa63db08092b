import { MSG } from '@shared/messages';
import { changeManagedUser } from '@server/services/users/userAdmin';
import { deleteManagedUser } from '@server/services/users/userDeletion';
import type { AuthUser } from '@server/types';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { consultant, person, type Person } from '../work/fixtures';
import { newUser, sameUser, usersApi } from './support';

// The last active administrator stays, nobody deletes or deactivates themselves, and a change of
// role, a deactivation or a deletion reaches the user's very next request (docs/requirements.md#users).

describe('rules of the administration of people', () => {
  let t: TestApp;
  let a: Person;
  let b: Person;
  const asA = () => usersApi(t, a.headers);
  const profileOf = (who: { headers: { authorization: string } }) =>
    t.app.inject({ method: 'GET', url: '/api/Manage/profile', headers: who.headers });
  const detailsOf = async (id: number) => (await asA().get(id)).json();
  const activeAdmins = async () =>
    (
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('role_id', '=', 1)
        .where('is_active', '=', 1)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  // Two administrators of each test's own; every other one (the demo's, an earlier test's) steps
  // aside, so that the rules about the last administrator concern these two alone.
  beforeEach(async () => {
    a = await person(t, 1);
    b = await person(t, 1);
    await t.app.db
      .updateTable('users')
      .set({ role_id: 3 })
      .where('role_id', '=', 1)
      .where('id', 'not in', [a.id, b.id])
      .execute();
  });
  afterAll(() => t.close());

  describe('the last administrator and oneself', () => {
    it('lets an administrator demote another while one remains, but not the last', async () => {
      const demoted = await asA().assign(b.id, 3);
      expect(demoted.statusCode).toBe(200);
      expect(await activeAdmins()).toEqual([a.id]);
      const self = await asA().update(a.id, sameUser(await detailsOf(a.id), { roleId: 2 }));
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe(MSG.lastAdministrator);
      expect((await asA().unassign(a.id)).json().message).toBe(MSG.lastAdministrator);
      expect((await asA().assign(a.id, 4)).statusCode).toBe(409);
      expect(await activeAdmins()).toEqual([a.id]);
    });

    it('refuses to delete or deactivate one’s own account', async () => {
      const removed = await asA().remove(a.id);
      expect(removed.statusCode).toBe(409);
      expect(removed.json().message).toBe(MSG.cannotDeleteSelf);
      const off = await asA().update(a.id, sameUser(await detailsOf(a.id), { isActive: false }));
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe(MSG.cannotDeactivateSelf);
      expect((await profileOf(a)).statusCode).toBe(200);
    });

    it('refuses deleting or deactivating the last one, whoever asks', async () => {
      expect((await asA().assign(b.id, 3)).statusCode).toBe(200);
      // Only reachable by a caller who is no longer an active administrator meanwhile.
      const other: AuthUser = { id: b.id, roleId: 1, jti: 'x', expiresAt: Date.now() + 60_000 };
      await expect(deleteManagedUser(t.app, other, a.id)).rejects.toMatchObject({
        statusCode: 409,
        message: MSG.lastAdministrator,
      });
      const body = sameUser(await detailsOf(a.id), { isActive: false });
      await expect(changeManagedUser(t.app, other, a.id, body)).rejects.toMatchObject({
        statusCode: 409,
        message: MSG.lastAdministrator,
      });
      expect(await activeAdmins()).toEqual([a.id]);
    });

    it('keeps one when two administrators demote each other at the same moment', async () => {
      expect(await activeAdmins()).toEqual([a.id, b.id]);
      const [one, two] = await Promise.all([asA().assign(b.id, 3), usersApi(t, b.headers).assign(a.id, 3)]);
      // The loser is refused by the rule, or by its role when the other change came first.
      expect([one.statusCode, two.statusCode].filter((s) => s === 200)).toHaveLength(1);
      expect([one.statusCode, two.statusCode].every((s) => [200, 403, 409].includes(s))).toBe(true);
      expect(await activeAdmins()).toHaveLength(1);
      expect([[a.id], [b.id]]).toContainEqual(await activeAdmins());
    });
  });

  describe('effects on a session already open', () => {
    it('a role change applies on the next request with the same token', async () => {
      const worker = await consultant(t);
      const customers = () => usersApi(t, worker.headers).call('GET', '/user/customers');
      expect((await customers()).statusCode).toBe(200);
      expect((await asA().assign(worker.id, 3)).statusCode).toBe(200);
      expect((await customers()).statusCode).toBe(403);
      expect((await profileOf(worker)).json().roleId).toBe(3);

      const customer = await person(t, 3);
      expect((await usersApi(t, customer.headers).list()).statusCode).toBe(403);
      await asA().assign(customer.id, 1);
      expect((await usersApi(t, customer.headers).list()).statusCode).toBe(200);
      await asA().assign(customer.id, 3);
    });

    it('deactivation refuses the token at once and login with a clear message; reactivation lets them in', async () => {
      const user = await person(t, 3);
      const details = await detailsOf(user.id);
      expect((await asA().update(user.id, sameUser(details, { isActive: false }))).json().isActive).toBe(
        false,
      );
      expect((await profileOf(user)).statusCode).toBe(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/Account/login',
        payload: { email: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toEqual({ message: MSG.accountDisabled, code: 'ACCOUNT_DISABLED' });

      await asA().update(user.id, sameUser(details, { isActive: true }));
      // The old token stays ended; a new sign-in works.
      expect((await profileOf(user)).statusCode).toBe(401);
      const token = await t.login(user.email, user.password);
      expect((await profileOf({ headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    });

    it('deletion refuses the token at once, and the account is gone', async () => {
      const user = await person(t, 3);
      expect((await profileOf(user)).statusCode).toBe(200);
      const events = jest.spyOn(t.app.notifier, 'notify');
      expect((await asA().remove(user.id)).statusCode).toBe(204);
      const raised = events.mock.calls.map((c) => c[0]);
      events.mockRestore();
      expect((await profileOf(user)).statusCode).toBe(401);
      await expect(t.login(user.email, user.password)).rejects.toThrow(/401/);
      expect((await asA().get(user.id)).statusCode).toBe(404);
      expect((await asA().remove(user.id)).statusCode).toBe(404);
      // Administrators hear of it; the deleted user is not told.
      expect(raised).toEqual([
        expect.objectContaining({
          family: 'users',
          type: 'user_deleted',
          data: expect.objectContaining({ userId: user.id, email: user.email }),
        }),
      ]);
      expect(raised[0].toUserIds).toBeUndefined();
    });

    it('a created user of role 1 may administer at once', async () => {
      const body = newUser({ roleId: 1, password: 'Password123!' });
      expect((await asA().create(body)).statusCode).toBe(201);
      const token = await t.login(body.email, 'Password123!');
      expect((await usersApi(t, { authorization: `Bearer ${token}` }).list()).statusCode).toBe(200);
    });
  });
});
