import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

interface ActorStore {
  userId: number | null;
}

const storage = new AsyncLocalStorage<ActorStore>();

/**
 * Who is acting in the current request, for code far from the route (the notifier): the person
 * whose own write raised an event is not told about it as news. Null outside a write request.
 */
export function currentActorId(): number | null {
  return storage.getStore()?.userId ?? null;
}

export function setCurrentActor(userId: number | null): void {
  const store = storage.getStore();
  if (store) store.userId = userId;
}

/**
 * Write requests whose store is open. Only a write raises events, so only a write opens a store;
 * and while none is open the storage is disabled: on this Node version an enabled storage hooks
 * the creation of every promise of every request (decision 022).
 */
let open = 0;
const kActor = Symbol('requestActor');

interface ActorState {
  /** The handler has answered (or failed): no more of the request's own work follows. */
  answered: boolean;
  released: boolean;
}

type WithActor = FastifyRequest & { [kActor]?: ActorState };

/** Opens the write request's store; the rest of its handling runs inside it. A route's first hook. */
export function openActor(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const state: ActorState = { answered: false, released: false };
  (request as WithActor)[kActor] = state;
  open += 1;
  // A connection closed before the answer was written: the store is released once the handler
  // has answered, since its events still need the actor.
  reply.raw.once('close', () => {
    if (state.answered) release(state);
  });
  storage.run({ userId: null }, done);
}

function release(state: ActorState): void {
  if (state.released) return;
  state.released = true;
  open -= 1;
  if (open === 0) storage.disable();
}

/** onSend of a write route: its handler has answered. */
export function actorAnswered(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, payload: unknown) => void,
): void {
  const state = (request as WithActor)[kActor];
  if (state) {
    state.answered = true;
    if (reply.raw.destroyed) release(state);
  }
  done(null, payload);
}

/** onResponse of a write route: the answer is written, the request's work is over. */
export function actorFinished(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const state = (request as WithActor)[kActor];
  if (state) release(state);
  done();
}
