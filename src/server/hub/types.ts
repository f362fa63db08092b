import type { onRequestHookHandler } from 'fastify';

export interface HubUser {
  userId: number;
  roleId: number;
  /** The bearer token's id, so that ending one session (a logout) closes only its sockets. */
  tokenId?: string;
  /** When the bearer token expires, in ms since the epoch; the socket is closed then. */
  expiresAt?: number;
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
export interface BackplaneEvent {
  kind: 'group' | 'all';
  group?: string;
  target: string;
  args: unknown[];
  frame?: string;
  /** Members of these users are skipped (ASP.NET's GroupExcept, by user rather than connection). */
  exceptUserIds?: number[];
}

/** Which of one user's sockets to close; the command goes to every process like an event. */
export interface CloseUserCommand {
  kind: 'closeUser';
  userId: number;
  /** Only the sockets opened with this token; all of the user's sockets when absent. */
  tokenId?: string;
  /** Lets the client reconnect at once, e.g. to join the groups of a changed role. */
  allowReconnect: boolean;
}

export type BackplaneMessage = BackplaneEvent | CloseUserCommand;

export interface CloseUserOptions {
  tokenId?: string;
  allowReconnect?: boolean;
}

export interface SendOptions {
  exceptUserIds?: number[];
}

/**
 * What a process listens to: every event for all, a group's events, a user's commands. A shared
 * backplane carries a channel to a process only while it holds it (a local member exists).
 */
export type BackplaneChannel =
  { kind: 'all' } | { kind: 'group'; group: string } | { kind: 'user'; userId: number };

export interface Backplane {
  /**
   * Delivers the message to this process's handler at once, and to every other process that holds
   * its channel. Resolves once it is handed on; a shared backplane that cannot reach the others
   * logs it rather than fail the caller, whose write is done.
   */
  publish(msg: BackplaneMessage): Promise<void>;
  /** Resolves to the unsubscribe function. */
  subscribe(handler: (msg: BackplaneMessage) => void): Promise<() => Promise<void>>;
  /**
   * This process has a member of the channel from now on: counted, so that the channel is followed
   * from the first member to the last. Resolves once the channel's messages reach this process.
   */
  hold(channel: BackplaneChannel): Promise<void>;
  /** One member fewer; the last one lets the channel go. */
  release(channel: BackplaneChannel): void;
  /** Whether the processes reach each other now; undefined for a backplane of one process. */
  status?(): 'ok' | 'down';
  /**
   * Called after the backplane was cut off and is back: messages of other processes may have been
   * missed meanwhile.
   */
  onResumed?(listener: () => void): void;
  close?(): Promise<void>;
}

/** The per-user cap on live sockets, as negotiate and the upgrade check it. */
export interface ConnectionLimit {
  isFull(user: HubUser): boolean;
  /** Why a connection was refused, for the person whose tab it was. */
  text: string;
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
  /**
   * Shared by every server process: negotiated connection tokens are signed with it, so that any
   * process accepts the WebSocket of a connection another one negotiated. None: only this one does.
   */
  negotiationSecret?: Buffer;
  maxMessageBytes?: number;
  /** The clock that token expiry is measured against (the app's, so that tests can move it). */
  now?: () => number;
  /** Live sockets one user may hold in this process; further negotiates and upgrades get 429. */
  maxConnectionsPerUser?: number;
  /** The body of that 429. */
  tooManyConnectionsText?: string;
  /** Extra onRequest hooks of the negotiate route, such as rate limits. */
  negotiateHooks?: onRequestHookHandler[];
  logger?: HubLogger;
}

export interface Hub {
  sendToGroup(group: string, target: string, args: unknown[], options?: SendOptions): Promise<void>;
  /** Same as sendToGroup(`user:${userId}`). */
  sendToUser(userId: number, target: string, args: unknown[]): Promise<void>;
  sendToAll(target: string, args: unknown[]): Promise<void>;
  /** Live sockets in this process. */
  connectionCount(): number;
  /** Closes a user's sockets in every process (through the backplane) when their session ends. */
  closeUserConnections(userId: number, options?: CloseUserOptions): Promise<void>;
  /** Sends a Close message to every local client and waits for the sockets to close. */
  closeAll(allowReconnect?: boolean): Promise<void>;
}
