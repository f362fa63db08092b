import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

interface ActorStore {
  userId: number | null;
}

const storage = new AsyncLocalStorage<ActorStore>();

/**
 * Who is acting in the current request, for code far from the route (the notifier): the person
 * whose own write raised an event is not told about it as news.
 */
export function currentActorId(): number | null {
  return storage.getStore()?.userId ?? null;
}

export function setCurrentActor(userId: number | null): void {
  const store = storage.getStore();
  if (store) store.userId = userId;
}

/** Opens one store per request; the rest of the request's handling runs inside it. */
export function registerRequestActor(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    storage.run({ userId: null }, done);
  });
}
