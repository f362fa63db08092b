import * as signalR from '@microsoft/signalr';
import { API_HOST } from '@client/api/apiHost';
import { buildHubConnection } from '@client/api/hubConnection';

// The live connection's timings are requirements (docs/requirements.md#hub): what the client asks of
// the library is checked as the document writes it, and the connection it gets is checked too.
const builder = signalR.HubConnectionBuilder.prototype;
const withUrlOfLibrary = builder.withUrl;
let withUrl: jest.SpyInstance;

// Under jest the library takes itself for Node (it reads process.release) and cannot resolve a path;
// a browser resolves it against the page, as done here.
beforeEach(() => {
  withUrl = jest.spyOn(builder, 'withUrl').mockImplementation(function (
    this: signalR.HubConnectionBuilder,
    url: string,
    options: signalR.IHttpConnectionOptions,
  ) {
    return withUrlOfLibrary.call(this, new URL(url, window.location.href).href, options);
  } as typeof withUrlOfLibrary);
});
afterEach(() => jest.restoreAllMocks());

describe('the hub connection', () => {
  it('connects to /hubs/notification over WebSockets with a 100000 ms request time-out', async () => {
    await buildHubConnection(() => 'token-1');
    expect(withUrl).toHaveBeenCalledTimes(1);
    const [url, options] = withUrl.mock.calls[0] as [string, signalR.IHttpConnectionOptions];
    expect(url).toBe(`${API_HOST}/hubs/notification`);
    expect(options).toMatchObject({ transport: signalR.HttpTransportType.WebSockets, timeout: 100_000 });
  });

  it('asks for the token on every connect, and sends none without a session', async () => {
    let token: string | null = 'token-1';
    await buildHubConnection(() => token);
    const { accessTokenFactory } = withUrl.mock.calls[0][1] as signalR.IHttpConnectionOptions;
    expect(await accessTokenFactory?.()).toBe('token-1');
    token = null;
    expect(await accessTokenFactory?.()).toBe('');
  });

  it('reconnects after 0, 2, 10 and 30 seconds, then stops', async () => {
    const withAutomaticReconnect = jest.spyOn(builder, 'withAutomaticReconnect');
    const connection = await buildHubConnection(() => null);
    expect(withAutomaticReconnect.mock.calls).toEqual([[[0, 2_000, 10_000, 30_000]]]);
    // The policy the connection follows is not public; null is the library's "stop trying".
    const policy = (connection as unknown as { _reconnectPolicy: signalR.IRetryPolicy })._reconnectPolicy;
    const delays = [0, 1, 2, 3, 4].map((previousRetryCount) =>
      policy.nextRetryDelayInMilliseconds({
        previousRetryCount,
        elapsedMilliseconds: 0,
        retryReason: new Error('socket lost'),
      }),
    );
    expect(delays).toEqual([0, 2_000, 10_000, 30_000, null]);
  });

  it('times the server out after 30000 ms and keeps the connection alive every 15000 ms', async () => {
    const connection = (await buildHubConnection(() => null)) as signalR.HubConnection;
    expect(connection.serverTimeoutInMilliseconds).toBe(30_000);
    expect(connection.keepAliveIntervalInMilliseconds).toBe(15_000);
  });
});
