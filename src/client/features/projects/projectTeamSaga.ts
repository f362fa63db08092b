import { put } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { callOn } from '@client/lib/calls';
import { watchAll } from '@client/lib/lazyWatchers';
import { CACHE_KEYS, projectKey, cacheActions } from '@client/features/cache';
import { assignConsultantsBody } from './consultantAssignment';
import {
  addConsultant,
  availableConsultantsText,
  listAvailableConsultants,
  setLeader,
} from './projectCallFns';
import type { AvailableConsultant, ProjectDetail } from './projectModel';
import { PROJECT_REQUESTS as R, projectsActions as a } from './projectsSlice';

// The team of a project (docs/requirements.md#projects): every change answers the whole project, which
// replaces the team the store holds, leader flag included. The id conversions of
// docs/requirements.md#ids happen in consultantAssignment.ts.

/** A team change: one request key per project; the list shows team size and leader. */
const teamChange = (fallback: string) =>
  ({
    take: 'every',
    error: fallback,
    land: (detail: ProjectDetail, { projectId }: { projectId: number }) => [
      a.detailReceived(detail),
      cacheActions.invalidated([projectKey(projectId), CACHE_KEYS.projects]),
    ],
  }) as const;

const teamKey = ({ projectId }: { projectId: number }) => R.team(projectId);

export const projectTeamCalls = [
  callOn(a.assignRequested, {
    ...teamChange(MSG.projectAssignFailed),
    key: teamKey,
    call: ({ projectId, consultantId, isLeader = false }) => [
      addConsultant,
      projectId,
      consultantId,
      isLeader,
    ],
  }),
  // Its text is the assignment's of docs/requirements.md#errors-content, not the project default above.
  callOn(a.leaderRequested, {
    ...teamChange(MSG.consultantAssignFailed),
    key: teamKey,
    call: ({ projectId, consultantId, isLeader }) => [setLeader, projectId, consultantId, isLeader],
  }),
  callOn(a.teamRequested, {
    ...teamChange(MSG.projectAssignManyFailed),
    key: teamKey,
    call: ({ projectId, consultantIds, leaderConsultantId = null }) => [
      api.projects.assignConsultants,
      { params: { id: projectId }, body: assignConsultantsBody(consultantIds, leaderConsultantId) },
    ],
  }),
  callOn(a.unassignRequested, {
    ...teamChange(MSG.projectUnassignFailed),
    key: teamKey,
    call: ({ projectId, consultantId }) => [
      api.projects.unassignConsultant,
      { params: { id: projectId, consultantId } },
    ],
  }),
  // The staffing dialog's list, with its text (docs/requirements.md#errors-content) like the dialog's
  // team write; a failure, an unreadable answer included, still lands an empty list beside its text.
  callOn(a.availableConsultantsRequested, {
    key: R.availableConsultants,
    call: (p) => {
      const { projectId, search } = p ?? {};
      const text = search?.trim();
      return [
        listAvailableConsultants,
        { ...(projectId != null ? { projectId } : {}), ...(text ? { search: text } : {}) },
      ];
    },
    error: availableConsultantsText(MSG.availableConsultantsFetchFailed),
    land: (list: AvailableConsultant[]) => a.availableConsultantsReceived(list),
    failed: function* () {
      yield put(a.availableConsultantsReceived([]));
    },
  }),
];

export const projectTeamSaga = watchAll(projectTeamCalls);
