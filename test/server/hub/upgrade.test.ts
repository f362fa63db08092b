import { HubConnectionState } from '@microsoft/signalr';
import { ALLOWED_ORIGIN, startHub, tokenFor, waitFor, type HubHarness } from '@test/server/hubHarness';
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
