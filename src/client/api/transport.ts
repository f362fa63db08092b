import axios, { type AxiosRequestConfig } from 'axios';
import { API_PREFIX } from '@shared/api/routes';
import { API_HOST } from './apiHost';
import { currentToken, isAxiosError, reportCall, sessionRefused } from './client';
import { readRetryDelay, retryWait } from './readRetry';

// The HTTP side of the API client, in a chunk of its own (api/client.ts loads it with the first call
// that needs the network).

/** The one axios instance of the client. */
export const apiClient = axios.create({
  baseURL: `${API_HOST}${API_PREFIX}`,
  headers: { Accept: 'application/json' },
});

function report(config: AxiosRequestConfig | undefined, status: number): void {
  if (config) reportCall(config.method ?? 'get', apiClient.getUri(config), status);
}

apiClient.interceptors.request.use((config) => {
  const token = currentToken();
  // Anonymous calls (login, site settings, public content) simply go without the header.
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    report(response.config, response.status);
    return response.data;
  },
  async (error: unknown) => {
    if (isAxiosError(error)) report(error.config, error.response?.status ?? 0);
    // A read that got no answer, or a 502/503/504, is sent again after a wait (api/readRetry.ts);
    // the retry passes through these interceptors itself, so its own failure is handled there.
    const config = isAxiosError(error) ? error.config : undefined;
    const delay = readRetryDelay(error, config);
    if (config && delay !== null) {
      await retryWait(delay, config.signal);
      return apiClient.request({ ...config, readRetries: (config.readRetries ?? 0) + 1 });
    }
    if (isAxiosError(error) && error.response?.status === 401 && !error.config?.skipUnauthorizedHandler) {
      sessionRefused();
    }
    return Promise.reject(error);
  },
);
