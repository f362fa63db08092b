import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import { cacheActions } from '@client/features/cache/cacheSlice';
import {
  selectConsultantCreateRequest,
  selectConsultantUpdateRequest,
  selectExpertiseRequest,
  selectManagedConsultants,
} from '@client/features/consultants/consultantAdminSelectors';
import { consultantWritesWatchers } from '@client/features/consultants/consultantWritesSaga';
import { selectConsultantById, selectConsultantIds } from '@client/features/consultants/consultantsSelectors';
import { consultantsActions as a } from '@client/features/consultants/consultantsSlice';
import { serveAction } from '@client/lib/calls';
import { MSG } from '@shared/messages';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { makeUser, sessionState } from '@test/client/renderWithProviders';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';
import { makeConsultant, makeExpertise } from './fixtures';

const context = contextProvider(makeTestContext({ getLocation: () => '/dashboard/consultants' }));
const admin = (): RootState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: sessionState(makeUser({ id: 1, roleId: 1 })),
});
const withList = (state: RootState, ...list: ReturnType<typeof makeConsultant>[]) =>
  rootReducer(rootReducer(state, a.listReceived(list)), a.allReceived(list));
const cached = (state: RootState, ...keys: string[]) =>
  keys.reduce((s, key) => rootReducer(s, cacheActions.set(key, [], 300_000, NOW - 1000)), state);

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const serve = (routes: Record<string, FakeReply>) => (fake = serveRoutes(routes));
const body = (i = 0) => JSON.parse(String(fake?.calls[i]?.data)) as unknown;
/** One action served by the consultant writes' call table, from start to end. */
const run = (action: { type: string }, state = admin()) =>
  expectSaga(serveAction, consultantWritesWatchers, action)
    .withReducer(rootReducer, state)
    .provide([context]);

describe('consultant writes', () => {
  it('appends a created consultant to both lists and drops the cached list', async () => {
    serve({ 'POST /consultants': { status: 201, data: makeConsultant({ id: 3 }) } });
    const state = cached(withList(admin(), makeConsultant({ id: 1 })), 'consultants');
    const { storeState } = await run(a.createRequested({ userId: 103, specialization: 'ERP' }), state)
      .put(cacheActions.invalidated(['consultants', 'consultant:3']))
      .run();
    expect(body()).toEqual({ userId: 103, specialization: 'ERP' });
    expect(selectConsultantIds(storeState)).toEqual([1, 3]);
    expect(selectManagedConsultants(storeState).map((c) => c.id)).toEqual([1, 3]);
    expect(storeState.cache.entries.consultants).toBeUndefined();
    expect(selectConsultantCreateRequest(storeState).status).toBe('succeeded');
  });

  it('sends every field of an update: the stored value, else the default', async () => {
    serve({
      'PUT /consultants/1': { status: 200, data: makeConsultant({ id: 1, bio: 'New' }) },
      'PUT /consultants/9': { status: 200, data: makeConsultant({ id: 9 }) },
    });
    const known = makeConsultant({
      id: 1,
      isAvailable: false,
      yearsOfExperience: 8,
      linkedInUrl: 'https://x.example',
    });
    const { storeState } = await run(
      a.updateRequested({ id: 1, userId: 101, bio: 'New', name: undefined }),
      cached(withList(admin(), known), 'consultant:1'),
    )
      .put(cacheActions.invalidated(['consultants', 'consultant:1']))
      .run();
    expect(body()).toEqual({
      id: 1,
      userId: 101,
      name: 'Name1',
      surname: 'Surname1',
      image: '',
      specialization: 'ERP',
      bio: 'New',
      linkedInUrl: 'https://x.example',
      yearsOfExperience: 8,
      isAvailable: false,
      isActive: true,
      applicationStatus: 'Approved',
    });
    expect(selectConsultantById(storeState, 1)?.bio).toBe('New');
    expect(storeState.consultants.all.entities[1]?.bio).toBe('New');

    await run(a.updateRequested({ id: 9, userId: 109, specialization: 'BI' })).run();
    expect(body(1)).toEqual({
      id: 9,
      userId: 109,
      name: '',
      surname: '',
      image: '',
      specialization: 'BI',
      bio: '',
      linkedInUrl: '',
      yearsOfExperience: 0,
      isAvailable: true,
      isActive: true,
      applicationStatus: 'Pending',
    });
  });

  it('words a 403, a 401 about permission and other failures as the spec says', async () => {
    serve({
      'PUT /consultants/1': { status: 403, data: { message: 'Forbidden.' } },
      'PUT /consultants/2': { status: 401, data: { message: 'You lack permission' } },
      'PUT /consultants/3': { status: 500 },
      'PUT /consultants/4': { status: 400, data: { message: 'Specialization is required.' } },
    });
    const texts: Array<string | null> = [];
    for (const id of [1, 2, 3, 4]) {
      const { storeState } = await run(a.updateRequested({ id, userId: 100 + id }))
        .not.put.actionType(sessionActions.loggedOut.type)
        .run();
      texts.push(selectConsultantUpdateRequest(storeState, id).error);
    }
    expect(texts).toEqual([
      'You do not have the necessary permissions for this operation.',
      'You do not have permission for this operation.',
      'An error occurred while updating consultant',
      'Specialization is required.',
    ]);
    // The 401 was not taken as the end of the session by the client's own handler.
    expect(fake?.calls.every((c) => c.skipUnauthorizedHandler)).toBe(true);
  });

  it('ends the session on a 401 that is not about permission', async () => {
    serve({ 'DELETE /consultants/1': { status: 401, data: { message: MSG.unauthorized } } });
    const { storeState } = await run(a.removeRequested({ id: 1 }), withList(admin(), makeConsultant()))
      .put(sessionActions.loggedOut({ reason: 'unauthorized', from: '/dashboard/consultants' }))
      .run();
    expect(storeState.requests['consultants/remove:1']).toMatchObject({
      status: 'failed',
      error: MSG.permissionDenied,
    });
    expect(selectConsultantIds(storeState)).toEqual([1]);
  });

  it('removes a consultant from both lists', async () => {
    serve({ 'DELETE /consultants/2': { status: 204 } });
    const { storeState } = await run(
      a.removeRequested({ id: 2 }),
      withList(admin(), makeConsultant({ id: 1 }), makeConsultant({ id: 2 })),
    )
      .put(cacheActions.invalidated(['consultants', 'consultant:2']))
      .run();
    expect(selectConsultantIds(storeState)).toEqual([1]);
    expect(selectManagedConsultants(storeState).map((c) => c.id)).toEqual([1]);
  });

  it('adds, updates and removes expertise of that consultant', async () => {
    const sap = makeExpertise({ id: 5, consultantId: 1, name: 'SAP' });
    serve({
      'POST /consultants/1/expertise': { status: 201, data: sap },
      'PUT /consultants/expertise/5': { status: 200, data: { ...sap, level: 'Expert' } },
      'DELETE /consultants/expertise/5': { status: 204 },
    });
    let state = withList(admin(), makeConsultant({ id: 1 }), makeConsultant({ id: 2 }));
    state = (await run(a.expertiseAddRequested({ consultantId: 1, input: { name: 'SAP' } }), state).run())
      .storeState;
    expect(selectConsultantById(state, 1)?.expertise).toEqual([sap]);
    state = (
      await run(
        a.expertiseUpdateRequested({ consultantId: 1, expertiseId: 5, changes: { level: 'Expert' } }),
        state,
      ).run()
    ).storeState;
    expect(state.consultants.all.entities[1]?.expertise).toEqual([{ ...sap, level: 'Expert' }]);
    state = (
      await run(a.expertiseRemoveRequested({ consultantId: 1, expertiseId: 5 }), state)
        .put(cacheActions.invalidated(['consultants', 'consultant:1']))
        .run()
    ).storeState;
    expect(selectConsultantById(state, 1)?.expertise).toEqual([]);
    expect(selectExpertiseRequest(state, 1).status).toBe('succeeded');
    expect(fake?.keys()).toEqual([
      'POST /consultants/1/expertise',
      'PUT /consultants/expertise/5',
      'DELETE /consultants/expertise/5',
    ]);
  });

  it('fails an expertise write with its own text', async () => {
    serve({ 'DELETE /consultants/expertise/5': { status: 500 } });
    const { storeState } = await run(a.expertiseRemoveRequested({ consultantId: 1, expertiseId: 5 })).run();
    expect(selectExpertiseRequest(storeState, 1).error).toBe('An error occurred while removing expertise');
  });

  it('sets availability by consultant and by user', async () => {
    serve({
      'PUT /consultants/1/availability': { status: 200, data: makeConsultant({ id: 1, isAvailable: false }) },
      'PUT /consultants/user/101/availability': { status: 500 },
    });
    const { storeState } = await run(
      a.availabilityRequested({ consultantId: 1, isAvailable: false }),
      withList(admin(), makeConsultant({ id: 1 })),
    ).run();
    expect(body()).toEqual({ isAvailable: false });
    expect(selectConsultantById(storeState, 1)?.isAvailable).toBe(false);
    const failed = await run(a.userAvailabilityRequested({ userId: 101, isAvailable: true })).run();
    expect(failed.storeState.requests['consultants/availability:user:101']).toMatchObject({
      status: 'failed',
      error: 'An error occurred while updating availability',
    });
  });
});
