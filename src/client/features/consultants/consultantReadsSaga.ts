import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, select, takeLatest } from 'redux-saga/effects';
import type { MyConsultant } from '@shared/contracts/consultants';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { callOn, callWorker } from '@client/lib/calls';
import type { Watcher } from '@client/lib/lazyWatchers';
import { selectUser, sessionActions, type SessionUser } from '@client/features/authentication';
import { type Project, projectsActions } from '@client/features/projects';
import { CONSULTANT_CALL } from './consultantErrors';
import type { Consultant } from './consultantModel';
import { CONSULTANT_REQUESTS as R, consultantsActions as a } from './consultantsSlice';
import { consultantCall } from './consultantWritesSaga';

// Reads beyond the public pages. Like every consultant read they swallow their errors
// (docs/requirements.md#errors-consultants): the store keeps what it had, and the request keeps the
// text for a retry.

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
const readMineOf = (user: SessionUser) =>
  callWorker({
    key: R.mine,
    call: () => [readMine],
    error: MSG.myConsultantLoad,
    land: (consultant: Consultant | null) => [
      a.myProfileReceived(consultant),
      // An approved consultant's session learns its consultant id (docs/requirements.md#session).
      ...(consultant?.applicationStatus === 'Approved' && user.consultantId == null
        ? [sessionActions.userEnriched({ consultantId: consultant.id })]
        : []),
    ],
    failed: function* () {
      yield put(a.myProfileReceived(null));
    },
  });

/** Nobody signed in has no consultant profile, and nothing is asked. */
function* handleMine(action: ReturnType<typeof a.myProfileRequested>): SagaIterator {
  const user: SessionUser | null = yield select(selectUser);
  if (user) yield* readMineOf(user)(action);
  else yield put(a.myProfileReceived(null));
}

export const consultantReadsWatchers: readonly Watcher[] = [
  // The management list (not cached: the `consultants` entry is the public list).
  callOn(a.allRequested, {
    ...consultantCall(MSG.consultantsLoad),
    take: 'latest',
    key: R.all,
    call: () => [api.consultants.list, { query: { all: true } }, CONSULTANT_CALL],
    land: (consultants: Consultant[]) => a.allReceived(consultants),
  }),
  [takeLatest, a.myProfileRequested.type, handleMine],
  // A consultant's projects: the rows land in the projects slice, the ids here.
  callOn(a.projectsRequested, {
    ...consultantCall(MSG.consultantProjectsLoadFailed),
    key: ({ consultantId }) => R.projects(consultantId),
    call: ({ consultantId }) => [api.consultants.projects, { params: { id: consultantId } }, CONSULTANT_CALL],
    land: (projects: Project[], { consultantId }) => [
      projectsActions.summariesReceived(projects),
      a.consultantProjectsReceived({ consultantId, projectIds: projects.map((p) => p.id) }),
    ],
  }),
];
