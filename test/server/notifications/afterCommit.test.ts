import * as consultantProfiles from '@server/repositories/consultantProfiles';
import { findConsultantRow } from '@server/repositories/consultants';
import { findUserById } from '@server/repositories/users';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { consultant, person, project, staff } from '../work/fixtures';
import type { NotificationType } from '@shared/domain/notificationTypes';

// The module's exports as plain properties, so that a test can spy on one: compiled ES modules
// define them as getters that cannot be replaced.
jest.mock('@server/repositories/consultantProfiles', () => ({
  __esModule: true,
  ...jest.requireActual('@server/repositories/consultantProfiles'),
}));

// A write answers first (docs/decisions/036-project-room.md): its notification rows are stored in its
// transaction, and the pushes, the live room and the mail go out after the commit.

describe('what a write hands over for after its commit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const rows = async (type: string, db = t.app.db) =>
    (await db.selectFrom('notifications').select('id').where('type', '=', type).execute()).length;

  it('stores the rows with the write and drops them, and their pushes, when the write rolls back', async () => {
    const user = await person(t, 3);
    const pushed = jest.spyOn(t.app.hub, 'sendToUser');
    const failing = t.app.deferred.transaction(async (trx) => {
      await t.app.notifier.notify({
        family: 'projects',
        type: 'rolled_back' as NotificationType,
        title: 'Never',
        message: 'This write never happened.',
        toAdmins: false,
        toUserIds: [user.id],
      });
      // Inside the transaction the row is there.
      expect(await rows('rolled_back', trx)).toBe(1);
      throw new Error('the write fails after its event');
    });
    await expect(failing).rejects.toThrow('the write fails after its event');
    await t.app.deferred.idle();
    expect(await rows('rolled_back')).toBe(0);
    expect(pushed).not.toHaveBeenCalled();

    await t.app.deferred.transaction(async () => {
      await t.app.notifier.notify({
        family: 'projects',
        type: 'committed' as NotificationType,
        title: 'Kept',
        message: 'This write happened.',
        toAdmins: false,
        toUserIds: [user.id],
      });
      t.app.deferred.later(async () => {
        // Later work sees the committed row.
        expect(await rows('committed')).toBe(1);
      });
      // Nothing goes out before the commit.
      expect(pushed).not.toHaveBeenCalled();
    });
    await t.app.deferred.idle();
    expect(pushed).toHaveBeenCalledWith(user.id, 'UserNotification', [
      expect.objectContaining({ type: 'committed' }),
    ]);
    pushed.mockRestore();
  });

  it("drops the notification rows of an administrator's change to a user when the change fails after raising them", async () => {
    const admin = await person(t, 1);
    const user = await person(t, 3);
    const before = (await findUserById(t.app.db, user.id))!;
    const ofUser = async (type: string) =>
      (
        await t.app.db
          .selectFrom('notifications')
          .select('additional_data')
          .where('type', '=', type)
          .execute()
      )
        .map((r) => JSON.parse(r.additional_data) as { userId?: number })
        .filter((d) => d.userId === user.id).length;
    // Renamed and made a consultant.
    const change = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/Manage/update-user/${user.id}`,
        headers: admin.headers,
        payload: {
          userName: before.user_name,
          email: before.email,
          name: 'Renamed',
          surname: before.surname,
          roleId: 2,
        },
      });
    const raised = jest.spyOn(t.app.notifier, 'notify');
    // After the user and role events, the new consultant profile is read for its own event.
    const failing = jest
      .spyOn(consultantProfiles, 'findConsultantWhere')
      .mockRejectedValueOnce(new Error('disk full'));
    try {
      expect((await change()).statusCode).toBe(500);
      // The events were raised inside the write before it failed ...
      expect(raised.mock.calls.map(([input]) => input.type)).toEqual(['user_updated', 'role_assigned']);
    } finally {
      failing.mockRestore();
      raised.mockRestore();
    }
    await t.app.deferred.idle();
    // ... and went with it: no row of theirs, and the account is as it was.
    expect(await ofUser('user_updated')).toBe(0);
    expect(await ofUser('role_assigned')).toBe(0);
    expect(await findUserById(t.app.db, user.id)).toMatchObject({ name: before.name, role_id: 3 });
    expect(await findConsultantRow(t.app.db, { userId: user.id })).toBeUndefined();

    // The same change, not failing, stores them with it.
    expect((await change()).statusCode).toBe(200);
    expect(await ofUser('user_updated')).toBeGreaterThan(0);
    expect(await ofUser('role_assigned')).toBeGreaterThan(0);
  });

  it('answers a write while its pushes are still on their way', async () => {
    const customer = await person(t, 3);
    const member = await consultant(t);
    const id = await project(t, { customerId: customer.id });
    await staff(t, id, member.consultantId);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every push hangs until the gate opens: a write that waited for them would not answer.
    const pushed = jest.spyOn(t.app.hub, 'sendToUser').mockImplementation(() => gate);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${id}/updates`,
        headers: member.headers,
        payload: { title: 'Answered first', content: 'Before any push.' },
      });
      expect(res.statusCode).toBe(201);
      // The row is stored already: it committed with the update.
      expect(await rows('project_update_added')).toBeGreaterThanOrEqual(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pushed).toHaveBeenCalled();
    } finally {
      release();
      await t.app.deferred.idle();
      pushed.mockRestore();
    }
  });
});
