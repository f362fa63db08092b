import type { SagaContext } from '@client/app/rootSaga';
import { fakeHubFactory } from './fakeHub';
import { NOW } from './session';

export interface TestContext extends SagaContext {
  navigate: jest.Mock;
}

export function makeTestContext(overrides: Partial<SagaContext> = {}): TestContext {
  return {
    navigate: jest.fn(),
    getLocation: () => '/profile',
    now: () => NOW,
    // Sessions started in tests never reach for a real hub.
    createHubConnection: fakeHubFactory(),
    ...overrides,
  } as TestContext;
}

/** A dynamic provider answering `getContext` as the saga middleware would. */
export function contextProvider(context: SagaContext) {
  return {
    getContext(key: string, next: () => unknown) {
      return key in context ? context[key as keyof SagaContext] : next();
    },
  };
}
