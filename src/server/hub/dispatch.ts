import { HubBindingError, HubError } from './errors';
import {
  HubTexts,
  MessageType,
  completionErrorFrame,
  completionResultFrame,
  type InvocationMessage,
} from './protocol';
import type { HubLogger, HubMethod, InvocationContext } from './types';

/** Hub methods looked up case-insensitively, as ASP.NET does. */
export class MethodTable {
  private readonly byName = new Map<string, HubMethod>();

  constructor(methods: Record<string, HubMethod>) {
    for (const [name, fn] of Object.entries(methods)) {
      const key = name.toLowerCase();
      if (this.byName.has(key)) throw new Error(`Hub method '${name}' is declared twice`);
      this.byName.set(key, fn);
    }
  }

  get(target: string): HubMethod | undefined {
    return this.byName.get(target.toLowerCase());
  }
}

/**
 * Runs one invocation and returns the Completion frame to send, or null when none is due (a
 * fire-and-forget send). Never rejects.
 */
export async function dispatchInvocation(
  methods: MethodTable,
  ctx: InvocationContext,
  msg: InvocationMessage,
  log: HubLogger,
): Promise<string | null> {
  const { target, invocationId } = msg;
  const method = methods.get(target);
  if (!method) {
    log.debug({ connectionId: ctx.connectionId, target }, 'hub: unknown method');
    return invocationId ? completionErrorFrame(invocationId, HubTexts.methodDoesNotExist(target)) : null;
  }
  if (msg.type === MessageType.StreamInvocation) {
    return completionErrorFrame(msg.invocationId as string, HubTexts.nonStreamingMethod(target));
  }
  const streamCount = msg.streamIds?.length ?? 0;
  if (streamCount > 0) {
    return invocationId
      ? completionErrorFrame(invocationId, HubTexts.streamCountMismatch(target, streamCount))
      : null;
  }
  let result: unknown;
  try {
    result = await method(ctx, ...msg.arguments);
    if (!invocationId) return null;
    return completionResultFrame(invocationId, result);
  } catch (err) {
    const error = describeFailure(target, err, log, ctx.connectionId);
    return invocationId ? completionErrorFrame(invocationId, error) : null;
  }
}

function describeFailure(target: string, err: unknown, log: HubLogger, connectionId: string): string {
  if (err instanceof HubError) {
    log.debug({ connectionId, target, reason: err.message }, 'hub: method refused');
    return HubTexts.hubException(target, err.message);
  }
  if (err instanceof HubBindingError) {
    log.debug({ connectionId, target, reason: err.message }, 'hub: arguments do not bind');
    return HubTexts.bindingFailure(target);
  }
  log.error({ connectionId, target, err }, 'hub: method failed');
  return HubTexts.invocationFailed(target);
}
