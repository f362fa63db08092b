import type { ProjectHistoryDto, ProjectMetricDto, ProjectUpdateDto } from '@shared/contracts/projects';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { callOn } from '@client/lib/calls';
import { watchAll } from '@client/lib/lazyWatchers';
import { projectKey, cacheActions } from '@client/features/cache';
import { PROJECT_REQUESTS as R, projectsActions as a } from './projectsSlice';

// A project's updates, metrics and history. Each write answers only its own row; the history entry the
// server wrote with it comes with the write's live event (projectLive.ts), and the cached detail is
// dropped.

type OfProject = { projectId: number };

const write = (fallback: string) => ({ take: 'every', error: fallback }) as const;
const updatesKey = ({ projectId }: OfProject) => R.updates(projectId);
const metricsKey = ({ projectId }: OfProject) => R.metrics(projectId);
const stale = (projectId: number) => cacheActions.invalidated([projectKey(projectId)]);

const updateSaved = (update: ProjectUpdateDto, { projectId }: OfProject) => [
  a.updateSaved({ projectId, update }),
  stale(projectId),
];

const metricSaved = (metric: ProjectMetricDto, { projectId }: OfProject) => [
  a.metricSaved({ projectId, metric }),
  stale(projectId),
];

export const projectProgressCalls = [
  callOn(a.updateAddRequested, {
    ...write(MSG.projectUpdateAddFailed),
    key: updatesKey,
    call: ({ projectId, input }) => [api.projects.addUpdate, { params: { id: projectId }, body: input }],
    land: updateSaved,
  }),
  callOn(a.updateEditRequested, {
    ...write(MSG.projectUpdateEditFailed),
    key: updatesKey,
    call: ({ projectId, updateId, input }) => [
      api.projects.editUpdate,
      { params: { id: projectId, updateId }, body: input },
    ],
    land: updateSaved,
  }),
  callOn(a.updateRemoveRequested, {
    ...write(MSG.projectUpdateDeleteFailed),
    key: updatesKey,
    call: ({ projectId, updateId }) => [api.projects.removeUpdate, { params: { id: projectId, updateId } }],
    land: (_, { projectId, updateId }) => [a.updateRemoved({ projectId, updateId }), stale(projectId)],
  }),
  callOn(a.metricAddRequested, {
    ...write(MSG.projectMetricsAddFailed),
    key: metricsKey,
    call: ({ projectId, input }) => [api.projects.addMetric, { params: { id: projectId }, body: input }],
    land: metricSaved,
  }),
  callOn(a.metricEditRequested, {
    ...write(MSG.projectMetricEditFailed),
    key: metricsKey,
    call: ({ projectId, metricId, input }) => [
      api.projects.editMetric,
      { params: { id: projectId, metricId }, body: input },
    ],
    land: metricSaved,
  }),
  callOn(a.metricRemoveRequested, {
    ...write(MSG.projectMetricDeleteFailed),
    key: metricsKey,
    call: ({ projectId, metricId }) => [api.projects.removeMetric, { params: { id: projectId, metricId } }],
    land: (_, { projectId, metricId }) => [a.metricRemoved({ projectId, metricId }), stale(projectId)],
  }),
  callOn(a.historyRequested, {
    key: ({ projectId }) => R.history(projectId),
    call: ({ projectId }) => [api.projects.history, { params: { id: projectId } }],
    error: MSG.projectHistoryFailed,
    land: (entries: ProjectHistoryDto[], { projectId }) => a.historyReceived({ projectId, entries }),
  }),
];

export const projectProgressSaga = watchAll(projectProgressCalls);
