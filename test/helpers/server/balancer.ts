import net from 'node:net';

/**
 * A TCP balancer in front of server processes, as nginx or node's cluster module are: each new
 * connection goes to the next backend in turn, and to the one after when a backend refuses it.
 */
export class RoundRobinBalancer {
  private next = 0;
  private readonly server = net.createServer((client) => this.forward(client, this.next++, 0));
  private readonly sockets = new Set<net.Socket>();
  /** The backend port of each connection, in order. */
  readonly routed: number[] = [];
  /** Each connection's backend port and the first line it sent (`GET /hubs/notification?id=…`). */
  readonly requests: { port: number; line: string }[] = [];

  constructor(private readonly backends: number[]) {}

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return address.port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** To the backend in turn (`turn`), or, when it refuses, to each of the next ones. */
  private forward(client: net.Socket, turn: number, tried: number): void {
    if (tried >= this.backends.length) {
      client.destroy();
      return;
    }
    const port = this.backends[(turn + tried) % this.backends.length];
    const upstream = net.connect(port, '127.0.0.1');
    const onRefused = () => {
      upstream.destroy();
      this.forward(client, turn, tried + 1);
    };
    upstream.once('error', onRefused);
    upstream.once('connect', () => {
      upstream.off('error', onRefused);
      this.routed.push(port);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.once('data', (chunk: Buffer) => {
        this.requests.push({ port, line: chunk.toString('latin1').split('\r\n')[0] });
      });
      client.pipe(upstream);
      upstream.pipe(client);
    });
  }
}
