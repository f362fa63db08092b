import type { WebSocket } from 'ws';
import { dispatchInvocation, type MethodTable } from './dispatch';
import {
  HANDSHAKE_OK,
  HubTexts,
  MessageType,
  PING_FRAME,
  checkHandshake,
  closeFrame,
  handshakeErrorFrame,
  isInvocation,
  parseClientMessage,
  type InvocationMessage,
} from './protocol';
import { RecordReader } from './records';
import type { HubLogger, HubUser, InvocationContext } from './types';

export interface ConnectionHost {
  readonly methods: MethodTable;
  readonly log: HubLogger;
  readonly maxMessageBytes: number;
  /** Resolves once the group's events reach this process. */
  join(conn: HubConnection, group: string): Promise<void>;
  leave(conn: HubConnection, group: string): void;
  handshakeCompleted(conn: HubConnection): void;
  closed(conn: HubConnection): void;
}

export interface Timeouts {
  keepAliveMs: number;
  clientTimeoutMs: number;
  handshakeTimeoutMs: number;
}

type State = 'handshake' | 'open' | 'closing' | 'closed';

/** A client that does not finish the WebSocket closing handshake is cut off after this long. */
const CLOSE_GRACE_MS = 2000;
/** A client this far behind on reading is dropped rather than buffered for without bound. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export class HubConnection {
  readonly groups = new Set<string>();
  readonly context: InvocationContext;
  readonly closed: Promise<void>;
  private state: State = 'handshake';
  private readonly startedAt = Date.now();
  private lastReceived = this.startedAt;
  private lastSent = this.startedAt;
  private readonly reader: RecordReader;
  // ASP.NET runs one invocation per connection at a time by default; callers rely on that order.
  private queue: Promise<void> = Promise.resolve();
  private killTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ws: WebSocket,
    readonly connectionId: string,
    readonly user: HubUser,
    private readonly host: ConnectionHost,
  ) {
    this.reader = new RecordReader(host.maxMessageBytes);
    this.context = {
      connectionId,
      user,
      addToGroup: async (group) => host.join(this, group),
      removeFromGroup: async (group) => host.leave(this, group),
    };
    this.closed = new Promise((resolve) => {
      ws.once('close', () => {
        this.state = 'closed';
        clearTimeout(this.killTimer);
        host.closed(this);
        resolve();
      });
    });
    ws.on('message', (data: Buffer) => this.receive(data));
    ws.on('error', (err) => host.log.debug({ connectionId, err: err.message }, 'hub: socket error'));
  }

  get isOpen(): boolean {
    return this.state === 'open';
  }

  get isClosed(): boolean {
    return this.state === 'closed';
  }

  /** Called by the hub's shared timer: keep-alive pings and the three time-outs. */
  tick(now: number, timeouts: Timeouts): void {
    if (this.state === 'handshake') {
      if (now - this.startedAt >= timeouts.handshakeTimeoutMs)
        this.refuseHandshake(HubTexts.handshakeCanceled);
      return;
    }
    if (this.state !== 'open') return;
    if (now - this.lastReceived >= timeouts.clientTimeoutMs) {
      this.host.log.debug({ connectionId: this.connectionId }, 'hub: client timed out');
      void this.close({ error: HubTexts.clientTimeout });
    } else if (now - this.lastSent >= timeouts.keepAliveMs) {
      this.send(PING_FRAME, now);
    }
  }

  /** Sends a complete frame (one or more records) once the handshake is done. */
  send(frame: Buffer | string, now = Date.now()): void {
    if (this.state !== 'open') return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.host.log.warn({ connectionId: this.connectionId }, 'hub: client too slow, dropping it');
      this.ws.terminate();
      return;
    }
    this.lastSent = now;
    // A Buffer is framed without a copy; binary:false keeps it a text frame as the client expects.
    this.ws.send(frame, { binary: false });
  }

  close(opts: { error?: string; allowReconnect?: boolean } = {}): Promise<void> {
    if (this.state === 'closing' || this.state === 'closed') return this.closed;
    // Close messages belong to the hub protocol, which only starts after the handshake.
    if (this.state === 'open') this.ws.send(closeFrame(opts.error, opts.allowReconnect));
    this.shutDown();
    return this.closed;
  }

  private shutDown(): void {
    this.state = 'closing';
    this.ws.close(1000);
    this.killTimer = setTimeout(() => this.ws.terminate(), CLOSE_GRACE_MS);
    this.killTimer.unref();
  }

  private receive(data: Buffer): void {
    this.lastReceived = Date.now();
    if (this.state !== 'handshake' && this.state !== 'open') return;
    const records = this.reader.push(data);
    if (records === null) {
      this.host.log.debug({ connectionId: this.connectionId }, 'hub: message too large');
      this.fail();
      return;
    }
    for (const text of records) {
      if (this.state === 'handshake') this.handshake(text);
      else if (this.state === 'open') this.handle(text);
      else return;
    }
  }

  private fail(): void {
    if (this.state === 'handshake') this.refuseHandshake(HubTexts.handshakeFailed);
    else void this.close({ error: HubTexts.connectionError });
  }

  private handshake(text: string): void {
    const error = checkHandshake(text);
    if (error !== null) {
      this.refuseHandshake(error);
      return;
    }
    this.ws.send(HANDSHAKE_OK);
    this.state = 'open';
    this.lastSent = Date.now();
    this.host.handshakeCompleted(this);
  }

  private refuseHandshake(error: string): void {
    this.host.log.debug({ connectionId: this.connectionId, error }, 'hub: handshake refused');
    this.ws.send(handshakeErrorFrame(error));
    this.shutDown();
  }

  private handle(text: string): void {
    const msg = parseClientMessage(text);
    if (msg === null) {
      this.host.log.debug({ connectionId: this.connectionId }, 'hub: malformed message');
      this.fail();
      return;
    }
    if (isInvocation(msg)) {
      this.queue = this.queue.then(() => this.invoke(msg));
    } else if (msg.type === MessageType.Close) {
      this.shutDown();
    }
    // Pings only refresh the time-out (done on receipt); CancelInvocation, StreamItem, Completion,
    // Ack, Sequence and unknown types have nothing to act on here, as in ASP.NET without streaming.
  }

  private async invoke(msg: InvocationMessage): Promise<void> {
    const frame = await dispatchInvocation(this.host.methods, this.context, msg, this.host.log);
    if (frame !== null) this.send(frame);
  }
}
