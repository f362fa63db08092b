import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import type { CallSpec } from '@client/lib/request';
import { invalidateCache } from '@client/features/cache/cacheEffects';
import { CACHE_KEYS, projectKey } from '@client/features/cache/cacheModel';
import {
  assignConsultant,
  assignConsultants,
  fetchAvailableConsultants,
  setProjectLeader,
  unassignConsultant,
  type CallResult,
} from './projectCalls';
import type { AvailableConsultant, ProjectDetail } from './projectModel';
import { PROJECT_REQUESTS as R, projectsActions as a } from './projectsSlice';
import { resultRequest } from './resultRequest';

// The team of a project (docs/requirements.md#projects): every change answers the whole project, which
// replaces the team the store holds, leader flag included. The id conversions of
// docs/requirements.md#ids happen in projectCalls.ts (consultantAssignment.ts).

function* teamChange(projectId: number, spec: CallSpec<CallResult<ProjectDetail>>): SagaIterator {
  yield* resultRequest({
    key: R.team(projectId),
    call: spec,
    onSuccess: function* (detail: ProjectDetail) {
      yield put(a.detailReceived(detail));
      // The list shows team size and leader.
      yield call(invalidateCache, projectKey(projectId), CACHE_KEYS.projects);
    },
  });
}

export function* handleAssign(action: ReturnType<typeof a.assignRequested>): SagaIterator {
  const { projectId, consultantId, isLeader = false } = action.payload;
  yield call(teamChange, projectId, [assignConsultant, projectId, consultantId, isLeader]);
}

export function* handleLeader(action: ReturnType<typeof a.leaderRequested>): SagaIterator {
  const { projectId, consultantId, isLeader } = action.payload;
  yield call(teamChange, projectId, [setProjectLeader, projectId, consultantId, isLeader]);
}

export function* handleTeam(action: ReturnType<typeof a.teamRequested>): SagaIterator {
  const { projectId, consultantIds, leaderConsultantId = null } = action.payload;
  yield call(teamChange, projectId, [assignConsultants, projectId, consultantIds, leaderConsultantId]);
}

export function* handleUnassign(action: ReturnType<typeof a.unassignRequested>): SagaIterator {
  const { projectId, consultantId } = action.payload;
  yield call(teamChange, projectId, [unassignConsultant, projectId, consultantId]);
}

/**
 * The staffing dialog's list. A failed call shows the server's text, else the one of
 * docs/requirements.md#errors-content, like the dialog's team write; an unreadable answer still lands
 * its empty list, beside its own text.
 */
export function* handleAvailableConsultants(
  action: ReturnType<typeof a.availableConsultantsRequested>,
): SagaIterator {
  const { projectId, search } = action.payload ?? {};
  const text = search?.trim();
  const query = { ...(projectId != null ? { projectId } : {}), ...(text ? { search: text } : {}) };
  yield* resultRequest({
    key: R.availableConsultants,
    call: [fetchAvailableConsultants, query, MSG.availableConsultantsFetchFailed],
    onSuccess: function* (list: AvailableConsultant[]) {
      yield put(a.availableConsultantsReceived(list));
    },
    onFailure: function* (result: CallResult<AvailableConsultant[]>) {
      yield put(a.availableConsultantsReceived(result.data ?? []));
    },
  });
}

export function* projectTeamSaga(): SagaIterator {
  yield takeEvery(a.assignRequested.type, handleAssign);
  yield takeEvery(a.leaderRequested.type, handleLeader);
  yield takeEvery(a.teamRequested.type, handleTeam);
  yield takeEvery(a.unassignRequested.type, handleUnassign);
  yield takeLatest(a.availableConsultantsRequested.type, handleAvailableConsultants);
}
