import type { Backplane, BackplaneChannel, BackplaneMessage } from './types';

/** The channel a message travels on: events to all or to a group, commands to a user's sockets. */
export function channelOf(msg: BackplaneMessage): BackplaneChannel {
  if (msg.kind === 'closeUser') return { kind: 'user', userId: msg.userId };
  if (msg.kind === 'group' && msg.group !== undefined) return { kind: 'group', group: msg.group };
  return { kind: 'all' };
}

/** A channel's name on a shared backplane, after the app's prefix. */
export function channelName(channel: BackplaneChannel): string {
  switch (channel.kind) {
    case 'all':
      return 'all';
    case 'group':
      return `group:${channel.group}`;
    case 'user':
      return `user:${channel.userId}`;
  }
}

/**
 * Delivers within one process. Handlers run synchronously inside publish so that an event is on
 * the wire when sendToGroup resolves; one instance shared by two hubs behaves like two processes.
 * Every handler gets every message, so holding a channel changes nothing.
 */
export class InProcessBackplane implements Backplane {
  private readonly handlers = new Set<(msg: BackplaneMessage) => void>();

  async publish(msg: BackplaneMessage): Promise<void> {
    for (const handler of this.handlers) handler(msg);
  }

  async subscribe(handler: (msg: BackplaneMessage) => void): Promise<() => Promise<void>> {
    // Wrapped so that the same function subscribed twice still gets two independent subscriptions.
    const entry = (msg: BackplaneMessage) => handler(msg);
    this.handlers.add(entry);
    return async () => {
      this.handlers.delete(entry);
    };
  }

  async hold(): Promise<void> {}

  release(): void {}
}
