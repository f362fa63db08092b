import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { channelName, channelOf } from './backplane';
import type { Backplane, BackplaneChannel, BackplaneMessage, HubLogger } from './types';

export interface RedisBackplaneOptions {
  /** Publishes, on a connection that also serves ordinary commands. */
  publisher: Redis;
  /** Receives: a connection in subscriber mode, used for nothing else. */
  subscriber: Redis;
  /** Names this app's channels on a Redis that others may share, e.g. `portal:hub:`. */
  prefix: string;
  log: HubLogger;
}

/** What travels on a channel: the message, and the process that sent it. */
interface Envelope {
  from: string;
  msg: BackplaneMessage;
}

/**
 * Hub messages between processes through Redis publish/subscribe (decision 032).
 *
 * - A message is delivered to this process's own handler at once, then published on its channel
 *   (all, one group, or one user's commands); each process skips what it sent itself.
 * - A process subscribes to a group's or a user's channel only while it has a member there: `hold`
 *   and `release` count them, and the first and the last (un)subscribe.
 * - The subscriptions are the backplane's own: when the subscriber connection comes back after a
 *   drop (a Redis restart), it subscribes to every held channel again and then tells its listeners
 *   (`onResumed`), since what was published meanwhile did not reach this process.
 */
export class RedisBackplane implements Backplane {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private readonly log: HubLogger;
  private readonly from = randomUUID();
  private readonly handlers = new Set<(msg: BackplaneMessage) => void>();
  private readonly resumedListeners = new Set<() => void>();
  /** Members per held channel name (with the prefix). */
  private readonly held = new Map<string, number>();
  private wasReady = false;
  private cutOff = false;
  private closed = false;
  private unsent = false;

  constructor(options: RedisBackplaneOptions) {
    this.publisher = options.publisher;
    this.subscriber = options.subscriber;
    this.prefix = options.prefix;
    this.log = options.log;
    this.subscriber.on('message', (channel: string, text: string) => this.received(channel, text));
    this.subscriber.on('ready', () => void this.subscriberReady());
    this.subscriber.on('close', () => {
      if (this.wasReady && !this.closed) this.cutOff = true;
    });
  }

  status(): 'ok' | 'down' {
    return this.publisher.status === 'ready' && this.subscriber.status === 'ready' ? 'ok' : 'down';
  }

  onResumed(listener: () => void): void {
    this.resumedListeners.add(listener);
  }

  async publish(msg: BackplaneMessage): Promise<void> {
    this.deliver(msg);
    const envelope: Envelope = { from: this.from, msg };
    const name = this.prefix + channelName(channelOf(msg));
    try {
      await this.publisher.publish(name, JSON.stringify(envelope));
      this.unsent = false;
    } catch (err) {
      // The write behind the message is done; the other processes' clients reload what they missed
      // when their own connection to Redis comes back. Logged once per outage.
      if (!this.unsent)
        this.log.warn({ err, channel: name }, 'hub: messages do not reach the other processes');
      this.unsent = true;
    }
  }

  async subscribe(handler: (msg: BackplaneMessage) => void): Promise<() => Promise<void>> {
    const entry = (msg: BackplaneMessage) => handler(msg);
    this.handlers.add(entry);
    return async () => {
      this.handlers.delete(entry);
    };
  }

  async hold(channel: BackplaneChannel): Promise<void> {
    const name = this.prefix + channelName(channel);
    const count = (this.held.get(name) ?? 0) + 1;
    this.held.set(name, count);
    // Not connected yet, or again: the connection subscribes to every held channel when it is ready.
    if (count === 1 && this.subscriber.status === 'ready') await this.follow([name]);
  }

  release(channel: BackplaneChannel): void {
    const name = this.prefix + channelName(channel);
    const count = (this.held.get(name) ?? 0) - 1;
    if (count > 0) {
      this.held.set(name, count);
      return;
    }
    this.held.delete(name);
    if (this.subscriber.status === 'ready') {
      this.subscriber.unsubscribe(name).catch((err: unknown) => {
        this.log.warn({ err, channel: name }, 'hub: could not unsubscribe');
      });
    }
  }

  /** The channels this process follows now, without the prefix (for tests and diagnostics). */
  heldChannels(): string[] {
    return [...this.held.keys()].map((name) => name.slice(this.prefix.length));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    this.resumedListeners.clear();
  }

  private async follow(names: string[]): Promise<void> {
    try {
      await this.subscriber.subscribe(...names);
    } catch (err) {
      // The connection dropped on the way; it subscribes to every held channel when it is back.
      this.log.warn({ err }, 'hub: could not subscribe');
    }
  }

  private async subscriberReady(): Promise<void> {
    const resumed = this.cutOff;
    this.wasReady = true;
    this.cutOff = false;
    if (this.held.size > 0) await this.follow([...this.held.keys()]);
    if (resumed && !this.closed) {
      this.log.warn({ channels: this.held.size }, 'hub: connection to Redis is back');
      for (const listener of this.resumedListeners) listener();
    }
  }

  private received(channel: string, text: string): void {
    if (!this.held.has(channel)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch (err) {
      this.log.error({ err, channel }, 'hub: unreadable message from Redis');
      return;
    }
    if (envelope.from === this.from) return;
    this.deliver(envelope.msg);
  }

  private deliver(msg: BackplaneMessage): void {
    for (const handler of this.handlers) handler(msg);
  }
}
