import type { Backplane, BackplaneMessage } from './types';

/**
 * Delivers within one process. Handlers run synchronously inside publish so that an event is on
 * the wire when sendToGroup resolves; one instance shared by two hubs behaves like two processes.
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
}
