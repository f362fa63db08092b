import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@client/api/transport';

export interface FakeReply {
  /** 0: no answer at all, as a network error rejects (an AxiosError without a response). */
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/**
 * Answers the one axios instance from a function instead of the network; a status outside 2xx
 * rejects the way axios's own adapters do, so the interceptors see a real AxiosError.
 */
export function installFakeAdapter(handler: FakeHandler) {
  const calls: InternalAxiosRequestConfig[] = [];
  const previous = apiClient.defaults.adapter;
  apiClient.defaults.adapter = async (config) => {
    calls.push(config);
    const reply = await handler(config);
    if (reply.status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers),
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, null, response);
  };
  return {
    calls,
    restore: () => {
      apiClient.defaults.adapter = previous;
    },
  };
}

/** An AxiosError as a failed call rejects with, for sagas tested with `provide`. */
export function httpError(status: number, data?: unknown, headers?: Record<string, string>): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response: AxiosResponse = {
    data,
    status,
    statusText: String(status),
    headers: new AxiosHeaders(headers),
    config,
  };
  return new AxiosError(
    `Request failed with status code ${status}`,
    AxiosError.ERR_BAD_REQUEST,
    config,
    null,
    response,
  );
}

/** A call as "METHOD /path" with its query, e.g. "GET /notification/all?includeRead=false&limit=50". */
export function callKey(config: InternalAxiosRequestConfig): string {
  const query = new URLSearchParams(config.params as Record<string, string>).toString();
  return `${config.method?.toUpperCase()} ${config.url}${query ? `?${query}` : ''}`;
}

/** Answers the axios instance by call key; an unknown call answers 599, so a test sees it fail. */
export function serveRoutes(routes: Record<string, FakeReply>) {
  const fake = installFakeAdapter(
    (config) =>
      routes[callKey(config)] ?? { status: 599, data: { message: `unexpected ${callKey(config)}` } },
  );
  return { ...fake, keys: () => fake.calls.map(callKey) };
}
