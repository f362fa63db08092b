import axios, { type AxiosRequestConfig, isAxiosError } from 'axios';
import { API_PREFIX } from '@shared/api/routes';
import { MSG } from '@shared/messages';
import { API_HOST } from './apiHost';

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

function reportCall(config: AxiosRequestConfig | undefined, status: number): void {
  if (!callObserver || !config) return;
  callObserver({ method: config.method ?? 'get', url: apiClient.getUri(config), status });
}

/** The one axios instance of the client. */
export const apiClient = axios.create({
  baseURL: `${API_HOST}${API_PREFIX}`,
  headers: { Accept: 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  const token = hooks.getToken();
  // Anonymous calls (login, site settings, public content) simply go without the header.
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    reportCall(response.config, response.status);
    return response.data;
  },
  (error: unknown) => {
    if (isAxiosError(error)) reportCall(error.config, error.response?.status ?? 0);
    if (isAxiosError(error) && error.response?.status === 401 && !error.config?.skipUnauthorizedHandler) {
      hooks.onUnauthorized();
    }
    return Promise.reject(error);
  },
);

/** Typed verbs: the response interceptor has already unwrapped the body. */
export const http = {
  get: <T>(url: string, config?: AxiosRequestConfig) => apiClient.get(url, config) as Promise<T>,
  delete: <T>(url: string, config?: AxiosRequestConfig) => apiClient.delete(url, config) as Promise<T>,
  post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    apiClient.post(url, body, config) as Promise<T>,
  put: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    apiClient.put(url, body, config) as Promise<T>,
  patch: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    apiClient.patch(url, body, config) as Promise<T>,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The response body of a failed call, if any. */
export function errorBody(e: unknown): unknown {
  return isAxiosError(e) ? e.response?.data : undefined;
}

export function errorStatus(e: unknown): number {
  return isAxiosError(e) ? (e.response?.status ?? 0) : 0;
}

/** The server's own text: a plain-text body, or the `message` of `{message, errors?}`. */
export function serverMessage(e: unknown): string | undefined {
  const body = errorBody(e);
  if (nonEmpty(body)) return body;
  if (isRecord(body) && nonEmpty(body.message)) return body.message;
  return undefined;
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
  if (nonEmpty(body)) return body;
  return isRecord(body) && nonEmpty(body.message) ? body.message : fallback;
}
