import { InProcessBackplane } from '@server/hub';
import { nextEvent, startHub, tokenFor, type HubHarness } from '@test/server/hubHarness';

describe('hub join methods', () => {
  let h: HubHarness;
  beforeAll(async () => {
    h = await startHub();
  });
  afterAll(() => h.close());

  async function connected(userId: number, roleId: number) {
    const client = h.client(tokenFor(userId, roleId));
    await client.start();
    return client;
  }

  it('lets an administrator join admin notifications and refuses anyone else', async () => {
    const admin = await connected(1, 1);
    await expect(admin.invoke('JoinAdminNotifications')).resolves.toBeNull();
    const consultant = await connected(2, 2);
    await expect(consultant.invoke('JoinAdminNotifications')).rejects.toThrow(
      "An unexpected error occurred invoking 'JoinAdminNotifications' on the server. HubException: Only administrators may join admin notifications.",
    );
  });

  it('lets a consultant join consultant notifications and refuses anyone else', async () => {
    const consultant = await connected(2, 2);
    await expect(consultant.invoke('JoinConsultantNotifications')).resolves.toBeNull();
    const customer = await connected(3, 3);
    await expect(customer.invoke('JoinConsultantNotifications')).rejects.toThrow(
      "An unexpected error occurred invoking 'JoinConsultantNotifications' on the server. HubException: Only consultants may join consultant notifications.",
    );
  });

  it('lets a user join their own notifications only, with the id as a string', async () => {
    const user = await connected(7, 3);
    await expect(user.invoke('JoinUserNotifications', '7')).resolves.toBeNull();
    await expect(user.invoke('JoinUserNotifications', '8')).rejects.toThrow(
      "An unexpected error occurred invoking 'JoinUserNotifications' on the server. HubException: You may only join your own user notifications.",
    );
  });

  it('refuses arguments that do not bind with the binding-failure text', async () => {
    const user = await connected(7, 3);
    await expect(user.invoke('JoinUserNotifications', 7)).rejects.toThrow(
      "Failed to invoke 'JoinUserNotifications' due to an error on the server.",
    );
    await expect(user.invoke('JoinUserNotifications')).rejects.toThrow(
      "Failed to invoke 'JoinUserNotifications' due to an error on the server.",
    );
    await expect(user.invoke('JoinAdminNotifications', 'extra')).rejects.toThrow(
      "Failed to invoke 'JoinAdminNotifications' due to an error on the server.",
    );
  });
});

describe('hub delivery', () => {
  let h: HubHarness;
  beforeAll(async () => {
    h = await startHub();
  });
  afterAll(() => h.close());

  it('delivers a group event to its members only', async () => {
    const admin = h.client(tokenFor(1, 1));
    const outsider = h.client(tokenFor(3, 3));
    await Promise.all([admin.start(), outsider.start()]);
    await admin.invoke('JoinAdminNotifications');
    const seenByOutsider: unknown[] = [];
    outsider.on('AdminNotification', (...args) => seenByOutsider.push(args));

    const received = nextEvent(admin, 'AdminNotification');
    await h.hub.sendToGroup('admins', 'AdminNotification', [{ id: 1, message: 'hello' }, 2]);
    expect(await received).toEqual([{ id: 1, message: 'hello' }, 2]);
    // A round trip on the outsider's own connection proves nothing is still on its way to it.
    await outsider.invoke('JoinUserNotifications', '3');
    expect(seenByOutsider).toEqual([]);
  });

  it("delivers to a user's group and to everyone", async () => {
    const user = h.client(tokenFor(9, 3));
    const other = h.client(tokenFor(10, 3));
    await Promise.all([user.start(), other.start()]);
    await user.invoke('JoinUserNotifications', '9');

    const mine = nextEvent(user, 'UserNotification');
    await h.hub.sendToUser(9, 'UserNotification', [{ id: 5 }]);
    expect(await mine).toEqual([{ id: 5 }]);

    const both = [nextEvent(user, 'ProjectCreated'), nextEvent(other, 'ProjectCreated')];
    await h.hub.sendToAll('ProjectCreated', [{ name: 'Bridge' }]);
    expect(await Promise.all(both)).toEqual([[{ name: 'Bridge' }], [{ name: 'Bridge' }]]);
  });

  it('stops delivering to a connection once it has closed', async () => {
    const user = h.client(tokenFor(11, 3));
    await user.start();
    await user.invoke('JoinUserNotifications', '11');
    await user.stop();
    await expect(h.hub.sendToUser(11, 'UserNotification', [{}])).resolves.toBeUndefined();
  });
});

describe('hub delivery across processes', () => {
  let a: HubHarness;
  let b: HubHarness;
  beforeAll(async () => {
    // Two apps on one backplane stand for two processes on a shared one.
    const backplane = new InProcessBackplane();
    a = await startHub({ backplane });
    b = await startHub({ backplane });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('reaches a group member connected to the other process', async () => {
    const admin = b.client(tokenFor(1, 1));
    await admin.start();
    await admin.invoke('JoinAdminNotifications');
    const received = nextEvent(admin, 'AdminNotification');
    await a.hub.sendToGroup('admins', 'AdminNotification', [{ id: 42 }]);
    expect(await received).toEqual([{ id: 42 }]);
    expect(a.hub.connectionCount()).toBe(0);
  });
});
