import { buildTestApp, type TestApp } from '@test/server/testApp';
import { consultant, person, project, staff } from '../work/fixtures';

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
        type: 'rolled_back',
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
        type: 'committed',
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
