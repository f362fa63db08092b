import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, takeLatest } from 'redux-saga/effects';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { errorText } from '@client/api/client';
import { callOn } from '@client/lib/calls';
import type { CallSpec } from '@client/lib/request';
import { watchAll } from '@client/lib/lazyWatchers';
import type { RequestState } from '@client/lib/requestState';
import { selectRequest } from '@client/lib/requests';
import { cachedCall, CACHE_KEYS, projectKey, cacheActions } from '@client/features/cache';
import { currencyChecked, listProjects, projectErrorText, projectFetchText } from './projectCallFns';
import {
  isCachedListQuery,
  projectListQuery,
  type ProjectDetail,
  type ProjectListState,
  type ProjectPage,
  type ProjectStatistics,
} from './projectModel';
import { projectProgressSaga } from './projectProgressSaga';
import { selectProjectList } from './projectsSelectors';
import { PROJECT_REQUESTS as R, projectsActions as a } from './projectsSlice';
import { projectTeamSaga } from './projectTeamSaga';

/** The list as the query in the store asks for it; only the unfiltered first page is cached. */
function* listAsQueried(force: boolean): SagaIterator<ProjectPage> {
  const query = projectListQuery((yield select(selectProjectList)) as ProjectListState);
  if (!isCachedListQuery(query)) return (yield call(listProjects, query)) as ProjectPage;
  return (yield call(cachedCall, CACHE_KEYS.projects, () => listProjects(query), { force })) as ProjectPage;
}

/** A filter or page reloads at once; typing waits for a pause (takeLatest cancels the wait). */
function* handleQueryChange(action: { type: string }): SagaIterator {
  if (a.searchChanged.match(action)) yield delay(SEARCH_DEBOUNCE_MS);
  yield put(a.listRequested());
}

/** A loaded list shows a new project, or the next page's first row, only once the server has placed it. */
function* reloadListIfLoaded(): SagaIterator {
  const list: RequestState = yield select(selectRequest, R.list);
  if (list.status !== 'idle') yield put(a.listRequested());
}

/** A write made the project's detail, the list and the statistics stale. */
const staleEverywhere = (id: number) =>
  cacheActions.invalidated([projectKey(id), CACHE_KEYS.projects, CACHE_KEYS.projectStats]);

// The project calls. docs/requirements.md#projects has them answer `{data, error}` instead of throwing:
// `request`, which carries out every entry below, never throws; it answers its outcome (the data, or
// the error and its text) and leaves a failure in the request state (text, status, code, field errors).
export const projectCalls = [
  callOn(a.listRequested, {
    key: R.list,
    call: (p) => [listAsQueried, p?.force ?? false],
    error: MSG.projectsFetchFailed,
    land: (page: ProjectPage) => a.listReceived(page),
  }),
  callOn(a.statisticsRequested, {
    key: R.statistics,
    call: (p): CallSpec<ProjectStatistics> => [
      cachedCall,
      CACHE_KEYS.projectStats,
      () => api.projects.statistics(),
      { force: p?.force ?? false },
    ],
    error: MSG.projectStatisticsFailed,
    land: (stats: ProjectStatistics) => a.statisticsReceived(stats),
  }),
  callOn(a.detailRequested, {
    take: 'every',
    key: ({ id }) => R.detail(id),
    call: ({ id, force = false }): CallSpec<ProjectDetail> => [
      cachedCall,
      projectKey(id),
      () => api.projects.get({ params: { id } }),
      { force },
    ],
    error: (e, { id }) => errorText(e, projectFetchText(id)),
    land: (detail: ProjectDetail) => a.detailReceived(detail),
  }),
  // A double click must not create the project twice.
  callOn(a.createRequested, {
    take: 'leading',
    key: R.create,
    call: (body): CallSpec<ProjectDetail> => [currencyChecked, body.currency, api.projects.create, { body }],
    error: projectErrorText(MSG.projectCreateFailed, { permissionText: true }),
    land: (detail: ProjectDetail) => [
      a.created(detail),
      cacheActions.invalidated([CACHE_KEYS.projects, CACHE_KEYS.projectStats]),
    ],
    then: reloadListIfLoaded,
  }),
  callOn(a.updateRequested, {
    take: 'every',
    key: ({ id }) => R.update(id),
    call: ({ id, changes }): CallSpec<ProjectDetail> => [
      currencyChecked,
      changes.currency,
      api.projects.update,
      { params: { id }, body: changes },
    ],
    error: projectErrorText(MSG.projectUpdateFailed, { permissionText: true }),
    land: (detail: ProjectDetail, { id }) => [a.detailReceived(detail), staleEverywhere(id)],
  }),
  callOn(a.removeRequested, {
    take: 'every',
    key: ({ id }) => R.remove(id),
    call: ({ id }) => [api.projects.remove, { params: { id } }],
    error: MSG.projectDeleteFailed,
    land: (_, { id }) => [a.removed(id), staleEverywhere(id)],
    // The page lost a row; the next one's first row moves up.
    then: reloadListIfLoaded,
  }),
];

export function* projectsSaga(): SagaIterator {
  yield fork(watchAll(projectCalls));
  yield takeLatest([a.searchChanged.type, a.listQueryChanged.type, a.pageChanged.type], handleQueryChange);
  yield fork(projectTeamSaga);
  yield fork(projectProgressSaga);
}
