import WebSocket from 'ws';

export const RS = '\x1e';
export const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

/** Resolves with the HTTP status of a refused WebSocket upgrade (101 if it was accepted). */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.terminate();
    });
    ws.on('error', (err) => reject(err));
  });
}

/** A WebSocket speaking the hub protocol by hand, for what the real client never sends. */
export class RawClient {
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly records: string[] = [];
  private waiter: (() => void) | null = null;
  private partial = '';

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const parts = (this.partial + data.toString('utf8')).split(RS);
      this.partial = parts.pop() ?? '';
      this.records.push(...parts);
      this.waiter?.();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.waiter?.();
      });
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const client = new RawClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  send(text: string): void {
    this.ws.send(text);
  }

  /** Sends a binary frame, which ASP.NET also accepts, so a frame may end mid-character. */
  sendBytes(bytes: Buffer): void {
    this.ws.send(bytes, { binary: true });
  }

  async handshake(): Promise<void> {
    this.send(HANDSHAKE);
    const reply = await this.next();
    if (reply !== '{}') throw new Error(`handshake refused: ${reply}`);
  }

  /** The next record's text; rejects when the socket closes or nothing comes in time. */
  async next(timeoutMs = 2000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (this.records.length === 0) {
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error('socket closed');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no record in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
    return this.records.shift() as string;
  }

  async nextJson(timeoutMs?: number): Promise<Record<string, unknown>> {
    return JSON.parse(await this.next(timeoutMs)) as Record<string, unknown>;
  }

  /** Every record received so far and not yet read. */
  drain(): string[] {
    return this.records.splice(0);
  }

  terminate(): void {
    this.ws.terminate();
  }
}
