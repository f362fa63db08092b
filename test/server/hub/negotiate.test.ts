import { ALLOWED_ORIGIN, startHub, tokenFor, type HubHarness } from '@test/server/hubHarness';

describe('hub negotiate', () => {
  let h: HubHarness;
  beforeAll(async () => {
    h = await startHub();
  });
  afterAll(() => h.close());

  const negotiate = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${h.hubUrl}/negotiate${query}`, { method: 'POST', headers });

  it('answers version 1 with an id, a separate token and WebSockets with text frames only', async () => {
    const res = await negotiate('?negotiateVersion=1', { Authorization: `Bearer ${tokenFor(5, 1)}` });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'availableTransports',
      'connectionId',
      'connectionToken',
      'negotiateVersion',
    ]);
    expect(body).toEqual({
      connectionId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
    expect(body).not.toHaveProperty('useStatefulReconnect');
  });

  it('answers version 0 without a token when the client asks for no version', async () => {
    const res = await negotiate('', { Authorization: `Bearer ${tokenFor(5, 1)}` });
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.negotiateVersion).toBe(0);
    expect(body).not.toHaveProperty('connectionToken');
  });

  it('never advertises stateful reconnect, even when asked for it', async () => {
    const res = await negotiate('?negotiateVersion=1&useStatefulReconnect=true', {
      Authorization: `Bearer ${tokenFor(5, 1)}`,
    });
    expect(await res.json()).not.toHaveProperty('useStatefulReconnect');
  });

  it('takes the token from the access_token query parameter too', async () => {
    const res = await negotiate(`?negotiateVersion=1&access_token=${tokenFor(7, 3)}`);
    expect(res.status).toBe(200);
  });

  it('answers 401 with an empty body and a Bearer challenge without a valid token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer nonsense' },
      { Authorization: 'Basic abc' },
    ];
    for (const headers of attempts) {
      const res = await negotiate('?negotiateVersion=1', headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.text()).toBe('');
    }
  });

  it('refuses a browser origin that is not allowed, and accepts an allowed one', async () => {
    const auth = { Authorization: `Bearer ${tokenFor(5, 1)}` };
    expect((await negotiate('?negotiateVersion=1', { ...auth, Origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await negotiate('?negotiateVersion=1', { ...auth, Origin: ALLOWED_ORIGIN })).status).toBe(200);
  });

  it("makes the real client's start() reject with 'Unauthorized'", async () => {
    const client = h.client('not-a-token');
    await expect(client.start()).rejects.toThrow(
      "Failed to complete negotiation with the server: Error: Unauthorized: Status code '401'",
    );
  });

  it('lets the real client connect with a valid token', async () => {
    const client = h.client(tokenFor(5, 1));
    await client.start();
    expect(client.connectionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(h.hub.connectionCount()).toBe(1);
    await client.stop();
  });
});
