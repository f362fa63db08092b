import type { Storage } from 'redux-persist';

/** Storage that keeps nothing: private modes and locked-down browsers may refuse localStorage. */
export const noopStorage: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

function usableLocalStorage(): globalThis.Storage | null {
  try {
    const storage = window.localStorage;
    const probe = '__persist_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** redux-persist's Storage over window.localStorage; a failing write must not break the app. */
export function createLocalStorageEngine(): Storage {
  const storage = typeof window === 'undefined' ? null : usableLocalStorage();
  if (!storage) return noopStorage;
  return {
    getItem: (key: string) => Promise.resolve(storage.getItem(key)),
    setItem: (key: string, value: string) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Quota exceeded: the session still works in memory for this tab.
      }
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      storage.removeItem(key);
      return Promise.resolve();
    },
  };
}

export const localStorageEngine = createLocalStorageEngine();
