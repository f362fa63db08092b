import { findNonSerializableValue } from '@reduxjs/toolkit';
import { buffers, channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { PutEffect } from 'redux-saga/effects';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import type { UploadEvent } from '@client/api/uploadChannel';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import { cacheActions } from '@client/features/cache/cacheSlice';
import {
  applicationFormData,
  applicationUploadChannel,
  consultantApplicationsWatchers,
} from '@client/features/consultants/consultantApplicationsSaga';
import {
  selectApplicationsQueue,
  selectApplyProgress,
  selectApplyRequest,
  selectConsultantProjects,
  selectCvDownloadRequest,
  selectMyConsultant,
  selectMyConsultantRequest,
  selectReviewRequest,
} from '@client/features/consultants/consultantAdminSelectors';
import { consultantReadsWatchers } from '@client/features/consultants/consultantReadsSaga';
import {
  selectConsultantIds,
  selectConsultantsLoading,
} from '@client/features/consultants/consultantsSelectors';
import { consultantsActions as a } from '@client/features/consultants/consultantsSlice';
import { cvFileName } from '@client/features/consultants/cvDownload';
import { saveFile } from '@client/lib/download';
import { serveAction } from '@client/lib/calls';
import { registerFile } from '@client/lib/fileRegistry';
import { requestsActions } from '@client/lib/requests';
import { MSG } from '@shared/messages';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { makeUser, sessionState } from '@test/client/renderWithProviders';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { makeProject } from '../projects/fixtures';
import { makeConsultant } from './fixtures';

const context = contextProvider(makeTestContext());
const signedIn = (roleId: number, extra: Record<string, unknown> = {}): RootState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: sessionState(makeUser({ id: 7, roleId: roleId as 1, ...extra })),
});

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const serve = (routes: Record<string, FakeReply>) => (fake = serveRoutes(routes));
/** One action served by the consultants' signed-in calls (reads and applications), from start to end. */
const table = [...consultantReadsWatchers, ...consultantApplicationsWatchers];
const run = (action: { type: string }, state = signedIn(1)) =>
  expectSaga(serveAction, table, action).withReducer(rootReducer, state).provide([context]);
const putsOf = (effects: { put?: PutEffect[] }) => (effects.put ?? []).map((e) => e.payload.action);

function scripted(events: UploadEvent[]) {
  const chan = channel<UploadEvent>(buffers.expanding());
  events.forEach((e) => chan.put(e));
  chan.close();
  return chan;
}

const form = { specialization: 'ERP', bio: 'SAP for 8 years', yearsOfExperience: 8, expertise: 'SAP, BI' };
const cv = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
const pending = makeConsultant({
  id: 20,
  userId: 7,
  applicationStatus: 'Pending',
  isActive: false,
  email: 'ada@example.com',
  hasCv: true,
  appliedAt: '2025-01-10T00:00:00.000Z',
});

describe('applying to become a consultant', () => {
  it('sends the form fields given and the CV as multipart form data', () => {
    const data = applicationFormData(cv(), {
      specialization: 'ERP',
      yearsOfExperience: 0,
      linkedInUrl: undefined,
    });
    expect([...data.keys()]).toEqual(['specialization', 'yearsOfExperience', 'cv']);
    expect(data.get('yearsOfExperience')).toBe('0');
    expect((data.get('cv') as File).name).toBe('cv.pdf');
  });

  it('posts the form through the upload channel', async () => {
    serve({ 'POST /consultants/apply': { status: 201, data: pending } });
    const chan = applicationUploadChannel(cv(), form);
    const next = () => new Promise<UploadEvent>((resolve) => chan.take((e) => resolve(e as UploadEvent)));
    let event = await next();
    while (event.type === 'progress') event = await next();
    expect(event).toEqual({ type: 'done', body: pending });
    expect(fake?.calls[0].data).toBeInstanceOf(FormData);
    expect((fake?.calls[0].data as FormData).get('expertise')).toBe('SAP, BI');
  });

  it('reports progress, keeps the application as the user’s own profile, and no file enters an action', async () => {
    const fileId = registerFile(cv());
    const { storeState, effects } = await run(a.applyRequested({ fileId, form }), signedIn(3))
      .provide([
        [
          matchers.call.fn(applicationUploadChannel),
          scripted([
            { type: 'progress', percent: 30 },
            { type: 'progress', percent: 100 },
            { type: 'done', body: pending },
          ]),
        ],
        context,
      ])
      .put(a.applyProgressed({ percent: 30 }))
      .put(cacheActions.invalidated(['consultants', 'consultant:20']))
      .run();
    expect(selectMyConsultant(storeState)).toMatchObject({ id: 20, applicationStatus: 'Pending' });
    expect(selectApplyRequest(storeState).status).toBe('succeeded');
    expect(selectApplyProgress(storeState)).toBeNull();
    expect(putsOf(effects).filter((x) => findNonSerializableValue(x) !== false)).toEqual([]);
  });

  it('shows the progress only while the application is being sent', () => {
    let state = rootReducer(signedIn(3), a.applyRequested({ fileId: 'x', form }));
    state = rootReducer(state, requestsActions.started({ key: 'consultants/apply' }));
    expect(selectApplyProgress(state)).toBe(0);
    expect(selectConsultantsLoading(state)).toBe(true);
    state = rootReducer(state, a.applyProgressed({ percent: 55 }));
    expect(selectApplyProgress(state)).toBe(55);
    state = rootReducer(state, requestsActions.failed({ key: 'consultants/apply', error: 'x', status: 0 }));
    expect(selectApplyProgress(state)).toBeNull();
    expect(selectConsultantsLoading(state)).toBe(false);
  });

  it('fails with the server’s text, else its own; a file no longer registered is never sent', async () => {
    const fileId = registerFile(cv());
    const refused = await run(a.applyRequested({ fileId, form }), signedIn(3))
      .provide([
        [
          matchers.call.fn(applicationUploadChannel),
          scripted([{ type: 'failed', error: new Error('socket hang up') }]),
        ],
        context,
      ])
      .run();
    expect(selectApplyRequest(refused.storeState).error).toBe(
      'An error occurred while submitting application',
    );

    serve({});
    const replayed = await run(a.applyRequested({ fileId, form }), signedIn(3)).run();
    expect(selectApplyRequest(replayed.storeState).error).toBe(MSG.consultantApplyFailed);
    expect(fake?.calls).toHaveLength(0);
  });
});

describe('reviewing applications', () => {
  it('keeps the queue of pending applications, oldest first', async () => {
    serve({
      'GET /consultants?all=true': {
        status: 200,
        data: [
          makeConsultant({ id: 1 }),
          { ...pending, id: 21, appliedAt: '2025-01-12T00:00:00.000Z' },
          pending,
          makeConsultant({ id: 3, applicationStatus: 'Rejected', isActive: false }),
        ],
      },
    });
    const { storeState } = await run(a.allRequested()).run();
    expect(fake?.calls[0].params).toEqual({ all: true });
    expect(selectApplicationsQueue(storeState).map((c) => c.id)).toEqual([20, 21]);
    // The public list is another list.
    expect(selectConsultantIds(storeState)).toEqual([]);
  });

  it('approves with notes: the consultant leaves the queue', async () => {
    serve({
      'POST /consultants/approve/20': {
        status: 200,
        data: { ...pending, applicationStatus: 'Approved', isActive: true },
      },
    });
    const { storeState } = await run(
      a.approveRequested({ id: 20, adminNotes: ' Welcome ' }),
      rootReducer(signedIn(1), a.allReceived([pending])),
    )
      .put(cacheActions.invalidated(['consultants', 'consultant:20']))
      .run();
    expect(JSON.parse(String(fake?.calls[0].data))).toEqual({ adminNotes: 'Welcome' });
    expect(selectApplicationsQueue(storeState)).toEqual([]);
    expect(selectReviewRequest(storeState, 20).status).toBe('succeeded');
  });

  it('rejects with notes, and words a failure', async () => {
    serve({
      'POST /consultants/reject/20': {
        status: 200,
        data: { ...pending, applicationStatus: 'Rejected', adminNotes: 'Not now' },
      },
      'POST /consultants/reject/21': {
        status: 409,
        data: { message: 'Only a pending application can be rejected.' },
      },
      'POST /consultants/reject/22': { status: 502 },
    });
    const done = await run(a.rejectRequested({ id: 20, adminNotes: 'Not now' })).run();
    expect(JSON.parse(String(fake?.calls[0].data))).toEqual({ adminNotes: 'Not now' });
    expect(done.storeState.consultants.entities[20]?.applicationStatus).toBe('Rejected');
    const conflict = await run(a.rejectRequested({ id: 21, adminNotes: '' })).run();
    expect(selectReviewRequest(conflict.storeState, 21).error).toBe(
      'Only a pending application can be rejected.',
    );
    const broken = await run(a.rejectRequested({ id: 22, adminNotes: '' })).run();
    expect(selectReviewRequest(broken.storeState, 22).error).toBe(
      'An error occurred while rejecting consultant',
    );
  });

  it('downloads the CV straight to the browser; no Blob reaches an action or the store', async () => {
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    serve({ 'GET /consultants/20/cv': { status: 200, data: blob } });
    const saved: Array<[Blob, string]> = [];
    const { storeState, effects } = await run(a.cvDownloadRequested({ consultantId: 20 }))
      .provide([
        [
          matchers.call.fn(saveFile),
          dynamic((effect: { args: [Blob, string] }) => void saved.push(effect.args)),
        ],
        context,
      ])
      .run();
    expect(fake?.calls[0].responseType).toBe('blob');
    expect(saved).toEqual([[blob, 'cv-20.pdf']]);
    expect(selectCvDownloadRequest(storeState, 20).status).toBe('succeeded');
    expect(putsOf(effects).filter((x) => findNonSerializableValue(x) !== false)).toEqual([]);
    expect(findNonSerializableValue(storeState)).toBe(false);
    expect(cvFileName(3, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'cv-3.docx',
    );
    expect(cvFileName(3, '')).toBe('cv-3');
  });

  it('saves a file through a short-lived object URL', () => {
    const create = jest.fn(() => 'blob:cv');
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    jest.useFakeTimers();
    try {
      saveFile(new Blob(['x']), 'cv-1.pdf');
      expect(click).toHaveBeenCalledTimes(1);
      expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('cv-1.pdf');
      jest.runAllTimers();
      expect(revoke).toHaveBeenCalledWith('blob:cv');
    } finally {
      jest.useRealTimers();
      click.mockRestore();
    }
  });

  it('fails a CV download with the forbidden text', async () => {
    serve({ 'GET /consultants/20/cv': { status: 403, data: new Blob(['{}']) } });
    const { storeState } = await run(a.cvDownloadRequested({ consultantId: 20 })).run();
    expect(selectCvDownloadRequest(storeState, 20).error).toBe(MSG.forbidden);
  });
});

describe('the signed-in consultant and a consultant’s projects', () => {
  it('reads one’s own profile; an approved one gives the session its consultant id', async () => {
    const mine = makeConsultant({ id: 12, userId: 7 });
    serve({ 'GET /consultants/mine': { status: 200, data: { consultant: mine } } });
    const { storeState } = await run(a.myProfileRequested(), signedIn(2))
      .put(sessionActions.userEnriched({ consultantId: 12 }))
      .run();
    expect(selectMyConsultant(storeState)?.id).toBe(12);
    expect(storeState.session.user?.consultantId).toBe(12);
    expect(fake?.keys()).toEqual(['GET /consultants/mine']);
  });

  it('keeps a pending or rejected application, with its notes, without enriching the session', async () => {
    const rejected = { ...pending, applicationStatus: 'Rejected' as const, adminNotes: 'More SAP, please.' };
    serve({ 'GET /consultants/mine': { status: 200, data: { consultant: rejected } } });
    const { storeState } = await run(a.myProfileRequested(), signedIn(3))
      .not.put.actionType(sessionActions.userEnriched.type)
      .run();
    expect(selectMyConsultant(storeState)).toMatchObject({ id: 20, adminNotes: 'More SAP, please.' });
    expect(storeState.session.user?.consultantId).toBeUndefined();
  });

  it('reads no profile as none, from a null answer or a failed one', async () => {
    for (const reply of [{ status: 200, data: { consultant: null } }, { status: 500 }]) {
      serve({ 'GET /consultants/mine': reply });
      const state = rootReducer(signedIn(3), a.myProfileReceived(pending));
      const { storeState } = await run(a.myProfileRequested(), state)
        .not.put.actionType(sessionActions.userEnriched.type)
        .run();
      expect(selectMyConsultant(storeState)).toBeNull();
      fake?.restore();
    }
  });

  // docs/requirements.md#errors-content: the text the page shows beside its retry.
  it('keeps the profile text of a failed read, and the server’s own when it sends one', async () => {
    serve({ 'GET /consultants/mine': { status: 500 } });
    const failed = await run(a.myProfileRequested(), signedIn(2)).run();
    expect(selectMyConsultantRequest(failed.storeState)).toMatchObject({
      status: 'failed',
      error: 'An error occurred while getting profile',
    });
    fake?.restore();
    serve({ 'GET /consultants/mine': { status: 403, data: { message: 'Your account is deactivated.' } } });
    const refused = await run(a.myProfileRequested(), signedIn(2)).run();
    expect(selectMyConsultantRequest(refused.storeState).error).toBe('Your account is deactivated.');
  });

  it('asks nothing when nobody is signed in', async () => {
    serve({});
    const state = { ...signedIn(3), session: rootReducer(undefined, { type: '@@init' }).session };
    const { storeState } = await run(a.myProfileRequested(), state).run();
    expect(selectMyConsultant(storeState)).toBeNull();
    expect(fake?.calls).toHaveLength(0);
  });

  it('lands a consultant’s projects in the projects slice and their ids here', async () => {
    serve({ 'GET /consultants/5/projects': { status: 200, data: [makeProject(2), makeProject(4)] } });
    const { storeState } = await run(a.projectsRequested({ consultantId: 5 })).run();
    expect(selectConsultantProjects(storeState, 5)?.map((p) => p.id)).toEqual([2, 4]);
    expect(storeState.projects.entities[4]?.name).toBe('Project 4');
    expect(selectConsultantProjects(storeState, 6)).toBeUndefined();
  });

  it('keeps only what anyone may see after logout', () => {
    let state = rootReducer(
      signedIn(1),
      a.listReceived([makeConsultant({ id: 1, email: 'c1@example.com' })]),
    );
    state = rootReducer(state, a.detailReceived(pending));
    state = rootReducer(state, a.allReceived([pending]));
    state = rootReducer(state, a.myProfileReceived(pending));
    state = rootReducer(state, sessionActions.loggedOut({ reason: 'logout' }));
    expect(selectConsultantIds(state)).toEqual([1]);
    expect(state.consultants.entities[1]).not.toHaveProperty('email');
    expect(state.consultants.all.ids).toEqual([]);
    expect(state.consultants.selectedId).toBeNull();
    expect(selectMyConsultant(state)).toBeNull();
  });
});
