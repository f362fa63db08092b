import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, takeLatest } from 'redux-saga/effects';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { callOn } from '@client/lib/calls';
import { watchAll, type Watcher } from '@client/lib/lazyWatchers';
import { fixedText, type CallSpec } from '@client/lib/request';
import { cachedCall, CACHE_KEYS, consultantKey } from '@client/features/cache';
import {
  consultantListQuery,
  type Consultant,
  type ConsultantListQuery,
  type ConsultantRef,
  type PublicProject,
} from './consultantModel';
import { selectConsultantBySlug } from './consultantsSelectors';
import { CONSULTANT_REQUESTS as R, consultantsActions as a } from './consultantsSlice';

export const PUBLIC_PROJECTS_LOAD_FAILED = 'An error occurred while loading projects';

const listConsultants = (query?: ConsultantListQuery) => api.consultants.list(query ? { query } : undefined);

/** takeLatest cancels the wait of the previous keystroke, so only a pause in typing asks the server. */
export function* handleSearch(action: ReturnType<typeof a.searchChanged>): SagaIterator {
  yield delay(SEARCH_DEBOUNCE_MS);
  yield put(a.fetchRequested({ search: action.payload }));
}

/**
 * The id to read a consultant by: given, known from the loaded list, or the route's bare number (a
 * consultant without a slug is linked by id, which the slug route receives). Null: ask by slug.
 */
function* idOf(ref: ConsultantRef): SagaIterator<number | null> {
  if ('id' in ref) return ref.id;
  const known: Consultant | null = yield select(selectConsultantBySlug, ref.slug);
  if (known) return known.id;
  return /^\d+$/.test(ref.slug) ? Number(ref.slug) : null;
}

/** Read (and cached) by id; a slug lookup is cached under the consultant's id, where writes invalidate it. */
function* loadConsultant(ref: ConsultantRef, force?: boolean): SagaIterator<Consultant> {
  const id: number | null = yield call(idOf, ref);
  if (id != null) {
    return (yield call(cachedCall, consultantKey(id), () => api.consultants.get({ params: { id } }), {
      force,
    })) as Consultant;
  }
  const slug = (ref as { slug: string }).slug;
  const consultant: Consultant = yield call(api.consultants.bySlug, { params: { slug } });
  return (yield call(cachedCall, consultantKey(consultant.id), () => Promise.resolve(consultant), {
    force: true,
  })) as Consultant;
}

// Read calls swallow their errors (docs/requirements.md#consultants): the page keeps what it had, and the
// request keeps the required text so that the page can offer a retry.
export const consultantCalls = [
  callOn(a.fetchRequested, {
    key: R.list,
    // Only the whole list is cached: a search answer is one of many, and writes could not invalidate it.
    call: (p): CallSpec<Consultant[]> => {
      const query = consultantListQuery(p?.search);
      return query
        ? [listConsultants, query]
        : [cachedCall, CACHE_KEYS.consultants, () => listConsultants(), { force: p?.force }];
    },
    error: fixedText(MSG.consultantsLoad),
    land: (consultants) => a.listReceived(consultants),
  }),
  callOn(a.detailRequested, {
    key: ({ force: _force, ...ref }) => R.detail(ref),
    call: ({ force, ...ref }) => [loadConsultant, ref, force],
    error: fixedText(MSG.consultantLoad),
    land: (consultant: Consultant) => a.detailReceived(consultant),
  }),
  callOn(a.publicProjectsRequested, {
    key: ({ consultantId }) => R.publicProjects(consultantId),
    call: ({ consultantId }) => [api.consultants.publicProjects, { params: { id: consultantId } }],
    error: fixedText(PUBLIC_PROJECTS_LOAD_FAILED),
    land: (projects: PublicProject[], { consultantId }) =>
      a.publicProjectsReceived({ consultantId, projects }),
  }),
];

/** The debounced search, beside the calls (a pause in typing asks the server). */
export const consultantSearchWatcher: Watcher = [takeLatest, a.searchChanged.type, handleSearch];

export function* consultantsSaga(): SagaIterator {
  yield fork(watchAll([...consultantCalls, consultantSearchWatcher]));
}
