import { HubConnection, type Timeouts } from '@server/hub/connection';
import { startHub, tokenFor, waitFor, type HubHarness } from '@test/server/hubHarness';

const auth = `?access_token=${tokenFor(5, 1)}`;

describe('hub keep-alive', () => {
  let h: HubHarness;
  beforeAll(async () => {
    h = await startHub({ keepAliveMs: 150, clientTimeoutMs: 60_000, methods: { Echo: (_ctx, v) => v } });
  });
  afterAll(() => h.close());

  it('pings an idle client', async () => {
    const raw = await h.raw(auth);
    await raw.handshake();
    expect(await raw.nextJson(1000)).toEqual({ type: 6 });
    expect(await raw.nextJson(1000)).toEqual({ type: 6 });
  });

  it('does not ping while other messages keep the line busy', async () => {
    const raw = await h.raw(auth);
    await raw.handshake();
    const started = Date.now();
    const received: unknown[] = [];
    let n = 0;
    while (Date.now() - started < 400) {
      raw.send(`{"type":1,"invocationId":"${n++}","target":"Echo","arguments":[1]}\x1e`);
      received.push((await raw.nextJson()).type);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(received.every((type) => type === 3)).toBe(true);
  });
});

describe('hub client time-out', () => {
  let h: HubHarness;
  beforeAll(async () => {
    h = await startHub({ keepAliveMs: 60_000, clientTimeoutMs: 200, methods: {} });
  });
  afterAll(() => h.close());

  it('closes a silent client with a Close message naming the time-out', async () => {
    const raw = await h.raw(auth);
    await raw.handshake();
    const started = Date.now();
    expect(await raw.nextJson(1000)).toEqual({
      type: 7,
      error: 'Server timeout elapsed without receiving a message from the client.',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect((await raw.closed).code).toBe(1000);
    await waitFor(() => h.hub.connectionCount() === 0);
  });

  it('keeps a client that pings', async () => {
    const raw = await h.raw(auth);
    await raw.handshake();
    for (let i = 0; i < 8; i++) {
      raw.send('{"type":6}\x1e');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(raw.isOpen).toBe(true);
    expect(raw.drain()).toEqual([]);
  });
});

describe('hub keep-alive with the real client', () => {
  let h: HubHarness;
  beforeAll(async () => {
    // The same proportions as the defaults (15 s / 30 s): the client schedules its pings when
    // the server's arrive, so the server must ping well within its own time-out.
    h = await startHub({ keepAliveMs: 50, clientTimeoutMs: 250, methods: {} });
  });
  afterAll(() => h.close());

  it('stays connected through its own pings', async () => {
    const client = h.client(tokenFor(5, 1));
    client.keepAliveIntervalInMilliseconds = 40;
    await client.start();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(client.state).toBe('Connected');
  });
});

describe('hub default timings', () => {
  let h: HubHarness;
  let ticks: jest.SpyInstance<void, [number, Timeouts]>;
  beforeAll(async () => {
    // The hub's shared timer hands every connection the timings it runs with.
    ticks = jest.spyOn(HubConnection.prototype, 'tick');
    h = await startHub({ methods: {} });
  });
  afterAll(async () => {
    ticks.mockRestore();
    await h.close();
  });

  it('pings every 15 s, well within the time-outs of 30 s for a client and 15 s for a handshake', async () => {
    await h.raw(auth);
    await waitFor(() => ticks.mock.calls.length > 0);
    const [, timeouts] = ticks.mock.calls[0];
    // docs/requirements.md#hub: keep-alive 15000 ms, server time-out 30000 ms.
    expect(timeouts).toEqual({ keepAliveMs: 15_000, clientTimeoutMs: 30_000, handshakeTimeoutMs: 15_000 });
    expect(timeouts.keepAliveMs).toBeLessThan(timeouts.clientTimeoutMs);
    // The real client gives up on a server silent for its own time-out, and pings within the hub's.
    const client = h.client(tokenFor(5, 1));
    expect(timeouts.keepAliveMs).toBeLessThan(client.serverTimeoutInMilliseconds);
    expect(client.keepAliveIntervalInMilliseconds).toBeLessThan(timeouts.clientTimeoutMs);
  });
});
