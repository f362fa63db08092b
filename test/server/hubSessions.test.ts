import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { SESSION_LIFETIME_MS } from '@shared/constants';
import { accessChanged, endSessions } from '@server/services/account/sessions';
import { nextEvent } from '@test/server/hubHarness';
import { bearer, buildTestApp, listening, type TestApp, type TestUser } from '@test/server/testApp';

interface Signed extends TestUser {
  token: string;
}

/** A live socket ends when the session behind it ends (issue 13, finding 4). */
describe('hub sockets follow their session', () => {
  let t: TestApp;
  let base: string;
  const clients: HubConnection[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    base = await listening(t);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop().catch(() => undefined)));
    await t.close();
  });

  const signed = async (roleId: 1 | 2 | 3): Promise<Signed> => {
    const user = await t.createUser({ roleId });
    return { ...user, token: await t.login(user.email, user.password) };
  };

  async function connect(token: string, reconnectDelays: number[] = [0]): Promise<HubConnection> {
    const connection = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/notification`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .withAutomaticReconnect(reconnectDelays)
      .configureLogging(LogLevel.None)
      .build();
    clients.push(connection);
    await connection.start();
    return connection;
  }

  const closedOf = (client: HubConnection) =>
    new Promise<Error | undefined>((resolve) => client.onclose(resolve));

  const notifyAdmins = (message: string) =>
    t.app.notifier.notify({ family: 'users', type: 'user_created', title: 'User', message });

  it('closes the revoked token’s socket on logout, so it misses the next AdminNotification', async () => {
    const admin = await signed(1);
    const otherTab = await t.login(admin.email, admin.password);
    const [revoked, kept] = [await connect(admin.token), await connect(otherTab)];
    await revoked.invoke('JoinAdminNotifications');
    await kept.invoke('JoinAdminNotifications');
    const heard: unknown[] = [];
    revoked.on('AdminNotification', (n: unknown) => heard.push(n));
    const closed = closedOf(revoked);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/logout',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(204);
    await closed;
    expect(revoked.state).toBe(HubConnectionState.Disconnected);

    // The same user's socket of another, still valid token keeps receiving.
    const received = nextEvent(kept, 'AdminNotification');
    await notifyAdmins('requester@example.com registered');
    await received;
    expect(heard).toEqual([]);
    expect(kept.state).toBe(HubConnectionState.Connected);
  });

  it('closes a socket when its token expires', async () => {
    const me = await signed(3);
    const client = await connect(me.token);
    const closed = closedOf(client);
    t.clock.advance(SESSION_LIFETIME_MS + 1000);
    try {
      await closed;
    } finally {
      t.clock.advance(-(SESSION_LIFETIME_MS + 1000));
    }
    expect(client.state).toBe(HubConnectionState.Disconnected);
  });

  it('closes every socket of a user on a password reset, and the old token cannot reconnect', async () => {
    const me = await signed(3);
    const [a, b] = [await connect(me.token), await connect(await t.login(me.email, me.password))];
    const closed = Promise.all([closedOf(a), closedOf(b)]);
    await t.app.inject({
      method: 'POST',
      url: '/api/Account/Account/ForgotPassword',
      payload: { email: me.email },
    });
    const code = await t.lastCode(me.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Account/ResetPassword',
      payload: { email: me.email, code, password: 'NewPass123!', confirmPassword: 'NewPass123!' },
    });
    expect(reset.statusCode).toBe(200);
    await closed;
    await expect(connect(me.token)).rejects.toThrow();
  });

  it('closes every socket of a deactivated or deleted user for good', async () => {
    const me = await signed(2);
    const client = await connect(me.token);
    const closed = closedOf(client);
    await t.app.db.updateTable('users').set({ is_active: 0 }).where('id', '=', me.id).execute();
    await endSessions(t.app, me.id);
    expect(await closed).toBeUndefined();
    expect(client.state).toBe(HubConnectionState.Disconnected);
    await expect(connect(me.token)).rejects.toThrow();
  });

  it('lets a socket reconnect after a role change and join only the new role’s groups', async () => {
    const me = await signed(1);
    const client = await connect(me.token);
    await client.invoke('JoinAdminNotifications');
    const reconnected = new Promise<void>((resolve) => client.onreconnected(() => resolve()));

    await t.app.db.updateTable('users').set({ role_id: 3 }).where('id', '=', me.id).execute();
    await accessChanged(t.app, me.id);
    await reconnected;

    await expect(client.invoke('JoinAdminNotifications')).rejects.toThrow('Only administrators');
    await expect(client.invoke('JoinUserNotifications', String(me.id))).resolves.toBeNull();
    const heard: unknown[] = [];
    client.on('AdminNotification', (n: unknown) => heard.push(n));
    await notifyAdmins('after the role change');
    // Sent after the admin event on the same socket, so the admin event would have arrived first.
    const own = nextEvent(client, 'UserNotification');
    await t.app.notifier.notify({
      family: 'users',
      type: 'user_updated',
      title: 'User',
      message: 'x',
      toAdmins: false,
      toUserIds: [me.id],
    });
    await own;
    expect(heard).toEqual([]);
  });
});
