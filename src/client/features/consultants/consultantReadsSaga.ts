import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { MyConsultant } from '@shared/contracts/consultants';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { watchAll, type Watcher } from '@client/lib/lazyWatchers';
import { request } from '@client/lib/request';
import { selectUser } from '@client/features/authentication/sessionSelectors';
import { sessionActions, type SessionUser } from '@client/features/authentication/sessionSlice';
import type { Project } from '@client/features/projects/projectModel';
import { projectsActions } from '@client/features/projects/projectsSlice';
import { CONSULTANT_CALL, consultantErrorText, sessionEndOn401 } from './consultantErrors';
import type { Consultant } from './consultantModel';
import { CONSULTANT_REQUESTS as R, consultantsActions as a } from './consultantsSlice';

// Reads beyond the public pages. Like every consultant read they swallow their errors
// (docs/requirements.md#errors-consultants): the store keeps what it had, and the request keeps the
// text for a retry.

const listAll = () => api.consultants.list({ query: { all: true } }, CONSULTANT_CALL);

/** The management list (not cached: the `consultants` entry is the public list). */
export function* handleAll(): SagaIterator {
  yield* request({
    key: R.all,
    call: [listAll],
    error: consultantErrorText(MSG.consultantsLoad),
    onSuccess: function* (consultants: Consultant[]) {
      yield put(a.allReceived(consultants));
    },
    onFailure: sessionEndOn401,
  });
}

/** The signed-in user's own consultant row in any state, or null; a superseded read is aborted. */
function* readMine(): SagaIterator<Consultant | null> {
  const controller = new AbortController();
  try {
    const answer: MyConsultant = yield call(api.consultants.mine, undefined, { signal: controller.signal });
    return answer.consultant;
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

/**
 * None is an answer too: a user who never applied has no consultant profile, which the server says
 * with null rather than a 404 (docs/requirements.md#consultants). A failed read keeps the text of
 * docs/requirements.md#errors-content for the page's retry.
 */
export function* handleMine(): SagaIterator {
  const user: SessionUser | null = yield select(selectUser);
  if (!user) {
    yield put(a.myProfileReceived(null));
    return;
  }
  yield* request({
    key: R.mine,
    call: [readMine],
    error: MSG.myConsultantLoad,
    onSuccess: function* (consultant: Consultant | null) {
      yield put(a.myProfileReceived(consultant));
      // An approved consultant's session learns its consultant id (docs/requirements.md#session).
      if (consultant?.applicationStatus === 'Approved' && user.consultantId == null) {
        yield put(sessionActions.userEnriched({ consultantId: consultant.id }));
      }
    },
    onFailure: function* () {
      yield put(a.myProfileReceived(null));
    },
  });
}

/** A consultant's projects: the rows land in the projects slice, the ids here. */
export function* handleProjects(action: ReturnType<typeof a.projectsRequested>): SagaIterator {
  const { consultantId } = action.payload;
  yield* request({
    key: R.projects(consultantId),
    call: [api.consultants.projects, { params: { id: consultantId } }, CONSULTANT_CALL],
    error: consultantErrorText(MSG.consultantProjectsLoadFailed),
    onSuccess: function* (projects: Project[]) {
      yield put(projectsActions.summariesReceived(projects));
      yield put(a.consultantProjectsReceived({ consultantId, projectIds: projects.map((p) => p.id) }));
    },
    onFailure: sessionEndOn401,
  });
}

export const consultantReadsWatchers: readonly Watcher[] = [
  [takeLatest, a.allRequested.type, handleAll],
  [takeLatest, a.myProfileRequested.type, handleMine],
  [takeEvery, a.projectsRequested.type, handleProjects],
];

export const consultantReadsSaga = watchAll(consultantReadsWatchers);
