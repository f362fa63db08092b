import { HubConnectionState } from '@microsoft/signalr';
import { nextEvent, startHub, tokenFor, waitFor, type HubHarness } from '@test/server/hubHarness';

describe('hub closeAll', () => {
  let h: HubHarness;
  beforeEach(async () => {
    h = await startHub();
  });
  afterEach(() => h.close());

  it('lets the client reconnect with a new connection id and a fresh token', async () => {
    let tokenCalls = 0;
    const client = h.client(
      () => {
        tokenCalls += 1;
        return tokenFor(9, 3);
      },
      { reconnectDelays: [0, 50, 50] },
    );
    await client.start();
    const firstId = client.connectionId;
    const callsBefore = tokenCalls;
    await client.invoke('JoinUserNotifications', '9');

    const reconnected = new Promise<string | undefined>((resolve) => client.onreconnected(resolve));
    const reconnecting = new Promise<Error | undefined>((resolve) => client.onreconnecting(resolve));
    await h.hub.closeAll(true);
    expect(await reconnecting).toBeUndefined();
    const newId = await reconnected;

    expect(newId).toBeDefined();
    expect(newId).not.toBe(firstId);
    expect(client.connectionId).toBe(newId);
    expect(tokenCalls).toBeGreaterThan(callsBefore);
    expect(client.state).toBe(HubConnectionState.Connected);
    // Groups belong to the old connection; the client joins again after a reconnect.
    await client.invoke('JoinUserNotifications', '9');
    const event = nextEvent(client, 'UserNotification');
    await h.hub.sendToUser(9, 'UserNotification', [{ id: 1 }]);
    expect(await event).toEqual([{ id: 1 }]);
  });

  it('closes for good without allowReconnect', async () => {
    const client = h.client(tokenFor(9, 3), { reconnectDelays: [0] });
    await client.start();
    const closed = new Promise<Error | undefined>((resolve) => client.onclose(resolve));
    await h.hub.closeAll();
    expect(await closed).toBeUndefined();
    expect(client.state).toBe(HubConnectionState.Disconnected);
    expect(h.hub.connectionCount()).toBe(0);
  });

  it('sends the Close message before closing the socket', async () => {
    const raw = await h.raw(`?access_token=${tokenFor(9, 3)}`);
    await raw.handshake();
    await h.hub.closeAll(true);
    expect(await raw.nextJson()).toEqual({ type: 7, allowReconnect: true });
    expect((await raw.closed).code).toBe(1000);
  });

  it('closes every client, allowing reconnect, when the app closes', async () => {
    const raw = await h.raw(`?access_token=${tokenFor(9, 3)}`);
    await raw.handshake();
    await h.app.close();
    expect(await raw.nextJson()).toEqual({ type: 7, allowReconnect: true });
    await waitFor(() => h.hub.connectionCount() === 0);
  });
});
