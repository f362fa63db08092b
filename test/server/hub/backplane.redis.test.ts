import { HubConnectionState } from '@microsoft/signalr';
import { Redis } from 'ioredis';
import { RedisBackplane, type HubLogger } from '@server/hub';
import { eventually } from '@test/server/eventually';
import { nextEvent, startHub, tokenFor, waitFor, type HubHarness } from '@test/server/hubHarness';
import { freshPrefix, inspector, PrivateRedis, redisUrl } from '@test/server/redis';

// The hub's Redis backplane (decision 032) between two hubs that stand for two server processes:
// each has its own connections to a real Redis, as separate processes have.

const quiet: HubLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
};

interface Process {
  harness: HubHarness;
  backplane: RedisBackplane;
  connections: Redis[];
}

async function startProcess(url: string, prefix: string): Promise<Process> {
  const options = { retryStrategy: () => 50, maxRetriesPerRequest: 1, enableOfflineQueue: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, autoResubscribe: false });
  for (const client of [publisher, subscriber]) client.on('error', () => undefined);
  const backplane = new RedisBackplane({ publisher, subscriber, prefix, log: quiet });
  await waitFor(() => backplane.status() === 'ok', 5000);
  const harness = await startHub({ backplane, logger: quiet });
  return { harness, backplane, connections: [publisher, subscriber] };
}

async function stopProcess(p: Process): Promise<void> {
  await p.harness.close();
  for (const client of p.connections) client.disconnect();
}

describe('the Redis backplane between two processes', () => {
  const prefix = freshPrefix();
  let a: Process;
  let b: Process;
  let look: Redis;

  beforeAll(async () => {
    a = await startProcess(redisUrl(), prefix);
    b = await startProcess(redisUrl(), prefix);
    look = inspector();
  });
  afterAll(async () => {
    await stopProcess(a);
    await stopProcess(b);
    look.disconnect();
  });

  /** How many connections Redis has subscribed to one of this suite's channels. */
  const subscribers = async (channel: string): Promise<number> => {
    const [, count] = (await look.pubsub('NUMSUB', `${prefix}${channel}`)) as [string, number];
    return count;
  };

  it('delivers an event sent through one process to a group member connected to the other', async () => {
    const admin = b.harness.client(tokenFor(1, 1));
    await admin.start();
    await admin.invoke('JoinAdminNotifications');
    const received = nextEvent(admin, 'AdminNotification');
    await a.harness.hub.sendToGroup('admins', 'AdminNotification', [{ id: 7 }]);
    expect(await received).toEqual([{ id: 7 }]);
    expect(a.harness.hub.connectionCount()).toBe(0);
    await admin.stop();
  });

  it("follows a group's and a user's channel only while the process has a member there", async () => {
    // The first test's member has left.
    await eventually(async () => (await subscribers('group:admins')) === 0);
    const first = b.harness.client(tokenFor(2, 1));
    const second = b.harness.client(tokenFor(3, 1));
    await first.start();
    await second.start();
    await first.invoke('JoinAdminNotifications');
    await second.invoke('JoinAdminNotifications');
    // One subscription for the process, whatever its number of members; none for the other process.
    expect(await subscribers('group:admins')).toBe(1);
    expect(b.backplane.heldChannels()).toEqual(
      expect.arrayContaining(['all', 'group:admins', 'user:2', 'user:3']),
    );
    expect(a.backplane.heldChannels()).toEqual(['all']);
    expect(await subscribers('all')).toBe(2);

    await first.stop();
    await waitFor(() => !b.backplane.heldChannels().includes('user:2'));
    expect(await subscribers('group:admins')).toBe(1);
    await second.stop();
    await waitFor(() => !b.backplane.heldChannels().includes('group:admins'));
    await waitFor(() => b.backplane.heldChannels().length === 1);
    expect(await subscribers('group:admins')).toBe(0);
    expect(await subscribers('user:3')).toBe(0);
  });

  it("sends a user's own events to every process that holds one of their sockets, except the sender's skips", async () => {
    const onA = a.harness.client(tokenFor(5, 3));
    const onB = b.harness.client(tokenFor(5, 3));
    await Promise.all([onA.start(), onB.start()]);
    await Promise.all([onA.invoke('JoinUserNotifications', '5'), onB.invoke('JoinUserNotifications', '5')]);
    const seenA: unknown[] = [];
    onA.on('UserNotification', (n: unknown) => seenA.push(n));
    const received = nextEvent(onB, 'UserNotification');
    await a.harness.hub.sendToUser(5, 'UserNotification', [{ id: 1 }]);
    expect(await received).toEqual([{ id: 1 }]);
    // Delivered once on the sending process too: at once, and not again when Redis echoes it.
    await waitFor(() => seenA.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seenA).toEqual([{ id: 1 }]);
    await Promise.all([onA.stop(), onB.stop()]);
  });

  it("closes a user's sockets on the other process when their session ends on this one", async () => {
    const client = b.harness.client(tokenFor(9, 3));
    await client.start();
    const closed = new Promise<void>((resolve) => client.onclose(() => resolve()));
    await a.harness.hub.closeUserConnections(9);
    await closed;
    expect(client.state).toBe(HubConnectionState.Disconnected);
  });
});

describe('the Redis backplane when Redis restarts', () => {
  let redis: PrivateRedis;
  let a: Process;
  let b: Process;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    const prefix = freshPrefix();
    a = await startProcess(redis.url, prefix);
    b = await startProcess(redis.url, prefix);
  });
  afterAll(async () => {
    await stopProcess(a);
    await stopProcess(b);
    await redis.stop();
  });

  it('shows Redis down, then subscribes again, has its clients reconnect, and delivers again', async () => {
    const admin = b.harness.client(tokenFor(1, 1), { reconnectDelays: [0, 100, 200, 500, 1000] });
    await admin.start();
    await admin.invoke('JoinAdminNotifications');
    const reconnected = new Promise<void>((resolve) => admin.onreconnected(() => resolve()));

    await redis.stop();
    await waitFor(() => a.backplane.status() === 'down' && b.backplane.status() === 'down', 5000);
    // Meanwhile the process still serves its own clients.
    const local = nextEvent(admin, 'AdminNotification');
    await b.harness.hub.sendToGroup('admins', 'AdminNotification', [{ id: 'local' }]);
    expect(await local).toEqual([{ id: 'local' }]);

    await redis.restart();
    await waitFor(() => a.backplane.status() === 'ok' && b.backplane.status() === 'ok', 10_000);
    // What A published while Redis was away never reached B: B's clients reconnect and reload.
    await reconnected;
    await admin.invoke('JoinAdminNotifications');
    await waitFor(() => b.backplane.heldChannels().includes('group:admins'));

    const received = nextEvent(admin, 'AdminNotification', 5000);
    await a.harness.hub.sendToGroup('admins', 'AdminNotification', [{ id: 'after' }]);
    expect(await received).toEqual([{ id: 'after' }]);
  });
});
