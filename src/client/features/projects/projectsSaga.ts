import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { RequestState } from '@client/lib/requestState';
import { selectRequest } from '@client/lib/requests';
import { invalidateCache } from '@client/features/cache/cacheEffects';
import { CACHE_KEYS, projectKey } from '@client/features/cache/cacheModel';
import {
  createProject,
  deleteProject,
  fetchProject,
  fetchProjects,
  fetchProjectStatistics,
  isCurrencyValid,
  refused,
  updateProject,
  type CallResult,
} from './projectCalls';
import {
  isCachedListQuery,
  projectListQuery,
  type ProjectChanges,
  type ProjectCreate,
  type ProjectDetail,
  type ProjectListState,
  type ProjectPage,
  type ProjectStatistics,
} from './projectModel';
import { projectProgressSaga } from './projectProgressSaga';
import { selectProjectList } from './projectsSelectors';
import { PROJECT_REQUESTS as R, projectsActions as a } from './projectsSlice';
import { projectTeamSaga } from './projectTeamSaga';
import { cachedResult, resultRequest } from './resultRequest';

export function* handleList(action: ReturnType<typeof a.listRequested>): SagaIterator {
  const list: ProjectListState = yield select(selectProjectList);
  const query = projectListQuery(list);
  const force = action.payload?.force ?? false;
  yield* resultRequest({
    key: R.list,
    call: isCachedListQuery(query)
      ? [cachedResult, CACHE_KEYS.projects, () => fetchProjects(query), force]
      : [fetchProjects, query],
    onSuccess: function* (page: ProjectPage) {
      yield put(a.listReceived(page));
    },
  });
}

/** A filter or page reloads at once; typing waits for a pause (takeLatest cancels the wait). */
export function* handleQueryChange(action: { type: string }): SagaIterator {
  if (a.searchChanged.match(action)) yield delay(SEARCH_DEBOUNCE_MS);
  yield put(a.listRequested());
}

export function* handleStatistics(action: ReturnType<typeof a.statisticsRequested>): SagaIterator {
  yield* resultRequest({
    key: R.statistics,
    call: [cachedResult, CACHE_KEYS.projectStats, fetchProjectStatistics, action.payload?.force ?? false],
    onSuccess: function* (stats: ProjectStatistics) {
      yield put(a.statisticsReceived(stats));
    },
  });
}

export function* handleDetail(action: ReturnType<typeof a.detailRequested>): SagaIterator {
  const { id, force = false } = action.payload;
  yield* resultRequest({
    key: R.detail(id),
    call: [cachedResult, projectKey(id), () => fetchProject(id), force],
    onSuccess: function* (detail: ProjectDetail) {
      yield put(a.detailReceived(detail));
    },
  });
}

/**
 * An invalid currency code fails the write without asking the server to store it (the check itself
 * asks GET /currency/validate/{code}); no code at all is the server's default.
 */
export function* currencyRefusal(code: string | undefined): SagaIterator<CallResult<never> | null> {
  const text = code?.trim();
  if (!text) return null;
  const valid: boolean = yield call(isCurrencyValid, text);
  return valid ? null : refused<never>(MSG.currencyInvalid, null, 'currency');
}

export function* createFlow(body: ProjectCreate): SagaIterator<CallResult<ProjectDetail>> {
  const refusal: CallResult<never> | null = yield call(currencyRefusal, body.currency);
  if (refusal) return refusal;
  return (yield call(createProject, body)) as CallResult<ProjectDetail>;
}

export function* updateFlow(id: number, changes: ProjectChanges): SagaIterator<CallResult<ProjectDetail>> {
  const refusal: CallResult<never> | null = yield call(currencyRefusal, changes.currency);
  if (refusal) return refusal;
  return (yield call(updateProject, id, changes)) as CallResult<ProjectDetail>;
}

/** A loaded list shows the new project only once the server has placed it on a page. */
function* reloadListIfLoaded(): SagaIterator {
  const list: RequestState = yield select(selectRequest, R.list);
  if (list.status !== 'idle') yield put(a.listRequested());
}

export function* handleCreate(action: ReturnType<typeof a.createRequested>): SagaIterator {
  const result: CallResult<ProjectDetail> = yield* resultRequest({
    key: R.create,
    call: [createFlow, action.payload],
    onSuccess: function* (detail: ProjectDetail) {
      yield put(a.created(detail));
      yield call(invalidateCache, CACHE_KEYS.projects, CACHE_KEYS.projectStats);
    },
  });
  if (!result.error) yield call(reloadListIfLoaded);
}

export function* handleUpdate(action: ReturnType<typeof a.updateRequested>): SagaIterator {
  const { id, changes } = action.payload;
  yield* resultRequest({
    key: R.update(id),
    call: [updateFlow, id, changes],
    onSuccess: function* (detail: ProjectDetail) {
      yield put(a.detailReceived(detail));
      yield call(invalidateCache, projectKey(id), CACHE_KEYS.projects, CACHE_KEYS.projectStats);
    },
  });
}

export function* handleRemove(action: ReturnType<typeof a.removeRequested>): SagaIterator {
  const { id } = action.payload;
  const result: CallResult<null> = yield* resultRequest({
    key: R.remove(id),
    call: [deleteProject, id],
    onSuccess: function* () {
      yield put(a.removed(id));
      yield call(invalidateCache, projectKey(id), CACHE_KEYS.projects, CACHE_KEYS.projectStats);
    },
  });
  // The page lost a row; the next one's first row moves up.
  if (!result.error) yield call(reloadListIfLoaded);
}

export function* projectsSaga(): SagaIterator {
  yield takeLatest(a.listRequested.type, handleList);
  yield takeLatest([a.searchChanged.type, a.listQueryChanged.type, a.pageChanged.type], handleQueryChange);
  yield takeLatest(a.statisticsRequested.type, handleStatistics);
  yield takeEvery(a.detailRequested.type, handleDetail);
  // A double click must not create the project twice.
  yield takeLeading(a.createRequested.type, handleCreate);
  yield takeEvery(a.updateRequested.type, handleUpdate);
  yield takeEvery(a.removeRequested.type, handleRemove);
  yield fork(projectTeamSaga);
  yield fork(projectProgressSaga);
}
