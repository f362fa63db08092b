import { startHub, tokenFor, type HubHarness } from '@test/server/hubHarness';
import { RS } from '@test/server/hubRawClient';

const auth = `?access_token=${tokenFor(5, 1)}`;

describe('hub handshake', () => {
  // The handshakes sent here race no timer: the hub waits its default 15 s for them. The time-out is
  // tested on a hub of its own whose wait is short, where nothing has to beat it.
  let h: HubHarness;
  let impatient: HubHarness;
  beforeAll(async () => {
    h = await startHub({ maxMessageBytes: 1024, methods: { Echo: (_ctx, value) => value } });
    impatient = await startHub({ handshakeTimeoutMs: 50 });
  });
  afterAll(async () => {
    await h.close();
    await impatient.close();
  });

  it.each([
    ['{"protocol":"messagepack","version":1}', "The protocol 'messagepack' is not supported."],
    ['{"protocol":"json","version":2}', "The server does not support version 2 of the 'json' protocol."],
    ['{"protocol":"json"}', 'An unexpected error occurred during connection handshake.'],
    ['not json', 'An unexpected error occurred during connection handshake.'],
  ])('refuses %s with an error response, then closes', async (request, error) => {
    const raw = await h.raw(auth);
    raw.send(`${request}${RS}`);
    expect(await raw.nextJson()).toEqual({ error });
    expect((await raw.closed).code).toBe(1000);
  });

  it('cancels a handshake that does not come in time', async () => {
    const raw = await impatient.raw(auth);
    expect(await raw.nextJson()).toEqual({ error: 'Handshake was canceled.' });
    await raw.closed;
  });

  it('accepts the handshake and messages in the same frame', async () => {
    const raw = await h.raw(auth);
    raw.send(
      `{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"1","target":"Echo","arguments":["a"]}${RS}`,
    );
    expect(await raw.next()).toBe('{}');
    expect(await raw.nextJson()).toEqual({ type: 3, invocationId: '1', result: 'a' });
  });
});

describe('hub message framing', () => {
  let h: HubHarness;
  beforeAll(async () => {
    h = await startHub({ maxMessageBytes: 1024, methods: { Echo: (_ctx, value) => value } });
  });
  afterAll(() => h.close());

  async function open() {
    const raw = await h.raw(auth);
    await raw.handshake();
    return raw;
  }

  it('reassembles a record split across text frames', async () => {
    const raw = await open();
    raw.send('{"type":1,"invocationId":"1","tar');
    raw.send('get":"Echo","arguments":["hello"]}');
    raw.send(RS);
    expect(await raw.nextJson()).toEqual({ type: 3, invocationId: '1', result: 'hello' });
  });

  it('reassembles binary frames split inside a multi-byte character', async () => {
    const raw = await open();
    const bytes = Buffer.from(`{"type":1,"invocationId":"1","target":"Echo","arguments":["h€llo"]}${RS}`);
    const cut = bytes.indexOf(Buffer.from('€')) + 1;
    raw.sendBytes(bytes.subarray(0, cut));
    raw.sendBytes(bytes.subarray(cut));
    expect(await raw.nextJson()).toEqual({ type: 3, invocationId: '1', result: 'h€llo' });
  });

  it('handles several records in one frame, in order', async () => {
    const raw = await open();
    const calls = [1, 2, 3].map(
      (n) => `{"type":1,"invocationId":"${n}","target":"Echo","arguments":[${n}]}${RS}`,
    );
    raw.send(calls.join('') + calls[0].slice(0, 5));
    raw.send(`${calls[0].slice(5).replace('"1"', '"4"')}`);
    const results = [await raw.nextJson(), await raw.nextJson(), await raw.nextJson(), await raw.nextJson()];
    expect(results.map((r) => [r.invocationId, r.result])).toEqual([
      ['1', 1],
      ['2', 2],
      ['3', 3],
      ['4', 1],
    ]);
  });

  it('closes with an error Close message when a message is over the limit', async () => {
    const raw = await open();
    raw.send(`{"type":1,"target":"Echo","arguments":["${'x'.repeat(2000)}"]}${RS}`);
    expect(await raw.nextJson()).toEqual({ type: 7, error: 'Connection closed with an error.' });
    expect((await raw.closed).code).toBe(1000);
  });

  it('closes when an unfinished record grows over the limit', async () => {
    const raw = await open();
    raw.send('{"type":1,"target":"Echo","arguments":["');
    raw.send('y'.repeat(1100));
    expect(await raw.nextJson()).toEqual({ type: 7, error: 'Connection closed with an error.' });
  });

  it.each([
    ['not json'],
    ['{"target":"Echo"}'],
    ['{"type":1,"arguments":[]}'],
    ['{"type":1,"target":"Echo"}'],
  ])('closes with an error Close message on a malformed message: %s', async (text) => {
    const raw = await open();
    raw.send(`${text}${RS}`);
    expect(await raw.nextJson()).toEqual({ type: 7, error: 'Connection closed with an error.' });
  });
});

describe('hub message limit with the real client', () => {
  let h: HubHarness;
  beforeAll(async () => {
    h = await startHub({ maxMessageBytes: 1024, methods: { Echo: (_ctx, value) => value } });
  });
  afterAll(() => h.close());

  it('closes the connection with the error the client reports', async () => {
    const client = h.client(tokenFor(5, 1));
    await client.start();
    const closed = new Promise<Error | undefined>((resolve) => client.onclose(resolve));
    await expect(client.invoke('Echo', 'z'.repeat(2000))).rejects.toThrow();
    expect((await closed)?.message).toBe(
      'Server returned an error on close: Connection closed with an error.',
    );
  });
});
