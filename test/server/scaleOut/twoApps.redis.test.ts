import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { MSG } from '@shared/messages';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { nextEvent } from '@test/server/hubHarness';
import { postgresUrl } from '@test/server/pgSchema';
import { freshPrefix, redisUrl } from '@test/server/redis';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// Two apps on one database and one Redis stand for two server processes (decision 032).

describe('two server processes sharing Redis', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'two-apps-'));
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  const clients: HubConnection[] = [];

  beforeAll(async () => {
    const shared = { redisUrl: redisUrl(), redisPrefix: freshPrefix(), accountRateLimit: 4 };
    // One database for both: the run's PostgreSQL schema, or one SQLite file.
    a = await buildTestApp(
      postgresUrl()
        ? shared
        : { ...shared, database: { kind: 'sqlite', file: path.join(folder, 'db.sqlite') } },
    );
    b = await buildTestApp({ ...shared, database: a.config.database });
    await b.app.listen({ host: '127.0.0.1', port: 0 });
    const address = b.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    baseB = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop().catch(() => undefined)));
    await b.close();
    await a.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('tells in its health that each reaches Redis', async () => {
    for (const t of [a, b]) {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', db: 'ok', redis: 'ok' });
    }
  });

  it('pushes a write made through one process to a client connected to the other', async () => {
    const watcher = await b.createUser({ roleId: 1 });
    const token = await b.login(watcher.email, watcher.password);
    const client = new HubConnectionBuilder()
      .withUrl(`${baseB}/hubs/notification`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    clients.push(client);
    await client.start();
    await client.invoke('JoinAdminNotifications');
    const received = nextEvent(client, 'AdminNotification', 5000);

    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/sitesettings',
      headers: bearer(await a.tokenFor(1)),
      payload: { ...SITE_DEFAULTS, siteName: 'Through A' },
    });
    expect(res.statusCode).toBe(200);
    const [notification] = (await received) as [Record<string, unknown>];
    expect(notification).toMatchObject({
      type: 'site_settings_updated',
      message: expect.stringContaining('Through A'),
    });
  });

  it('holds a rate limit used up through one process on the other', async () => {
    const call = {
      method: 'POST' as const,
      url: '/api/Account/Account/ForgotPassword',
      remoteAddress: '10.9.8.7',
    };
    for (let i = 0; i < 4; i += 1) {
      const res = await a.app.inject({ ...call, payload: { email: `nobody${i}@example.com` } });
      expect(res.statusCode).toBe(200);
    }
    const refused = await b.app.inject({ ...call, payload: { email: 'nobody@example.com' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MSG.tooManyRequests });
    // Another address still has its budget.
    const other = await b.app.inject({
      ...call,
      remoteAddress: '10.9.8.6',
      payload: { email: 'x@example.com' },
    });
    expect(other.statusCode).toBe(200);
  });
});
