import { MSG } from '@shared/messages';
import { RawClient, upgradeStatus } from '@test/server/hubRawClient';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `127.0.0.1:${address.port}`;
}

/** Issue 13, finding 9: one token must not open sockets or negotiate without bound. */
describe('hub connections per user', () => {
  let t: TestApp;
  let host: string;
  const sockets: RawClient[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    host = await listen(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t.close();
  });

  it('refuses the 31st live connection of one user with 429 and a clear text', async () => {
    const user = await t.createUser();
    const token = await t.login(user.email, user.password);
    const ws = `ws://${host}/hubs/notification`;
    for (let i = 0; i < 30; i += 1) sockets.push(await RawClient.open(ws, bearer(token)));

    expect(await upgradeStatus(ws, bearer(token))).toBe(429);
    const negotiate = await fetch(`http://${host}/hubs/notification/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(negotiate.status).toBe(429);
    expect(await negotiate.json()).toEqual({ message: MSG.hubTooManyConnections });

    const other = await t.createUser();
    expect(await upgradeStatus(ws, bearer(await t.login(other.email, other.password)))).toBe(101);
  });
});

describe('hub negotiate rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ hubNegotiateRateLimit: 3 });
  });
  afterAll(() => t.close());

  const negotiate = (token: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/hubs/notification/negotiate?negotiateVersion=1',
      headers: bearer(token),
      remoteAddress,
    });
  const signIn = async () => {
    const user = await t.createUser();
    return t.login(user.email, user.password);
  };

  it('answers 429 beyond the limit per user, whatever the address', async () => {
    const token = await signIn();
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await negotiate(token, address)).statusCode).toBe(200);
    }
    const res = await negotiate(token, '10.0.0.4');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: MSG.tooManyRequests });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('answers 429 beyond the limit per address, whatever the user', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await negotiate(await signIn(), '10.0.1.1')).statusCode).toBe(200);
    }
    expect((await negotiate(await signIn(), '10.0.1.1')).statusCode).toBe(429);
    expect((await negotiate(await signIn(), '10.0.1.2')).statusCode).toBe(200);
  });
});
