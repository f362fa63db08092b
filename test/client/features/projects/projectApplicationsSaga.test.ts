import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import {
  selectProjectApplicationDecision,
  selectProjectApplications,
  selectProjectApplyRequest,
} from '@client/features/projects/projectDetailSelectors';
import { projectApplicationCalls } from '@client/features/projects/projectApplicationsSaga';
import { projectApplicationsActions as a } from '@client/features/projects/projectApplicationsSlice';
import { selectProjectById } from '@client/features/projects/projectsSelectors';
import { projectsActions } from '@client/features/projects/projectsSlice';
import { serveAction } from '@client/lib/calls';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { makeApplication, makeProject } from './fixtures';

const context = contextProvider(makeTestContext());
const TWICE = 'You have already applied to this project.';
const NOT_PENDING = 'Only a pending application can be accepted or rejected.';
const init = (): RootState => rootReducer(undefined, { type: '@@init' });

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const serve = (routes: Record<string, FakeReply>) => (fake = serveRoutes(routes));
/** One action served by the applications' call table, from start to end. */
const run = (action: UnknownAction, state = init()) =>
  expectSaga(serveAction, projectApplicationCalls, action).withReducer(rootReducer, state).provide([context]);

describe('project applications', () => {
  it('applies with a trimmed message; the project shows the application', async () => {
    serve({ 'POST /projects/3/applications': { status: 201, data: makeApplication(8, { projectId: 3 }) } });
    const open = makeProject(3, {
      permissions: { manage: false, contribute: false, deleteTasks: false, apply: true },
    });
    const { storeState } = await run(
      a.applyRequested({ projectId: 3, message: '  I know SAP.  ' }),
      rootReducer(init(), projectsActions.summariesReceived([open])),
    )
      .put(cacheActions.invalidated(['project:3', 'projects', 'projectStats']))
      .run();
    expect(JSON.parse(String(fake?.calls[0].data))).toEqual({ message: 'I know SAP.' });
    expect(selectProjectById(storeState, 3)).toMatchObject({ myApplicationStatus: 'Pending' });
    expect(selectProjectApplyRequest(storeState, 3).status).toBe('succeeded');
  });

  it('fails an application with the server’s text, else its own', async () => {
    serve({
      'POST /projects/3/applications': { status: 409, data: { message: TWICE } },
      'POST /projects/4/applications': { status: 500 },
    });
    const twice = await run(a.applyRequested({ projectId: 3 })).run();
    expect(JSON.parse(String(fake?.calls[0].data))).toEqual({});
    expect(selectProjectApplyRequest(twice.storeState, 3)).toMatchObject({
      status: 'failed',
      error: TWICE,
    });
    const broken = await run(a.applyRequested({ projectId: 4 })).run();
    expect(selectProjectApplyRequest(broken.storeState, 4).error).toBe('Failed to apply to project');
  });

  it('lists a project’s applications', async () => {
    serve({
      'GET /projects/3/applications': {
        status: 200,
        data: [makeApplication(2, { projectId: 3 }), makeApplication(1, { projectId: 3 })],
      },
    });
    const { storeState } = await run(a.listRequested({ projectId: 3 })).run();
    expect(selectProjectApplications(storeState, 3).map((x) => x.id)).toEqual([2, 1]);
  });

  it('accepts: the row changes and the project is read again past its cache', async () => {
    serve({
      'POST /projects/applications/2/accept': {
        status: 200,
        data: makeApplication(2, { projectId: 3, status: 'Accepted' }),
      },
    });
    const state = rootReducer(
      init(),
      a.listReceived({ projectId: 3, applications: [makeApplication(2, { projectId: 3 })] }),
    );
    const { storeState } = await run(a.acceptRequested({ id: 2 }), state)
      .put(cacheActions.invalidated(['project:3', 'projects', 'projectStats']))
      .put(projectsActions.detailRequested({ id: 3, force: true }))
      .run();
    expect(storeState.projectApplications.entities[2]?.status).toBe('Accepted');
    expect(selectProjectApplicationDecision(storeState, 2).status).toBe('succeeded');
  });

  it('rejects, and reports a failed decision on that application', async () => {
    serve({
      'POST /projects/applications/2/reject': {
        status: 200,
        data: makeApplication(2, { projectId: 3, status: 'Rejected' }),
      },
      'POST /projects/applications/5/reject': { status: 409, data: { message: NOT_PENDING } },
    });
    const done = await run(a.rejectRequested({ id: 2 }))
      .not.put(projectsActions.detailRequested({ id: 3, force: true }))
      .run();
    expect(done.storeState.projectApplications.entities[2]?.status).toBe('Rejected');
    const refused = await run(a.rejectRequested({ id: 5 })).run();
    expect(selectProjectApplicationDecision(refused.storeState, 5)).toMatchObject({
      status: 'failed',
      error: NOT_PENDING,
      httpStatus: 409,
    });
  });
});
