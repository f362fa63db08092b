import { HubError, hubGroupMethods, type InvocationContext } from '@server/hub';
import { startHub, tokenFor, waitFor, type HubHarness } from '@test/server/hubHarness';

describe('hub invocations', () => {
  let h: HubHarness;
  const sent: unknown[][] = [];
  const order: string[] = [];

  beforeAll(async () => {
    h = await startHub({
      methods: {
        ...hubGroupMethods(),
        Add: (_ctx, a, b) => Number(a) + Number(b),
        WhoAmI: async (ctx: InvocationContext) => ({ connectionId: ctx.connectionId, ...ctx.user }),
        Nothing: () => undefined,
        Refuse: () => {
          throw new HubError('Not today.');
        },
        Explode: () => {
          throw new Error('database password is hunter2');
        },
        Record: (_ctx, ...args) => {
          sent.push(args);
        },
        Slow: async (_ctx, label) => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          order.push(String(label));
        },
        Fast: (_ctx, label) => {
          order.push(String(label));
        },
        Unserialisable: () => 10n,
      },
    });
  });
  afterAll(() => h.close());

  async function connected(userId = 5, roleId = 1) {
    const client = h.client(tokenFor(userId, roleId));
    await client.start();
    return client;
  }

  it('answers invoke with the result', async () => {
    const client = await connected();
    expect(await client.invoke('Add', 2, 3)).toBe(5);
    expect(await client.invoke('WhoAmI')).toEqual({
      connectionId: client.connectionId,
      userId: 5,
      roleId: 1,
    });
    expect(await client.invoke('Nothing')).toBeNull();
  });

  it("sends a HubError's message in ASP.NET's HubException form", async () => {
    const client = await connected();
    await expect(client.invoke('Refuse')).rejects.toThrow(
      "An unexpected error occurred invoking 'Refuse' on the server. HubException: Not today.",
    );
  });

  it('hides any other error behind the generic text', async () => {
    const client = await connected();
    const error = await client.invoke('Explode').catch((e: Error) => e);
    expect((error as Error).message).toBe("An unexpected error occurred invoking 'Explode' on the server.");
    await expect(client.invoke('Unserialisable')).rejects.toThrow(
      "An unexpected error occurred invoking 'Unserialisable' on the server.",
    );
  });

  it('answers an unknown method with the method-does-not-exist text', async () => {
    const client = await connected();
    await expect(client.invoke('NoSuchMethod', 1)).rejects.toThrow(
      "Failed to invoke 'NoSuchMethod' due to an error on the server. HubException: Method does not exist.",
    );
  });

  it('matches method names case-insensitively, as ASP.NET does', async () => {
    const client = await connected();
    expect(await client.invoke('add', 1, 1)).toBe(2);
  });

  it('runs send without answering, and a client invoke after it still works', async () => {
    const raw = await h.raw(`?access_token=${tokenFor(5, 1)}`);
    await raw.handshake();
    raw.send(
      `{"type":1,"target":"Record","arguments":["x",1]}\x1e{"type":1,"target":"Nope","arguments":[]}\x1e`,
    );
    raw.send('{"type":1,"invocationId":"7","target":"Add","arguments":[1,2]}\x1e');
    expect(await raw.nextJson()).toEqual({ type: 3, invocationId: '7', result: 3 });
    expect(raw.drain()).toEqual([]);
    expect(sent).toContainEqual(['x', 1]);
  });

  it('runs one invocation per connection at a time, in arrival order', async () => {
    const client = await connected();
    await Promise.all([client.invoke('Slow', 'first'), client.invoke('Fast', 'second')]);
    expect(order).toEqual(['first', 'second']);
  });

  it('refuses streaming invocations with the non-streaming text', async () => {
    const client = await connected();
    const error = await new Promise<Error>((resolve) => {
      client
        .stream('Add', 1, 2)
        .subscribe({ next: () => undefined, complete: () => undefined, error: resolve });
    });
    expect(error.message).toBe(
      "The client attempted to invoke the non-streaming 'Add' method with a streaming invocation.",
    );
  });

  it('refuses client-to-server streams with the stream-count text', async () => {
    const raw = await h.raw(`?access_token=${tokenFor(5, 1)}`);
    await raw.handshake();
    raw.send('{"type":1,"invocationId":"1","target":"Add","arguments":[],"streamIds":["0"]}\x1e');
    expect(await raw.nextJson()).toEqual({
      type: 3,
      invocationId: '1',
      error:
        "An unexpected error occurred invoking 'Add' on the server. HubException: Client sent 1 stream(s), Hub method expects 0.",
    });
  });

  it('tolerates CancelInvocation, StreamItem, Completion and unknown message types', async () => {
    const raw = await h.raw(`?access_token=${tokenFor(5, 1)}`);
    await raw.handshake();
    raw.send(
      '{"type":5,"invocationId":"1"}\x1e{"type":2,"invocationId":"1","item":1}\x1e' +
        '{"type":3,"invocationId":"1","result":1}\x1e{"type":42}\x1e{"type":6}\x1e',
    );
    raw.send('{"type":1,"invocationId":"2","target":"Add","arguments":[2,2]}\x1e');
    expect(await raw.nextJson()).toEqual({ type: 3, invocationId: '2', result: 4 });
    expect(raw.isOpen).toBe(true);
  });

  it('closes the connection, as ASP.NET does, when the client sends a Close message', async () => {
    const raw = await h.raw(`?access_token=${tokenFor(5, 1)}`);
    await raw.handshake();
    const before = h.hub.connectionCount();
    raw.send('{"type":7}\x1e');
    expect((await raw.closed).code).toBe(1000);
    await waitFor(() => h.hub.connectionCount() === before - 1);
  });
});
