import { redactSecrets } from './redaction';

/**
 * The state as Redux DevTools show it (docs/decisions/040-redux-devtools-on-the-served-build.md).
 * The specification's state model gives the consultant store a loading flag and an error
 * (docs/requirements.md#store), and the site settings a load that is loading, loaded or failed. The
 * app keeps request state once, by request key, in the `requests` slice (lib/requests.ts); DevTools
 * show it inside these slices as well, as `loading` and `error` derived from that slice. No copy is
 * stored, and the recorded action logs hold the state as it is (redaction.ts alone), so that a
 * replay reaches exactly the state a log recorded.
 */
export interface RequestView {
  slice: string;
  /** `loading` is true while this request is pending; a key ending in '/' names every key under it. */
  loading: string;
  /** `error` is this request's error text, else null. */
  error: string;
}

export const REQUEST_VIEWS: readonly RequestView[] = [
  // Set at each consultant request, a read or a write, as selectConsultantsLoading has it.
  { slice: 'consultants', loading: 'consultants/', error: 'consultants/list' },
  { slice: 'siteSettings', loading: 'siteSettings/load', error: 'siteSettings/load' },
  { slice: 'currency', loading: 'currency/list', error: 'currency/list' },
  { slice: 'notifications', loading: 'notifications/list', error: 'notifications/list' },
  // A lazily joined slice: shown once its feature has joined the store.
  { slice: 'projects', loading: 'projects/list', error: 'projects/list' },
];

type Slices = Record<string, unknown>;
type Requests = Record<string, { status?: string; error?: string | null } | undefined>;

const isObject = (value: unknown): value is Slices =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const covers = (loading: string, key: string) =>
  loading.endsWith('/') ? key.startsWith(loading) : key === loading;

/** `state` with each view's `loading` and `error` in its slice; the input is left untouched. */
export function withRequestViews<S>(state: S): S {
  if (!isObject(state) || !isObject(state.requests)) return state;
  const requests = state.requests as Requests;
  const keys = Object.keys(requests);
  const out: Slices = { ...state };
  for (const { slice, loading, error } of REQUEST_VIEWS) {
    const value = state[slice];
    if (!isObject(value)) continue;
    out[slice] = {
      ...value,
      loading: keys.some((key) => covers(loading, key) && requests[key]?.status === 'pending'),
      error: requests[error]?.error ?? null,
    };
  }
  return out as S;
}

/** DevTools' state sanitizer: the one redaction (redaction.ts), then the request views. */
export function devToolsStateSanitizer<S>(state: S): S {
  return withRequestViews(redactSecrets(state));
}
