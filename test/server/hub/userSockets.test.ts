import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { InProcessBackplane, type HubUser } from '@server/hub';
import { startHub, waitFor, type HubHarness } from '@test/server/hubHarness';
import { upgradeStatus } from '@test/server/hubRawClient';

/** Tokens look like 'user-5-role-1-token-a' or 'user-5-role-1-expires-1700000000000'. */
async function authenticate(token: string): Promise<HubUser | null> {
  const match = /^user-(\d+)-role-(\d+)(?:-token-(\w+))?(?:-expires-(\d+))?$/.exec(token);
  if (!match) return null;
  return {
    userId: Number(match[1]),
    roleId: Number(match[2]),
    ...(match[3] ? { tokenId: match[3] } : {}),
    ...(match[4] ? { expiresAt: Number(match[4]) } : {}),
  };
}

const closedOf = (client: HubConnection) =>
  new Promise<Error | undefined>((resolve) => client.onclose(resolve));

describe('closing one user’s sockets', () => {
  const backplane = new InProcessBackplane();
  let first: HubHarness;
  let second: HubHarness;
  beforeEach(async () => {
    // Two hubs on one backplane behave like two server processes.
    first = await startHub({ authenticate, backplane });
    second = await startHub({ authenticate, backplane });
  });
  afterEach(async () => {
    await first.close();
    await second.close();
  });

  it('closes the user’s sockets in every process, and no one else’s', async () => {
    const [here, there, other] = [
      first.client('user-5-role-1-token-a'),
      second.client('user-5-role-1-token-b'),
      second.client('user-6-role-1-token-c'),
    ];
    await Promise.all([here.start(), there.start(), other.start()]);
    const closed = Promise.all([closedOf(here), closedOf(there)]);

    await first.hub.closeUserConnections(5);

    expect(await closed).toEqual([undefined, undefined]);
    expect(other.state).toBe(HubConnectionState.Connected);
    await waitFor(() => first.hub.connectionCount() === 0 && second.hub.connectionCount() === 1);
  });

  it('closes only the sockets of one token when asked to', async () => {
    const [revoked, kept] = [first.client('user-5-role-1-token-a'), second.client('user-5-role-1-token-b')];
    await Promise.all([revoked.start(), kept.start()]);
    const closed = closedOf(revoked);

    await first.hub.closeUserConnections(5, { tokenId: 'a' });

    await closed;
    expect(kept.state).toBe(HubConnectionState.Connected);
  });

  it('lets the client reconnect when the close allows it', async () => {
    const client = first.client('user-5-role-1-token-a', { reconnectDelays: [0] });
    await client.start();
    const reconnected = new Promise<void>((resolve) => client.onreconnected(() => resolve()));
    await second.hub.closeUserConnections(5, { allowReconnect: true });
    await reconnected;
    expect(client.state).toBe(HubConnectionState.Connected);
  });
});

describe('token expiry on a live socket', () => {
  let h: HubHarness;
  afterEach(() => h.close());

  it('closes the socket once its token has expired', async () => {
    h = await startHub({ authenticate });
    const client = h.client(`user-5-role-3-expires-${Date.now() + 300}`, { reconnectDelays: [0] });
    await client.start();
    const closed = closedOf(client);
    await closed;
    expect(client.state).toBe(HubConnectionState.Disconnected);
  });

  it('takes the time from the clock it is given', async () => {
    let offset = 0;
    h = await startHub({ authenticate, now: () => Date.now() + offset });
    const client = h.client(`user-5-role-3-expires-${Date.now() + 60_000}`);
    await client.start();
    const closed = closedOf(client);
    offset = 60_000;
    await closed;
  });
});

describe('live connections per user', () => {
  let h: HubHarness;
  beforeEach(async () => {
    h = await startHub({ authenticate, maxConnectionsPerUser: 3, tooManyConnectionsText: 'Too many' });
  });
  afterEach(() => h.close());

  const negotiate = (token: string) =>
    fetch(`${h.hubUrl}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });

  it('refuses the connection beyond the cap with 429, at negotiate and at the upgrade', async () => {
    const clients = [1, 2, 3].map(() => h.client('user-5-role-3'));
    await Promise.all(clients.map((c) => c.start()));

    const refused = await negotiate('user-5-role-3');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many' });
    expect(await upgradeStatus(h.wsUrl, { authorization: 'Bearer user-5-role-3' })).toBe(429);
    // Another user is not affected.
    expect((await negotiate('user-6-role-3')).status).toBe(200);

    // A closed tab frees its place.
    await clients[0].stop();
    await waitFor(() => h.hub.connectionCount() === 2);
    expect(await upgradeStatus(h.wsUrl, { authorization: 'Bearer user-5-role-3' })).toBe(101);
  });
});
