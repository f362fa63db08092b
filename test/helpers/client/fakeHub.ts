import type { HubConnectionLike } from '@client/api/hubConnection';

type Handler = (...args: unknown[]) => void;

/** A hub connection driven by the test: server events, reconnects and closes happen on request. */
export class FakeHubConnection implements HubConnectionLike {
  readonly handlers = new Map<string, Set<Handler>>();
  readonly invoked: Array<{ method: string; args: unknown[] }> = [];
  started = 0;
  stopped = 0;
  /** Replace to make start fail or hang. */
  startImpl: () => Promise<void> = () => Promise.resolve();
  invokeImpl: (method: string, ...args: unknown[]) => Promise<unknown> = () => Promise.resolve();
  private reconnecting: Array<(error?: Error) => void> = [];
  private reconnected: Array<(id?: string) => void> = [];
  private closed: Array<(error?: Error) => void> = [];

  on(name: string, handler: Handler) {
    if (!this.handlers.has(name)) this.handlers.set(name, new Set());
    this.handlers.get(name)!.add(handler);
  }
  off(name: string, handler: Handler) {
    this.handlers.get(name)?.delete(handler);
  }
  start() {
    this.started += 1;
    return this.startImpl();
  }
  stop() {
    this.stopped += 1;
    return Promise.resolve();
  }
  invoke(method: string, ...args: unknown[]) {
    this.invoked.push({ method, args });
    return this.invokeImpl(method, ...args);
  }
  onreconnecting(callback: (error?: Error) => void) {
    this.reconnecting.push(callback);
  }
  onreconnected(callback: (id?: string) => void) {
    this.reconnected.push(callback);
  }
  onclose(callback: (error?: Error) => void) {
    this.closed.push(callback);
  }

  /** The server sends `name` with `args`. */
  emit(name: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(name) ?? []) handler(...args);
  }
  dropAndReconnect(error = new Error('socket lost')) {
    this.reconnecting.forEach((cb) => cb(error));
  }
  reconnect() {
    this.reconnected.forEach((cb) => cb('next-id'));
  }
  close(error?: Error) {
    this.closed.forEach((cb) => cb(error));
  }
  handlerCount() {
    return [...this.handlers.values()].reduce((n, set) => n + set.size, 0);
  }
}

/** A connection factory that hands out `connection` (a fresh idle one by default). */
export const fakeHubFactory =
  (connection: FakeHubConnection = new FakeHubConnection()) =>
  () =>
    Promise.resolve<HubConnectionLike>(connection);
