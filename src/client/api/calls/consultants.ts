import { CONSULTANTS } from '@shared/apiPaths';
import { http } from '@client/api/client';

const LIST = '/consultants';

/** The raw consultant as the server sends it; features/consultants normalises it. */
export type ConsultantResponse = Record<string, unknown> & { id?: number };

export interface RequestOptions {
  signal?: AbortSignal;
}

export const listConsultants = (query = '', options: RequestOptions = {}) =>
  http.get<ConsultantResponse[]>(query ? `${LIST}?${query.replace(/^\?/, '')}` : LIST, options);

/**
 * The consultant row of a user. A stale answer would leave a newly approved consultant without a
 * consultantId, so both the URL (a time parameter) and the headers defeat caches.
 */
export const getConsultantByUserId = (userId: number | string, options: RequestOptions = {}) =>
  http.get<ConsultantResponse | null>(CONSULTANTS.byUserId(userId), {
    signal: options.signal,
    params: { _: Date.now() },
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Expires: '0' },
  });
