import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import { MSG } from '@shared/messages';

/** The error of a failed call (docs/requirements.md#errors): status (0 if none), message, flag. */
export interface ApiError {
  status: number;
  message: string;
  code?: string;
  isApiError: true;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The login and logout calls answer 401 as part of their own flow, not as a session ending. */
    skipUnauthorizedHandler?: boolean;
    /** How many times the transport has sent this read again (api/readRetry.ts). */
    readRetries?: number;
  }
}

export interface ApiClientHooks {
  getToken: () => string | null;
  onUnauthorized: () => void;
}

let hooks: ApiClientHooks = { getToken: () => null, onUnauthorized: () => undefined };

/** The store installs how to read the token and what a 401 does; the client stays store-unaware. */
export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

/** What the action log's network list is told of each call: method, URL and status, never a body. */
export type ApiCallObserver = (call: { method: string; url: string; status: number }) => void;

let callObserver: ApiCallObserver | null = null;

/** One observer at a time (the action log installs it at start-up); null removes it. */
export function observeApiCalls(observer: ApiCallObserver | null): void {
  callObserver = observer;
}

/** What the transport reports of each finished call. */
export function reportCall(method: string, url: string, status: number): void {
  callObserver?.({ method, url, status });
}

/** The token of the session, if any (the transport's request interceptor, and the page data). */
export const currentToken = (): string | null => hooks.getToken();

/** A 401 that ends the session (the transport's response interceptor). */
export const sessionRefused = (): void => hooks.onUnauthorized();

let transport: Promise<AxiosInstance> | null = null;

/**
 * The one axios instance, loaded with the first call that needs the network: a visitor's first
 * screen comes with its data (api/pageData.ts) and never loads it. A failed load is tried again by
 * the next call.
 */
export function loadTransport(): Promise<AxiosInstance> {
  transport ??= import(/* webpackChunkName: "http" */ './transport').then(
    (module) => module.apiClient,
    (e: unknown) => {
      transport = null;
      throw e;
    },
  );
  return transport;
}

/** Typed verbs: the response interceptor has already unwrapped the body. */
export const http = {
  request: async <T>(config: AxiosRequestConfig) => (await loadTransport()).request(config) as Promise<T>,
  get: <T>(url: string, config?: AxiosRequestConfig) => http.request<T>({ ...config, method: 'get', url }),
  delete: <T>(url: string, config?: AxiosRequestConfig) =>
    http.request<T>({ ...config, method: 'delete', url }),
  post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    http.request<T>({ ...config, method: 'post', url, data: body }),
  put: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    http.request<T>({ ...config, method: 'put', url, data: body }),
  patch: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    http.request<T>({ ...config, method: 'patch', url, data: body }),
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** axios's own test, without loading axios: its errors carry `isAxiosError: true`. */
export const isAxiosError = (e: unknown): e is AxiosError => isRecord(e) && e.isAxiosError === true;
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The response body of a failed call, if any. */
/**
 * The client's own refusal of a field's value before anything is sent (a currency the server does not
 * know): it reads like the server's validation answer, with no status, its text, and the same text on
 * the field.
 */
export class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FieldRefusal';
  }
}

export function errorBody(e: unknown): unknown {
  if (e instanceof FieldRefusal)
    return { message: e.message, errors: [{ field: e.field, message: e.message }] };
  return isAxiosError(e) ? e.response?.data : undefined;
}

export function errorStatus(e: unknown): number {
  return isAxiosError(e) ? (e.response?.status ?? 0) : 0;
}

/** A header of a failed call's answer (axios's header object, or a plain one), if present. */
function responseHeader(e: unknown, name: string): unknown {
  const headers: unknown = isAxiosError(e) ? e.response?.headers : undefined;
  if (!isRecord(headers)) return undefined;
  return typeof headers.get === 'function'
    ? (headers.get as (name: string) => unknown).call(headers, name)
    : headers[name];
}

/**
 * The seconds an answer asks the caller to wait (its `Retry-After`: whole seconds, or an HTTP date),
 * or null when it names none.
 */
export function retryAfterSeconds(e: unknown, now: number = Date.now()): number | null {
  const value = responseHeader(e, 'retry-after');
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (/^\d+$/.test(text)) return Number(text);
  const date = text ? Date.parse(text) : NaN;
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A body's own text: the body itself when it is text, else its `message`. */
function textOf(body: unknown): string | undefined {
  if (nonEmpty(body)) return body;
  return isRecord(body) && nonEmpty(body.message) ? body.message : undefined;
}

/** The own text of a failed call's answer, if any. */
const bodyText = (e: unknown): string | undefined => textOf(errorBody(e));

/**
 * The text of a rate limit's 429 (docs/requirements.md#errors-global): too many requests, and how
 * long to wait before the next, from the answer's `Retry-After`. Undefined for any other answer, and
 * for a 429 that says its own reason (a user's uploads still being stored).
 */
export function rateLimitText(e: unknown): string | undefined {
  if (errorStatus(e) !== 429) return undefined;
  const own = bodyText(e);
  if (own !== undefined && own !== MSG.tooManyRequests) return undefined;
  const seconds = retryAfterSeconds(e);
  if (seconds === null) return MSG.tooManyRequestsWaitMinute;
  if (seconds <= 1) return MSG.tooManyRequestsWaitOne;
  return MSG.tooManyRequestsWait.replace('{seconds}', String(seconds));
}

/**
 * The server's own text: a plain-text body, or the `message` of `{message, errors?}`; for a 429, the
 * wait it asks for instead (rateLimitText), which its generic text leaves out.
 */
export function serverMessage(e: unknown): string | undefined {
  return rateLimitText(e) ?? bodyText(e);
}

/** Validation messages of `{errors: [{field, message}]}` or the `{errors: {field: [messages]}}` form. */
export function validationMessages(e: unknown): string[] {
  const body = errorBody(e);
  if (!isRecord(body)) return [];
  const { errors } = body;
  const items = Array.isArray(errors) ? errors : isRecord(errors) ? Object.values(errors).flat() : [];
  return items.map((item) => (isRecord(item) ? item.message : item)).filter(nonEmpty);
}

/** The serializable error (docs/requirements.md#errors): status (0 if none), message, API-error flag. */
export function toApiError(e: unknown): ApiError {
  const body = errorBody(e);
  const code = isRecord(body) && nonEmpty(body.code) ? body.code : undefined;
  const transport = e instanceof Error && nonEmpty(e.message) ? e.message : undefined;
  return {
    status: errorStatus(e),
    message: serverMessage(e) ?? transport ?? MSG.unknownError,
    ...(code ? { code } : {}),
    isApiError: true,
  };
}

/** The server's text, else the call's fallback (docs/requirements.md#errors); never a transport message. */
export function errorText(e: unknown, fallback: string): string {
  return serverMessage(e) ?? fallback;
}

/** The success text of a body that may be plain text or `{message}`. */
export function bodyMessage(body: unknown, fallback: string): string {
  return textOf(body) ?? fallback;
}
