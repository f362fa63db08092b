export interface HubUser {
  userId: number;
  roleId: number;
}

export type HubLogFn = (obj: unknown, msg?: string) => void;

export interface HubLogger {
  info: HubLogFn;
  warn: HubLogFn;
  error: HubLogFn;
  debug: HubLogFn;
}

export interface InvocationContext {
  connectionId: string;
  user: HubUser;
  addToGroup(group: string): Promise<void>;
  removeFromGroup(group: string): Promise<void>;
}

export type HubMethod = (ctx: InvocationContext, ...args: unknown[]) => unknown;

/** A server-to-client event on its way to every process; `frame` saves re-serialising it per process. */
export interface BackplaneMessage {
  kind: 'group' | 'all';
  group?: string;
  target: string;
  args: unknown[];
  frame?: string;
  /** Members of these users are skipped (ASP.NET's GroupExcept, by user rather than connection). */
  exceptUserIds?: number[];
}

export interface SendOptions {
  exceptUserIds?: number[];
}

export interface Backplane {
  publish(msg: BackplaneMessage): Promise<void>;
  /** Resolves to the unsubscribe function. */
  subscribe(handler: (msg: BackplaneMessage) => void): Promise<() => Promise<void>>;
}

export interface HubOptions {
  /** Where the hub lives, e.g. '/hubs/notification'. */
  path: string;
  /** Resolves a bearer token to a user, or null when it is not valid. */
  authenticate(token: string): Promise<HubUser | null>;
  /** Browser origins allowed to connect; a request without Origin is a non-browser client and allowed. */
  allowedOrigins: string[];
  methods: Record<string, HubMethod>;
  backplane?: Backplane;
  keepAliveMs?: number;
  clientTimeoutMs?: number;
  handshakeTimeoutMs?: number;
  negotiateTtlMs?: number;
  maxMessageBytes?: number;
  logger?: HubLogger;
}

export interface Hub {
  sendToGroup(group: string, target: string, args: unknown[], options?: SendOptions): Promise<void>;
  /** Same as sendToGroup(`user:${userId}`). */
  sendToUser(userId: number, target: string, args: unknown[]): Promise<void>;
  sendToAll(target: string, args: unknown[]): Promise<void>;
  /** Live sockets in this process. */
  connectionCount(): number;
  /** Sends a Close message to every local client and waits for the sockets to close. */
  closeAll(allowReconnect?: boolean): Promise<void>;
}
