import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProjectHistoryDto, ProjectMetricDto, ProjectUpdateDto } from '@shared/contracts/projects';
import { sessionActions } from '@client/features/authentication';
import {
  historyAdapter,
  initialProjectChildren,
  landDetail,
  metricsAdapter,
  projectsAdapter,
  removeChildren,
  replaceOf,
  teamAdapter,
  updatesAdapter,
} from './projectCollections';
import { projectLiveReceived, teamOfChange, type ProjectLiveEvent } from './projectLive';
import {
  initialProjectList,
  splitDetail,
  type AvailableConsultant,
  type Project,
  type ProjectApplicationStatus,
  type ProjectDetail,
  type ProjectListState,
  type ProjectPage,
  type ProjectStatistics,
} from './projectModel';
import { projectsRequested } from './projectsRequested';
import * as paged from '@client/lib/pagedList';

export { projectsAdapter } from './projectCollections';
export { PROJECT_REQUESTS } from './projectsRequested';

export const initialProjectsState = projectsAdapter.getInitialState({
  ...initialProjectChildren(),
  list: initialProjectList,
  selectedId: null as number | null,
  /** The project the last create made, for the view to open it. */
  lastCreatedId: null as number | null,
  statistics: null as ProjectStatistics | null,
  availableConsultants: [] as AvailableConsultant[],
});
export type ProjectsState = typeof initialProjectsState;

type ListQueryChange = Partial<Pick<ProjectListState, 'status' | 'scope' | 'pageSize'>>;

/** The project and everything under it leave the store. */
function forget(state: ProjectsState, id: number): void {
  projectsAdapter.removeOne(state, id);
  removeChildren(state, id);
  paged.dropFromPage(state.list, id);
  if (state.selectedId === id) state.selectedId = null;
  if (state.lastCreatedId === id) state.lastCreatedId = null;
}

/**
 * One write's changes on a project (docs/decisions/036-project-room.md), each landed in its adapter.
 * The fields every reader shares replace ours; what is the reader's own (their permissions, their
 * application) stays as their own read left it. A project this reader has not read is not added:
 * without their permissions it could not be shown.
 */
function landLive(state: ProjectsState, event: ProjectLiveEvent): void {
  const id = event.projectId;
  for (const change of event.changes) {
    switch (change.kind) {
      case 'projectDeleted':
        forget(state, id);
        return;
      case 'project':
        if (state.entities[id]) projectsAdapter.updateOne(state, { id, changes: change.project });
        break;
      case 'team':
        replaceOf(teamAdapter, state.team, id, teamOfChange(id, change));
        break;
      case 'update':
        updatesAdapter.setOne(state.updates, { ...change.update, projectId: id });
        break;
      case 'updateDeleted':
        updatesAdapter.removeOne(state.updates, change.updateId);
        break;
      case 'metric':
        metricsAdapter.setOne(state.metrics, { ...change.metric, projectId: id });
        break;
      case 'metricDeleted':
        metricsAdapter.removeOne(state.metrics, change.metricId);
        break;
      case 'history':
        historyAdapter.setOne(state.history, { ...change.entry, projectId: id });
        break;
      default:
        // Tasks and applications live in their own slices.
        break;
    }
  }
}

const projectsSlice = createSlice({
  name: 'projects',
  initialState: initialProjectsState,
  reducers: {
    /** A page of the list: its rows merged by id, its ids and counts kept. */
    listReceived: paged.pageReceived<ProjectsState, ProjectPage['data'][number]>(projectsAdapter.upsertMany),
    /** Rows read elsewhere (a consultant's projects): merged by id, the list page unchanged. */
    summariesReceived(state, action: PayloadAction<Project[]>) {
      projectsAdapter.upsertMany(state, action.payload);
    },
    /** A detail read or a write's answer: the project merged, its lists replaced. */
    detailReceived(state, action: PayloadAction<ProjectDetail>) {
      const detail = splitDetail(action.payload);
      projectsAdapter.upsertOne(state, detail.project);
      landDetail(state, detail);
    },
    /** The answer of a create: landed like a detail and remembered as the last one created. */
    created(state, action: PayloadAction<ProjectDetail>) {
      const detail = splitDetail(action.payload);
      projectsAdapter.upsertOne(state, detail.project);
      landDetail(state, detail);
      state.lastCreatedId = detail.project.id;
    },
    /** The project and everything under it leave the store. */
    removed(state, action: PayloadAction<number>) {
      forget(state, action.payload);
    },
    updateSaved(state, action: PayloadAction<{ projectId: number; update: ProjectUpdateDto }>) {
      updatesAdapter.setOne(state.updates, { ...action.payload.update, projectId: action.payload.projectId });
    },
    updateRemoved(state, action: PayloadAction<{ projectId: number; updateId: number }>) {
      updatesAdapter.removeOne(state.updates, action.payload.updateId);
    },
    metricSaved(state, action: PayloadAction<{ projectId: number; metric: ProjectMetricDto }>) {
      metricsAdapter.setOne(state.metrics, { ...action.payload.metric, projectId: action.payload.projectId });
    },
    metricRemoved(state, action: PayloadAction<{ projectId: number; metricId: number }>) {
      metricsAdapter.removeOne(state.metrics, action.payload.metricId);
    },
    historyReceived(state, action: PayloadAction<{ projectId: number; entries: ProjectHistoryDto[] }>) {
      const { projectId, entries } = action.payload;
      replaceOf(
        historyAdapter,
        state.history,
        projectId,
        entries.map((h) => ({ ...h, projectId })),
      );
    },
    /** The caller applied to work on the project: it shows their application, and no second one. */
    myApplicationChanged(
      state,
      action: PayloadAction<{ projectId: number; status: ProjectApplicationStatus }>,
    ) {
      const project = state.entities[action.payload.projectId];
      if (!project) return;
      project.myApplicationStatus = action.payload.status;
      project.permissions.apply = false;
    },
    statisticsReceived(state, action: PayloadAction<ProjectStatistics>) {
      state.statistics = action.payload;
    },
    availableConsultantsReceived(state, action: PayloadAction<AvailableConsultant[]>) {
      state.availableConsultants = action.payload;
    },
    /** The project whose page is open (null when none): it is read again after a reconnect. */
    selected(state, action: PayloadAction<number | null>) {
      state.selectedId = action.payload;
    },
    searchChanged: paged.searchChanged,
    listQueryChanged: paged.listQueryChanged<ListQueryChange>(),
    pageChanged: paged.pageChanged,
  },
  extraReducers: (builder) => {
    builder.addCase(projectLiveReceived, (state, action) => landLive(state, action.payload));
    // Another user may sign in next in this browser: their projects are not ours to show.
    builder.addCase(sessionActions.loggedOut, () => initialProjectsState);
    // A new create starts afresh: the view waits for this one's project, not the previous one's.
    builder.addCase(projectsRequested.createRequested, (state) => {
      state.lastCreatedId = null;
    });
  },
});

export const projectsActions = { ...projectsSlice.actions, ...projectsRequested };
export const projectsReducer = projectsSlice.reducer;
export default projectsSlice;
