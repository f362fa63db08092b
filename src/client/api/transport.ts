import axios, { type AxiosRequestConfig } from 'axios';
import { API_PREFIX } from '@shared/api/routes';
import { MSG } from '@shared/messages';
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
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // A call without a token goes all the same and logs a warning, once per call: a read sent again
  // (readRetries) has logged it already (docs/requirements.md#session).
  else if (!config.readRetries) console.warn(MSG.missingTokenWarning);
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    report(response.config, response.status);
    return response.data;
  },
  async (error: unknown) => {
    const config = isAxiosError(error) ? error.config : undefined;
    const status = isAxiosError(error) ? (error.response?.status ?? 0) : 0;
    if (isAxiosError(error)) report(config, status);
    // A 404 on an address naming a category answers an empty list (docs/requirements.md#errors-global).
    if (status === 404 && config?.url?.includes('category')) {
      console.warn(MSG.categoryNotFoundWarning);
      return { data: [] };
    }
    // A read that got no answer, or a 502/503/504, is sent again after a wait (api/readRetry.ts);
    // the retry passes through these interceptors itself, so its own failure is handled there.
    const delay = readRetryDelay(error, config);
    if (config && delay !== null) {
      await retryWait(delay, config.signal);
      return apiClient.request({ ...config, readRetries: (config.readRetries ?? 0) + 1 });
    }
    if (status === 401 && !config?.skipUnauthorizedHandler) sessionRefused();
    return Promise.reject(error);
  },
);
