// The JSON hub protocol as ASP.NET Core SignalR speaks it, including its error texts, because the
// @microsoft/signalr client shows those texts to callers and the product was built against them.

export const RECORD_SEPARATOR = '\x1e';
export const RECORD_SEPARATOR_BYTE = 0x1e;

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export const HubTexts = {
  methodDoesNotExist: (target: string) =>
    `Failed to invoke '${target}' due to an error on the server. HubException: Method does not exist.`,
  bindingFailure: (target: string) => `Failed to invoke '${target}' due to an error on the server.`,
  invocationFailed: (target: string) => `An unexpected error occurred invoking '${target}' on the server.`,
  hubException: (target: string, message: string) =>
    `An unexpected error occurred invoking '${target}' on the server. HubException: ${message}`,
  streamCountMismatch: (target: string, count: number) =>
    `An unexpected error occurred invoking '${target}' on the server. HubException: Client sent ${count} stream(s), Hub method expects 0.`,
  nonStreamingMethod: (target: string) =>
    `The client attempted to invoke the non-streaming '${target}' method with a streaming invocation.`,
  protocolNotSupported: (protocol: string) => `The protocol '${protocol}' is not supported.`,
  versionNotSupported: (version: number, protocol: string) =>
    `The server does not support version ${version} of the '${protocol}' protocol.`,
  handshakeFailed: 'An unexpected error occurred during connection handshake.',
  handshakeCanceled: 'Handshake was canceled.',
  connectionError: 'Connection closed with an error.',
  clientTimeout: 'Server timeout elapsed without receiving a message from the client.',
} as const;

export const HANDSHAKE_OK = `{}${RECORD_SEPARATOR}`;
export const PING_FRAME = Buffer.from(`{"type":6}${RECORD_SEPARATOR}`);

export function invocationFrame(target: string, args: unknown[]): string {
  return `${JSON.stringify({ type: MessageType.Invocation, target, arguments: args })}${RECORD_SEPARATOR}`;
}

/** Throws when the result cannot be serialised, so the caller can answer with an error instead. */
export function completionResultFrame(invocationId: string, result: unknown): string {
  const json = JSON.stringify(result);
  const body = `{"type":3,"invocationId":${JSON.stringify(invocationId)},"result":${json ?? 'null'}}`;
  return `${body}${RECORD_SEPARATOR}`;
}

export function completionErrorFrame(invocationId: string, error: string): string {
  return `${JSON.stringify({ type: MessageType.Completion, invocationId, error })}${RECORD_SEPARATOR}`;
}

export function closeFrame(error?: string, allowReconnect?: boolean): string {
  const msg: { type: number; error?: string; allowReconnect?: true } = { type: MessageType.Close };
  if (error) msg.error = error;
  if (allowReconnect) msg.allowReconnect = true;
  return `${JSON.stringify(msg)}${RECORD_SEPARATOR}`;
}

export function handshakeErrorFrame(error: string): string {
  return `${JSON.stringify({ error })}${RECORD_SEPARATOR}`;
}

/** Returns null when the handshake is accepted, else the error to send back. */
export function checkHandshake(text: string): string | null {
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch {
    return HubTexts.handshakeFailed;
  }
  if (!isObject(request)) return HubTexts.handshakeFailed;
  const { protocol, version } = request;
  if (typeof protocol !== 'string' || typeof version !== 'number' || !Number.isInteger(version)) {
    return HubTexts.handshakeFailed;
  }
  // ASP.NET resolves protocol names case-insensitively.
  if (protocol.toLowerCase() !== 'json') return HubTexts.protocolNotSupported(protocol);
  // Version 2 only exists for stateful reconnect, which this server does not offer.
  if (version !== 1) return HubTexts.versionNotSupported(version, protocol);
  return null;
}

export interface InvocationMessage {
  type: 1 | 4;
  target: string;
  invocationId?: string;
  arguments: unknown[];
  streamIds?: unknown[];
}

export type ClientMessage = InvocationMessage | { type: number };

/** Returns null for a malformed message, which ASP.NET treats as fatal to the connection. */
export function parseClientMessage(text: string): ClientMessage | null {
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(msg) || typeof msg.type !== 'number') return null;
  if (msg.type !== MessageType.Invocation && msg.type !== MessageType.StreamInvocation)
    return { type: msg.type };
  const { target, invocationId, arguments: args, streamIds } = msg;
  if (typeof target !== 'string' || target === '' || !Array.isArray(args)) return null;
  if (invocationId !== undefined && invocationId !== null && typeof invocationId !== 'string') return null;
  if (msg.type === MessageType.StreamInvocation && (typeof invocationId !== 'string' || invocationId === ''))
    return null;
  if (streamIds !== undefined && streamIds !== null && !Array.isArray(streamIds)) return null;
  return {
    type: msg.type,
    target,
    invocationId: typeof invocationId === 'string' && invocationId !== '' ? invocationId : undefined,
    arguments: args,
    streamIds: Array.isArray(streamIds) ? streamIds : undefined,
  };
}

export function isInvocation(msg: ClientMessage): msg is InvocationMessage {
  return msg.type === MessageType.Invocation || msg.type === MessageType.StreamInvocation;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
