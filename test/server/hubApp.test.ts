import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { hubOrigins } from '@server/plugins/hub';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { nextEvent, waitFor } from '@test/server/hubHarness';
import { bearer, buildTestApp, listening, type TestApp } from '@test/server/testApp';

interface Signed {
  id: number;
  token: string;
}

describe('notification hub mounted in the app', () => {
  let t: TestApp;
  let base: string;
  let closed = false;
  const clients: HubConnection[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    base = await listening(t);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop().catch(() => undefined)));
    if (!closed) await t.close();
  });

  const signed = async (roleId: 1 | 2 | 3): Promise<Signed> => {
    const u = await t.createUser({ roleId });
    return { id: u.id, token: await t.login(u.email, u.password) };
  };

  async function connect(who: Signed, reconnectDelays?: number[]): Promise<HubConnection> {
    let builder = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/notification`, {
        accessTokenFactory: () => who.token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None);
    if (reconnectDelays) builder = builder.withAutomaticReconnect(reconnectDelays);
    const connection = builder.build();
    clients.push(connection);
    await connection.start();
    return connection;
  }

  it('answers negotiate without a token with 401', async () => {
    const res = await fetch(`${base}/hubs/notification/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(res.status).toBe(401);
    const bad = await fetch(`${base}/hubs/notification/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: bearer('not-a-token'),
    });
    expect(bad.status).toBe(401);
  });

  it('checks the browser Origin against the public URL (and the dev server outside production)', async () => {
    const me = await signed(3);
    const negotiate = (origin: string) =>
      fetch(`${base}/hubs/notification/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: { ...bearer(me.token), origin },
      });
    expect((await negotiate(new URL(t.config.publicUrl).origin)).status).toBe(200);
    expect((await negotiate('http://localhost:8080')).status).toBe(200);
    expect((await negotiate('https://evil.example')).status).toBe(403);
    expect(hubOrigins('https://portal.example/app', true)).toEqual(['https://portal.example']);
    expect(hubOrigins('https://portal.example', false)).toEqual([
      'https://portal.example',
      'http://localhost:8080',
    ]);
  });

  it('pushes an admin’s site settings change to another admin as AdminNotification', async () => {
    const [actor, watcher] = [await signed(1), await signed(1)];
    const client = await connect(watcher);
    await client.invoke('JoinAdminNotifications');
    const received = nextEvent(client, 'AdminNotification');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/sitesettings',
      headers: bearer(actor.token),
      payload: { ...SITE_DEFAULTS, siteName: 'Live' },
    });
    expect(res.statusCode).toBe(200);
    const [notification] = (await received) as [Record<string, unknown>];
    expect(notification).toEqual({
      id: expect.any(Number),
      type: 'site_settings_updated',
      title: 'Site settings updated',
      message: expect.stringContaining('Live'),
      severity: 'warning',
      isRead: false,
      createdAt: expect.any(String),
      timestamp: notification.createdAt,
      audience: 'admin',
      additionalData: JSON.stringify({ id: res.json().id, name: 'Live' }),
    });
    // The pushed object is the stored one.
    const [listed] = (
      await t.app.inject({ url: '/api/notification/admin', headers: bearer(watcher.token) })
    ).json();
    expect(listed).toEqual(notification);
  });

  it('pushes a registration to the admins', async () => {
    const client = await connect(await signed(1));
    await client.invoke('JoinAdminNotifications');
    const received = nextEvent(client, 'AdminNotification');
    const payload = {
      userName: 'liveuser',
      email: 'live@test.example',
      name: 'Live',
      surname: 'User',
      password: 'Password123!',
      confirmPassword: 'Password123!',
      phoneNumber: '',
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Account/Account/Register', payload })).statusCode,
    ).toBe(201);
    const [notification] = (await received) as [{ type: string; additionalData: string }];
    expect(notification.type).toBe('user_created');
    expect(JSON.parse(notification.additionalData)).toMatchObject({
      userName: 'liveuser',
      email: 'live@test.example',
    });
  });

  it('lets a user join only their own group and delivers UserNotification there', async () => {
    const me = await signed(3);
    const other = await signed(3);
    const client = await connect(me);
    await expect(client.invoke('JoinUserNotifications', String(me.id))).resolves.toBeNull();
    await expect(client.invoke('JoinUserNotifications', String(other.id))).rejects.toThrow(
      'You may only join your own user notifications.',
    );
    await expect(client.invoke('JoinAdminNotifications')).rejects.toThrow('Only administrators');
    const received = nextEvent(client, 'UserNotification');
    await t.app.notifier.notify({
      family: 'tasks',
      type: 'task_created',
      title: 'Task created',
      message: 'A task was created.',
      toAdmins: false,
      toUserIds: [me.id],
      hubEvent: { target: 'TaskCreated', fields: { taskName: 'Write' } },
    });
    const task = nextEvent(client, 'TaskCreated');
    const [notification] = (await received) as [{ id: number; type: string; audience: string }];
    expect(notification).toMatchObject({ type: 'task_created', audience: 'user' });
    // The domain event names the stored notification it belongs to.
    expect(await task).toEqual([{ taskName: 'Write', notificationId: notification.id }]);
  });

  it('sends a domain event to the admins with the id of their stored notification, and never alone', async () => {
    const [listening, muted] = [await signed(1), await signed(1)];
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notification/settings',
      headers: bearer(muted.token),
      payload: { families: { projects: { inApp: false } } },
    });
    const [a, b] = [await connect(listening), await connect(muted)];
    await a.invoke('JoinAdminNotifications');
    await b.invoke('JoinAdminNotifications');
    const heardByMuted: string[] = [];
    b.on('ProjectCreated', () => heardByMuted.push('ProjectCreated'));
    const stored = nextEvent(a, 'AdminNotification');
    const domain = nextEvent(a, 'ProjectCreated');
    await t.app.notifier.notify({
      family: 'projects',
      type: 'project_created',
      title: 'Project created',
      message: 'Project "Bridge" was created.',
      hubEvent: { target: 'ProjectCreated', fields: { name: 'Bridge' } },
    });
    const [notification] = (await stored) as [{ id: number; audience: string }];
    expect(notification.audience).toBe('admin');
    expect(await domain).toEqual([{ name: 'Bridge', notificationId: notification.id }]);
    // Another event reaches the muted admin, so anything sent before it has arrived too.
    const later = nextEvent(b, 'AdminNotification');
    await t.app.notifier.notify({ family: 'users', type: 'user_deleted', title: 'User', message: 'z' });
    await later;
    expect(heardByMuted).toEqual([]);
  });

  it('does not push a family to an admin who switched it off in the app', async () => {
    const muted = await signed(1);
    const listening = await signed(1);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notification/settings',
      headers: bearer(muted.token),
      payload: { families: { siteContent: { inApp: false } } },
    });
    const [a, b] = [await connect(muted), await connect(listening)];
    await a.invoke('JoinAdminNotifications');
    await b.invoke('JoinAdminNotifications');
    const got: string[] = [];
    a.on('AdminNotification', (n: { type: string }) => got.push(n.type));
    const heard = nextEvent(b, 'AdminNotification');
    await t.app.notifier.notify({
      family: 'siteContent',
      type: 'homepage_info_updated',
      title: 'Homepage',
      message: 'x',
    });
    await heard;
    await t.app.notifier.notify({ family: 'users', type: 'user_deleted', title: 'User', message: 'y' });
    await waitFor(() => got.length > 0);
    expect(got).toEqual(['user_deleted']);
  });

  it('refuses a revoked token at negotiate', async () => {
    const me = await signed(3);
    await t.app.inject({ method: 'POST', url: '/api/Account/logout', headers: bearer(me.token) });
    const res = await fetch(`${base}/hubs/notification/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: bearer(me.token),
    });
    expect(res.status).toBe(401);
  });

  it('tells clients to reconnect when the app closes', async () => {
    const client = await connect(await signed(3), [60_000]);
    const reconnecting = new Promise<void>((resolve) => client.onreconnecting(() => resolve()));
    closed = true;
    await t.close();
    await reconnecting;
    expect(client.state).toBe(HubConnectionState.Reconnecting);
    await client.stop();
  });
});
