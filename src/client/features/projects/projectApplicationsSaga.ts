import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { callOn } from '@client/lib/calls';
import { watchAll } from '@client/lib/lazyWatchers';
import { CACHE_KEYS, projectKey, cacheActions } from '@client/features/cache';
import {
  PROJECT_APPLICATION_REQUESTS as R,
  projectApplicationsActions as a,
} from './projectApplicationsSlice';
import type { ProjectApplication } from './projectModel';
import { projectsActions } from './projectsSlice';

const staleProject = (projectId: number) =>
  cacheActions.invalidated([projectKey(projectId), CACHE_KEYS.projects, CACHE_KEYS.projectStats]);

export const projectApplicationCalls = [
  // A double click must not apply twice.
  callOn(a.applyRequested, {
    take: 'leading',
    key: ({ projectId }) => R.apply(projectId),
    call: ({ projectId, message }) => [
      api.projectApplications.apply,
      { params: { id: projectId }, body: message?.trim() ? { message: message.trim() } : {} },
    ],
    error: MSG.projectApplyFailed,
    land: (application: ProjectApplication, { projectId }) => [
      a.saved(application),
      projectsActions.myApplicationChanged({ projectId, status: application.status }),
      staleProject(projectId),
    ],
  }),
  callOn(a.listRequested, {
    key: ({ projectId }) => R.list(projectId),
    call: ({ projectId }) => [api.projectApplications.list, { params: { id: projectId } }],
    error: MSG.projectApplicationsFailed,
    land: (applications: ProjectApplication[], { projectId }) => a.listReceived({ projectId, applications }),
  }),
  // Accepting puts the consultant on the team: the project is read again, past its cache.
  callOn(a.acceptRequested, {
    take: 'every',
    key: ({ id }) => R.decide(id),
    call: ({ id }) => [api.projectApplications.accept, { params: { id } }],
    error: MSG.projectApplicationAcceptFailed,
    land: (application: ProjectApplication) => [
      a.saved(application),
      staleProject(application.projectId),
      projectsActions.detailRequested({ id: application.projectId, force: true }),
    ],
  }),
  callOn(a.rejectRequested, {
    take: 'every',
    key: ({ id }) => R.decide(id),
    call: ({ id }) => [api.projectApplications.reject, { params: { id } }],
    error: MSG.projectApplicationRejectFailed,
    // The statistics count pending applications.
    land: (application: ProjectApplication) => [
      a.saved(application),
      cacheActions.invalidated([CACHE_KEYS.projectStats]),
    ],
  }),
];

export const projectApplicationsSaga = watchAll(projectApplicationCalls);
