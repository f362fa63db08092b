import type { AxiosRequestConfig } from 'axios';
import { fillPath, type Route } from '@shared/api/route';
import type {
  AnyEndpoint,
  BodyOf,
  HasBody,
  HasParams,
  HasQuery,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '@shared/contracts/contract';
import { API_PREFIX } from '@shared/api/routes';
import { currentToken, loadTransport, reportCall } from './client';
import { pageDataOnly, takePageData } from './pageData';

/** The body of an upload is the form itself; every other body is the contract's type. */
type SentBody<E> = E extends { multipart: object } ? FormData : BodyOf<E>;

/** What a call takes: exactly the params, query and body its contract declares. */
export type CallArgs<E> = (HasParams<E> extends true ? { params: ParamsOf<E> } : unknown) &
  (HasQuery<E> extends true ? { query?: Partial<QueryOf<E>> } : unknown) &
  (HasBody<E> extends true ? { body: SentBody<E> } : unknown);

export interface CallOptions {
  /** 0–100 while an upload's body is sent. */
  onUploadProgress?: (percent: number) => void;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Login and logout answer 401 as part of their own flow, not as the end of a session. */
  skipUnauthorizedHandler?: boolean;
  /** 'blob' for a file download (a CV); JSON otherwise. */
  responseType?: AxiosRequestConfig['responseType'];
}

type NeedsArgs<E> = HasParams<E> extends true ? true : HasBody<E> extends true ? true : false;

/** One call of the API, typed by its contract; the answer is the body, already unwrapped. */
export type Call<E> =
  NeedsArgs<E> extends true
    ? (args: CallArgs<E>, options?: CallOptions) => Promise<ResponseOf<E>>
    : (args?: CallArgs<E>, options?: CallOptions) => Promise<ResponseOf<E>>;

export type ApiOf<C> = { readonly [K in keyof C]: Call<C[K]> };

export function progressPercent(event: { loaded: number; total?: number; progress?: number }): number {
  const ratio = event.progress ?? (event.total ? event.loaded / event.total : 0);
  return Math.max(0, Math.min(100, Math.round(ratio * 100)));
}

async function send(
  route: Route,
  args: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<unknown> {
  const url = fillPath(route.path, args.params as Record<string, string | number> | undefined);
  // A visitor's first screen: the page came with this answer. Signed-in callers may be answered
  // differently than a visitor, so they always ask.
  const embedded = currentToken() ? undefined : takePageData(route.method, url, args.query);
  if (embedded) {
    reportCall(route.method.toLowerCase(), `${API_PREFIX}${url}`, 200);
    return embedded.body;
  }
  // Prerendering on the server: what the page's data does not answer is still loading.
  if (pageDataOnly()) return new Promise<never>(() => undefined);
  const config: AxiosRequestConfig = {
    method: route.method,
    url,
    params: args.query,
    data: args.body,
    signal: options.signal,
    headers: options.headers,
    skipUnauthorizedHandler: options.skipUnauthorizedHandler,
    ...(options.responseType ? { responseType: options.responseType } : {}),
  };
  const onProgress = options.onUploadProgress;
  if (onProgress) config.onUploadProgress = (event) => onProgress(progressPercent(event));
  // The response interceptor has already unwrapped the body.
  const client = await loadTransport();
  return client.request(config) as Promise<unknown>;
}

/**
 * The calls of one area: the paths come from the route table (runtime) and the types from the
 * contract (types only, so no schema library reaches the bundle). The routes must be the contract's
 * own, method and path, or this does not compile.
 */
export function apiOf<C extends Record<string, AnyEndpoint>>(routes: {
  readonly [K in keyof C]: Route<C[K]['method'], C[K]['path']>;
}): ApiOf<C> {
  const out: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(routes) as Array<[string, Route]>) {
    out[name] = (args?: Record<string, unknown>, options?: CallOptions) => send(route, args, options);
  }
  return out as ApiOf<C>;
}
