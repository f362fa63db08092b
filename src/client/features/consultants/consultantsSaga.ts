import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, takeLatest } from 'redux-saga/effects';
import { CACHE_DEFAULT_TTL_MS, SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { currentTime } from '@client/lib/sagaContext';
import * as consultantsApi from '@client/api/calls/consultants';
import * as publicApi from '@client/api/calls/publicConsultants';
import { errorStatus } from '@client/api/client';
import { cachedCall } from '@client/features/cache/cacheEffects';
import { CACHE_KEYS, consultantKey } from '@client/features/cache/cacheModel';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { normalizeConsultant, type Consultant } from './consultantModel';
import { selectConsultantBySlug } from './consultantsSelectors';
import { consultantsActions as a, type DetailKey } from './consultantsSlice';
import { consultantsQuery } from './publicConsultantModel';

export const PUBLIC_PROJECTS_LOAD_FAILED = 'An error occurred while loading projects';

// Read calls swallow their errors (product-spec section 8): the page gets an empty list or nothing,
// and the slice keeps the spec's text so that the page can offer a retry.
export function* handleFetch(
  action: PayloadAction<{ query?: string; force?: boolean } | undefined>,
): SagaIterator {
  const query = action.payload?.query ?? '';
  try {
    // Only the whole list is cached: a search answer is one of many, and writes could not invalidate it.
    const raw: unknown = query
      ? yield call(consultantsApi.listConsultants, query)
      : yield call(cachedCall, CACHE_KEYS.consultants, consultantsApi.listConsultants, {
          force: action.payload?.force,
        });
    yield put(a.fetchSucceeded(raw));
  } catch {
    yield put(a.fetchFailed({ error: MSG.consultantsLoad }));
  }
}

/** takeLatest cancels the wait of the previous keystroke, so only a pause in typing asks the server. */
export function* handleSearch(action: PayloadAction<string>): SagaIterator {
  yield delay(SEARCH_DEBOUNCE_MS);
  yield put(a.fetchRequested({ query: consultantsQuery(action.payload) }));
}

/** A slug lookup is cached under the consultant's id, where writes invalidate it. */
function* fetchBySlug(slug: string): SagaIterator<unknown> {
  const raw: unknown = yield call(publicApi.getConsultantBySlug, slug);
  const now: number = yield call(currentTime);
  const { id } = normalizeConsultant(raw);
  if (id) yield put(cacheActions.set(consultantKey(id), raw, CACHE_DEFAULT_TTL_MS, now));
  return raw;
}

export function* handleDetail(action: PayloadAction<DetailKey & { force?: boolean }>): SagaIterator {
  const { force } = action.payload;
  try {
    const known: Consultant | null =
      'slug' in action.payload ? yield select(selectConsultantBySlug, action.payload.slug) : null;
    // A consultant without a slug is linked by id (ConsultantCard), which the slug route receives.
    const bare =
      'slug' in action.payload && /^\d+$/.test(action.payload.slug) ? Number(action.payload.slug) : undefined;
    const id = 'id' in action.payload ? action.payload.id : (known?.id ?? bare);
    const raw: unknown =
      id != null
        ? yield call(cachedCall, consultantKey(id), () => publicApi.getConsultant(id), { force })
        : yield call(fetchBySlug, (action.payload as { slug: string }).slug);
    yield put(a.detailSucceeded(raw));
  } catch (e) {
    yield put(a.detailFailed({ error: MSG.consultantLoad, missing: errorStatus(e) === 404 }));
  }
}

export function* handlePublicProjects(action: PayloadAction<{ consultantId: number }>): SagaIterator {
  const { consultantId } = action.payload;
  try {
    const raw: unknown = yield call(publicApi.getPublicProjects, consultantId);
    yield put(a.publicProjectsSucceeded(consultantId, raw));
  } catch {
    yield put(a.publicProjectsFailed({ consultantId, error: PUBLIC_PROJECTS_LOAD_FAILED }));
  }
}

export function* consultantsSaga(): SagaIterator {
  yield takeLatest(a.fetchRequested.type, handleFetch);
  yield takeLatest(a.searchChanged.type, handleSearch);
  yield takeLatest(a.detailRequested.type, handleDetail);
  yield takeLatest(a.publicProjectsRequested.type, handlePublicProjects);
}
