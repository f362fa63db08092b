import type { NetworkCall } from './logFormat';

export const NETWORK_LOG_SIZE = 50;

/** A call as the API client reports it: never a body or a header. */
export interface ObservedCall {
  method: string;
  /** The full URL or path; only its path is kept. */
  url: string;
  /** 0 when no answer came. */
  status: number;
}

export interface NetworkLog {
  record: (call: ObservedCall) => void;
  calls: () => NetworkCall[];
}

/** The path alone: a query string or fragment may carry values that must not reach a bug report. */
export function pathOnly(url: string): string {
  const withoutQuery = url.split(/[?#]/, 1)[0];
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(withoutQuery);
  const path = origin ? withoutQuery.slice(origin[0].length) : withoutQuery;
  return path === '' ? '/' : path;
}

/** The last calls of the API client, oldest first (docs/requirements.md). */
export function createNetworkLog(options: { size?: number; now?: () => number } = {}): NetworkLog {
  const size = Math.max(1, options.size ?? NETWORK_LOG_SIZE);
  const now = options.now ?? Date.now;
  let calls: NetworkCall[] = [];
  return {
    record: ({ method, url, status }) => {
      calls.push({ at: now(), method: method.toUpperCase(), path: pathOnly(url), status });
      if (calls.length > size) calls = calls.slice(calls.length - size);
    },
    calls: () => calls.slice(),
  };
}
