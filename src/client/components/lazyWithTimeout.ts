import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@shared/constants';

type Factory<T> = () => Promise<{ default: T }>;

/**
 * React.lazy whose load gives up after CHUNK_LOAD_TIMEOUT_MS, so that a chunk request that never
 * answers ends on the error screen instead of an endless spinner.
 */
export function withTimeout<T>(factory: Factory<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Factory<T> {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Loading chunk timed out after ${ms} ms`)), ms);
      factory().then(
        (mod) => {
          clearTimeout(timer);
          resolve(mod);
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithTimeout<T extends ComponentType<any>>(factory: Factory<T>, ms?: number) {
  return lazy(withTimeout(factory, ms));
}
