import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import { RoundRobinBalancer } from '@test/server/balancer';
import {
  ALLOWED_ORIGIN,
  HUB_PATH,
  startHub,
  tokenFor,
  waitFor,
  type HubHarness,
} from '@test/server/hubHarness';
import { upgradeStatus } from '@test/server/hubRawClient';

describe('hub WebSocket upgrade', () => {
  let h: HubHarness;
  beforeAll(async () => {
    h = await startHub({ negotiateTtlMs: 100, methods: { Ping: () => 'pong' } });
  });
  afterAll(() => h.close());

  async function negotiate(token = tokenFor(5, 1)) {
    const res = await fetch(`${h.hubUrl}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await res.json()) as { connectionId: string; connectionToken: string };
  }

  it('accepts a connection without negotiate, authenticated from access_token', async () => {
    const raw = await h.raw(`?access_token=${tokenFor(5, 1)}`);
    await raw.handshake();
    raw.send('{"type":1,"invocationId":"1","target":"Ping","arguments":[]}\x1e');
    expect(await raw.nextJson()).toEqual({ type: 3, invocationId: '1', result: 'pong' });
  });

  it('lets the real client skip negotiation', async () => {
    const client = h.client(tokenFor(5, 1), { http: { skipNegotiation: true } });
    await client.start();
    expect(await client.invoke('Ping')).toBe('pong');
  });

  it('answers 401 on the upgrade without a valid token', async () => {
    expect(await upgradeStatus(h.wsUrl)).toBe(401);
    expect(await upgradeStatus(`${h.wsUrl}?access_token=bogus`)).toBe(401);
    const { connectionToken } = await negotiate();
    expect(await upgradeStatus(`${h.wsUrl}?id=${connectionToken}`)).toBe(401);
  });

  it('answers 404 for an unknown id', async () => {
    expect(await upgradeStatus(`${h.wsUrl}?id=unknown&access_token=${tokenFor(5, 1)}`)).toBe(404);
  });

  it('opens with the connection token, not the connection id', async () => {
    const { connectionId, connectionToken } = await negotiate();
    expect(await upgradeStatus(`${h.wsUrl}?id=${connectionId}&access_token=${tokenFor(5, 1)}`)).toBe(404);
    const raw = await h.raw(`?id=${connectionToken}&access_token=${tokenFor(5, 1)}`);
    await raw.handshake();
  });

  it('answers 409 to a second socket for a connected id, and 404 once it has closed', async () => {
    const { connectionToken } = await negotiate();
    const query = `?id=${connectionToken}&access_token=${tokenFor(5, 1)}`;
    const before = h.hub.connectionCount();
    const first = await h.raw(query);
    expect(await upgradeStatus(`${h.wsUrl}${query}`)).toBe(409);
    first.terminate();
    await waitFor(() => h.hub.connectionCount() === before);
    expect(await upgradeStatus(`${h.wsUrl}${query}`)).toBe(404);
  });

  it('answers 403 when another user presents a negotiated id', async () => {
    const { connectionToken } = await negotiate(tokenFor(5, 1));
    expect(await upgradeStatus(`${h.wsUrl}?id=${connectionToken}&access_token=${tokenFor(6, 1)}`)).toBe(403);
  });

  it('forgets negotiated ids that never connect', async () => {
    const { connectionToken } = await negotiate();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await upgradeStatus(`${h.wsUrl}?id=${connectionToken}&access_token=${tokenFor(5, 1)}`)).toBe(404);
  });

  it('answers 403 to a browser origin that is not allowed', async () => {
    const query = `?access_token=${tokenFor(5, 1)}`;
    expect(await upgradeStatus(`${h.wsUrl}${query}`, { Origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(`${h.wsUrl}${query}`, { Origin: ALLOWED_ORIGIN })).toBe(101);
  });

  it('accepts a page served from the hub host itself, whatever the configured origins', async () => {
    const query = `?access_token=${tokenFor(5, 1)}`;
    // h.origin is http://127.0.0.1:<port>, the Host the client connects to; it is not in the allowed list.
    expect(await upgradeStatus(`${h.wsUrl}${query}`, { Origin: h.origin })).toBe(101);
    const sameHostOtherScheme = h.origin.replace('http://', 'https://');
    expect(await upgradeStatus(`${h.wsUrl}${query}`, { Origin: sameHostOtherScheme })).toBe(101);
    expect(await upgradeStatus(`${h.wsUrl}${query}`, { Origin: 'http://127.0.0.2:1' })).toBe(403);
  });

  it('answers 404 to upgrades on other paths when nothing else handles them', async () => {
    expect(await upgradeStatus(`${h.origin.replace('http', 'ws')}/elsewhere`)).toBe(404);
  });

  it('leaves upgrades on other paths to other listeners', async () => {
    const seen: string[] = [];
    const other = (req: { url?: string }, socket: { destroy(): void }) => {
      seen.push(req.url ?? '');
      socket.destroy();
    };
    h.app.server.on('upgrade', other);
    try {
      await upgradeStatus(`${h.origin.replace('http', 'ws')}/elsewhere`).catch(() => 0);
      expect(seen).toEqual(['/elsewhere']);
    } finally {
      h.app.server.off('upgrade', other);
    }
  });

  it('forgets a closed connection: its groups and its count', async () => {
    const client = h.client(tokenFor(5, 1));
    await client.start();
    const before = h.hub.connectionCount();
    await client.stop();
    expect(client.state).toBe(HubConnectionState.Disconnected);
    await waitFor(() => h.hub.connectionCount() === before - 1);
  });
});

describe('hub WebSocket upgrade on another process than the negotiate', () => {
  // Two hubs with one secret stand for two processes behind a balancer (decision 032).
  const secret = Buffer.from('a secret the processes share, 32 bytes or more');
  let a: HubHarness;
  let b: HubHarness;
  let stranger: HubHarness;
  beforeAll(async () => {
    a = await startHub({ negotiationSecret: secret, methods: { Ping: () => 'pong' } });
    b = await startHub({ negotiationSecret: secret, methods: { Ping: () => 'pong' } });
    stranger = await startHub({ negotiationSecret: Buffer.from('another secret altogether, also long') });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close(), stranger.close()]);
  });

  const portOf = (h: HubHarness) => Number(new URL(h.origin).port);

  async function negotiateOnA(token = tokenFor(5, 1)) {
    const res = await fetch(`${a.hubUrl}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await res.json()) as { connectionId: string; connectionToken: string };
  }

  it("opens the socket with a token negotiated by the other, for the token's own user only", async () => {
    const { connectionId, connectionToken } = await negotiateOnA();
    expect(connectionToken.startsWith(`${connectionId}.`)).toBe(true);
    expect(await upgradeStatus(`${b.wsUrl}?id=${connectionToken}&access_token=${tokenFor(6, 1)}`)).toBe(404);
    expect(
      await upgradeStatus(`${stranger.wsUrl}?id=${connectionToken}&access_token=${tokenFor(5, 1)}`),
    ).toBe(404);
    const tampered = connectionToken.replace(/\.[^.]+\./, `.${(Date.now() + 3_600_000).toString(36)}.`);
    expect(await upgradeStatus(`${b.wsUrl}?id=${tampered}&access_token=${tokenFor(5, 1)}`)).toBe(404);

    const raw = await b.raw(`?id=${connectionToken}&access_token=${tokenFor(5, 1)}`);
    await raw.handshake();
    raw.send('{"type":1,"invocationId":"1","target":"Ping","arguments":[]}\x1e');
    expect(await raw.nextJson()).toEqual({ type: 3, invocationId: '1', result: 'pong' });
    // One socket per token on the process that holds it, and none again once it has closed.
    const query = `?id=${connectionToken}&access_token=${tokenFor(5, 1)}`;
    expect(await upgradeStatus(`${b.wsUrl}${query}`)).toBe(409);
    const before = b.hub.connectionCount();
    raw.terminate();
    await waitFor(() => b.hub.connectionCount() === before - 1);
    expect(await upgradeStatus(`${b.wsUrl}${query}`)).toBe(404);
  });

  it('lets the real client negotiate with one process and connect to the other', async () => {
    // Each connection to the balancer goes to the next process: negotiate to one, the socket to the
    // other (the client's HTTP and WebSocket connections are separate).
    const balancer = new RoundRobinBalancer([portOf(a), portOf(b)]);
    const port = await balancer.listen();
    const client = new HubConnectionBuilder()
      .withUrl(`http://127.0.0.1:${port}${HUB_PATH}`, {
        accessTokenFactory: () => tokenFor(5, 1),
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    try {
      await client.start();
      expect(await client.invoke('Ping')).toBe('pong');
      expect(balancer.routed).toEqual([portOf(a), portOf(b)]);
    } finally {
      await client.stop();
      await balancer.close();
    }
  });
});
