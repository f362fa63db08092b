import { expectSaga } from 'redux-saga-test-plan';
import { silentRunFor } from '@test/client/sagaTime';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { notificationsActions } from '@client/features/notifications/notificationsSlice';
import { handlePicker, roleCalls } from '@client/features/users/rolesSaga';
import { usersLiveSaga } from '@client/features/users/usersLiveSaga';
import { handleCustomers, userCalls, usersSaga } from '@client/features/users/usersSaga';
import { serveAction } from '@client/lib/calls';
import {
  selectCustomerPage,
  selectPickerUsers,
  selectRoleMembers,
  selectRoles,
  selectRolesRequest,
  selectUserById,
  selectUserCreateRequest,
  selectUserPage,
  selectUserRemoveRequest,
  selectUsersRequest,
  selectUserUpdateRequest,
  selectVerificationPinRequest,
} from '@client/features/users/usersSelectors';
import { usersActions as a, USER_REQUESTS } from '@client/features/users/usersSlice';
import { MSG } from '@shared/messages';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { makeUser, sessionState } from '@test/client/renderWithProviders';
import { requestSucceeded } from '@test/client/requests';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';
import { makeManagedUser, makeRoles, userPage } from './fixtures';

const context = contextProvider(makeTestContext());
const init = (): RootState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: sessionState(makeUser({ id: 1, roleId: 1, roles: ['Admin'] })),
});
const reduce = (state: RootState, ...actions: { type: string }[]) =>
  actions.reduce((s, action) => rootReducer(s, action), state);
const withCache = (key: string, data: unknown, state = init()) =>
  rootReducer(state, cacheActions.set(key, data, 300_000, NOW - 1000));

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const serve = (routes: Record<string, FakeReply>) => (fake = serveRoutes(routes));
const keys = () => fake?.keys() ?? [];
const body = (i = 0) => JSON.parse(String(fake?.calls[i]?.data)) as unknown;

const run = (saga: Parameters<typeof expectSaga>[0], action: unknown, state = init()) =>
  expectSaga(saga, action).withReducer(rootReducer, state).provide([context]);
/** An action served by its entry in the users' and roles' call tables, from start to end. */
const served = (action: { type: string }) => serveAction([...userCalls, ...roleCalls], action);

const LIST = 'GET /Manage/users?page=1&pageSize=20&sort=createdAt&order=desc';
const page = userPage([makeManagedUser(2), makeManagedUser(3)]);

describe('users saga: reads', () => {
  it('reads the default first page through the `users` cache, and caches what it loads', async () => {
    serve({ [LIST]: { status: 200, data: page } });
    const cached = await run(served, a.listRequested(), withCache('users', page)).run();
    expect(keys()).toEqual([]);
    expect(selectUserPage(cached.storeState).map((u) => u.id)).toEqual([2, 3]);

    const loaded = await run(served, a.listRequested({ force: true }), withCache('users', page)).run();
    expect(keys()).toEqual([LIST]);
    expect(loaded.storeState.cache.entries.users.data).toEqual(page);
    expect(selectUsersRequest(loaded.storeState)).toMatchObject({ status: 'succeeded', at: NOW });
  });

  it('sends a searched, filtered, sorted query straight to the server', async () => {
    const key = 'GET /Manage/users?page=1&pageSize=20&sort=name&order=asc&search=ada&roleId=2&isActive=false';
    serve({ [key]: { status: 200, data: page } });
    const state = reduce(
      init(),
      a.searchChanged('ada'),
      a.listQueryChanged({ roleId: 2, isActive: false }),
      a.sortChanged('name'),
    );
    const { storeState } = await run(served, a.listRequested(), state).run();
    expect(keys()).toEqual([key]);
    expect(storeState.cache.entries.users).toBeUndefined();
  });

  it('fails with the server’s text, else the required one', async () => {
    serve({ [LIST]: { status: 500 } });
    const { storeState } = await run(served, a.listRequested()).run();
    expect(selectUsersRequest(storeState)).toMatchObject({
      status: 'failed',
      error: MSG.usersFetchFailed,
      httpStatus: 500,
    });
    fake?.restore();
    serve({ 'GET /User/9': { status: 404, data: { message: 'Not found.' } } });
    const detail = await run(served, a.detailRequested({ id: 9 })).run();
    expect(detail.storeState.requests[USER_REQUESTS.detail(9)].error).toBe('Not found.');
    fake?.restore();
    serve({ 'GET /User/9': { status: 500 } });
    const again = await run(served, a.detailRequested({ id: 9 })).run();
    expect(again.storeState.requests[USER_REQUESTS.detail(9)].error).toBe(MSG.userFetchFailed);
  });

  it('reads one user through `userProfile:{id}`', async () => {
    serve({ 'GET /User/9': { status: 200, data: makeManagedUser(9, { name: 'Fresh' }) } });
    const state = withCache('userProfile:9', makeManagedUser(9, { name: 'Cached' }));
    const cached = await run(served, a.detailRequested({ id: 9 }), state).run();
    expect(selectUserById(cached.storeState, 9)?.name).toBe('Cached');
    const forced = await run(served, a.detailRequested({ id: 9, force: true }), state).run();
    expect(selectUserById(forced.storeState, 9)?.name).toBe('Fresh');
    expect(keys()).toEqual(['GET /User/9']);
  });

  it('waits for a pause in typing, but not for a sort', async () => {
    const searched = 'GET /Manage/users?page=1&pageSize=20&sort=createdAt&order=desc&search=ad';
    const sorted = 'GET /Manage/users?page=1&pageSize=20&sort=email&order=asc&search=ad';
    serve({ [searched]: { status: 200, data: page }, [sorted]: { status: 200, data: page } });
    await silentRunFor(
      expectSaga(usersSaga)
        .withReducer(rootReducer, init())
        .provide([context])
        .dispatch(a.searchChanged('a'))
        .delay(40)
        .dispatch(a.searchChanged('ad'))
        .delay(250)
        .dispatch(a.sortChanged('email')),
      800,
    );
    expect(keys()).toEqual([searched, sorted]);
  });

  it('waits for a pause in a customer search, but not for the unsearched page', async () => {
    const first = 'GET /user/customers?page=1';
    const searched = 'GET /user/customers?page=1&search=gr';
    const none = { status: 200, data: { data: [], total: 0, page: 1, pageSize: 20 } };
    serve({ [first]: none, [searched]: none });
    await silentRunFor(
      expectSaga(usersSaga)
        .withReducer(rootReducer, init())
        .provide([context])
        .dispatch(a.customersRequested())
        .delay(40)
        .dispatch(a.customersRequested({ search: 'g' }))
        .delay(40)
        .dispatch(a.customersRequested({ search: 'gr' }))
        .delay(250)
        .dispatch(a.customersRequested({ search: '' })),
      500,
    );
    expect(keys()).toEqual([first, searched, first]);
  });

  it('lands customers with their label fallbacks', async () => {
    serve({
      'GET /user/customers?page=1&search=acme': {
        status: 200,
        data: {
          data: [
            { value: 4, fullName: 'Grace Hopper', name: 'Grace', surname: 'Hopper' },
            { id: 5, name: 'Alan', surname: 'Turing' },
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      },
    });
    const { storeState } = await run(handleCustomers, a.customersRequested({ search: ' acme ' })).run();
    expect(selectCustomerPage(storeState).map((c) => [c.id, c.label])).toEqual([
      [4, 'Grace Hopper'],
      [5, 'Alan Turing'],
    ]);
  });
});

describe('users saga: writes', () => {
  const opened = (state: RootState) =>
    reduce(state, requestSucceeded(USER_REQUESTS.list), requestSucceeded(USER_REQUESTS.roles));

  it('creates with an invitation, drops stale caches and reloads the open views', async () => {
    const created = makeManagedUser(12, { roleId: 2 });
    serve({ 'POST /Manage/create-user': { status: 201, data: created } });
    const state = withCache('users', page, withCache('dashboardStats', { total: 1 }, opened(init())));
    const input = {
      userName: 'grace',
      email: 'g@example.com',
      name: 'Grace',
      surname: 'H',
      roleId: 2 as const,
    };
    const { storeState } = await run(served, a.createRequested(input), state)
      .put(cacheActions.invalidated(['users', 'dashboardStats', 'userProfile:12']))
      .put(a.listRequested({ force: true }))
      .put(a.rolesRequested())
      .run();
    expect(body()).toEqual(input);
    expect(selectUserById(storeState, 12)).toEqual(created);
    expect(storeState.cache.entries.users).toBeUndefined();
    expect(storeState.cache.entries.dashboardStats).toBeUndefined();
    expect(selectUserCreateRequest(storeState).status).toBe('succeeded');
    expect(storeState.toasts.queue.at(-1)?.message).toBe(
      `User created. An invitation was sent to ${created.email}.`,
    );
  });

  it('shows the server’s 409 text and its field messages; permission is worded the one way', async () => {
    serve({
      'POST /Manage/create-user': {
        status: 409,
        data: {
          message: 'This email address is already registered.',
          errors: [{ field: 'email', message: 'Taken.' }],
        },
      },
    });
    const input = { userName: 'g', email: 'g@example.com', name: 'G', surname: 'H', roleId: 3 as const };
    const { storeState } = await run(served, a.createRequested(input)).run();
    expect(selectUserCreateRequest(storeState)).toMatchObject({
      status: 'failed',
      error: 'This email address is already registered.',
      httpStatus: 409,
    });
    expect(storeState.cache.entries).toEqual({});
    fake?.restore();
    serve({ 'PUT /Manage/update-user/4': { status: 403, data: { message: 'No permission to do that' } } });
    const changes = { userName: 'g', email: 'g@example.com', name: 'G', surname: 'H', roleId: 3 as const };
    const update = await run(served, a.updateRequested({ id: 4, changes })).run();
    expect(selectUserUpdateRequest(update.storeState, 4).error).toBe(MSG.permissionDenied);
    fake?.restore();
    serve({ 'PUT /Manage/update-user/4': { status: 500 } });
    const failed = await run(served, a.updateRequested({ id: 4, changes })).run();
    expect(selectUserUpdateRequest(failed.storeState, 4).error).toBe(MSG.userUpdateFailed);
  });

  it('updates the signed-in administrator and drops their own profile too', async () => {
    serve({
      'PUT /Manage/update-user/1': { status: 200, data: makeManagedUser(1, { roleId: 1, name: 'Me' }) },
    });
    const changes = { userName: 'user1', email: 'a@b.co', name: 'Me', surname: 'X', roleId: 1 as const };
    await run(served, a.updateRequested({ id: 1, changes }))
      .put(cacheActions.invalidated(['users', 'dashboardStats', 'userProfile:1', 'userProfile']))
      .run();
  });

  it('deactivates with the user’s other fields as they are', async () => {
    const user = makeManagedUser(4, { roleId: 2, phoneNumber: '+90' });
    serve({ 'PUT /Manage/update-user/4': { status: 200, data: { ...user, isActive: false } } });
    const state = reduce(init(), a.listReceived(userPage([user])));
    const { storeState } = await run(served, a.statusRequested({ id: 4, isActive: false }), state)
      .put(cacheActions.invalidated(['users', 'dashboardStats', 'userProfile:4']))
      .run();
    expect(body()).toEqual({
      userName: 'user4',
      email: 'user4@example.com',
      name: 'Name4',
      surname: 'Surname4',
      roleId: 2,
      phoneNumber: '+90',
      isActive: false,
    });
    expect(selectUserById(storeState, 4)?.isActive).toBe(false);
  });

  it('deletes: the row goes, the caches go, and a refusal keeps the server’s text', async () => {
    serve({ 'DELETE /Manage/delete-user/3': { status: 204 } });
    const state = opened(reduce(init(), a.listReceived(page)));
    const { storeState } = await run(served, a.removeRequested({ id: 3 }), state)
      .put(a.removed(3))
      .put(cacheActions.invalidated(['users', 'dashboardStats', 'userProfile:3']))
      .put(a.listRequested({ force: true }))
      .run();
    expect(selectUserPage(storeState).map((u) => u.id)).toEqual([2]);
    fake?.restore();
    serve({
      'DELETE /Manage/delete-user/2': {
        status: 409,
        data: { message: 'The last administrator cannot be deleted.' },
      },
    });
    const refused = await run(served, a.removeRequested({ id: 2 }), storeState).run();
    expect(selectUserRemoveRequest(refused.storeState, 2).error).toBe(
      'The last administrator cannot be deleted.',
    );
    expect(selectUserById(refused.storeState, 2)).toBeDefined();
    fake?.restore();
    serve({ 'DELETE /Manage/delete-user/2': { status: 500 } });
    const failed = await run(served, a.removeRequested({ id: 2 }), storeState).run();
    expect(selectUserRemoveRequest(failed.storeState, 2).error).toBe(MSG.userDeleteFailed);
  });

  it('asks nothing about a user who is not loaded', async () => {
    serve({});
    const status = await run(served, a.statusRequested({ id: 99, isActive: false })).run();
    const pin = await run(served, a.verificationPinRequested({ id: 99 }), status.storeState).run();
    expect(fake?.calls).toHaveLength(0);
    expect(pin.storeState.requests).toEqual({});
  });

  it('mails an unverified user a new verification PIN', async () => {
    serve({ 'POST /Account/Account/ResendVerificationPin': { status: 200, data: { message: 'Sent.' } } });
    const state = reduce(init(), a.listReceived(userPage([makeManagedUser(5, { emailVerified: false })])));
    const { storeState } = await run(served, a.verificationPinRequested({ id: 5 }), state).run();
    expect(keys()).toEqual(['POST /Account/Account/ResendVerificationPin']);
    expect(body()).toEqual({ email: 'user5@example.com' });
    expect(selectVerificationPinRequest(storeState, 5).status).toBe('succeeded');
    expect(storeState.toasts.queue.at(-1)?.message).toBe(
      'A new verification code was sent to user5@example.com.',
    );
  });

  // docs/requirements.md#errors-content
  it('fails the new verification PIN with the required text, else the server’s', async () => {
    const state = reduce(init(), a.listReceived(userPage([makeManagedUser(5, { emailVerified: false })])));
    serve({ 'POST /Account/Account/ResendVerificationPin': { status: 500 } });
    const failed = await run(served, a.verificationPinRequested({ id: 5 }), state).run();
    expect(selectVerificationPinRequest(failed.storeState, 5)).toMatchObject({
      status: 'failed',
      error: 'An error occurred while resending verification pin',
    });
    expect(failed.storeState.toasts.queue).toEqual([]);
    fake?.restore();
    serve({
      'POST /Account/Account/ResendVerificationPin': { status: 400, data: { message: 'Bad address.' } },
    });
    const refused = await run(served, a.verificationPinRequested({ id: 5 }), state).run();
    expect(selectVerificationPinRequest(refused.storeState, 5).error).toBe('Bad address.');
  });
});

describe('roles saga', () => {
  it('loads the roles, a role’s members and the picker', async () => {
    serve({
      'GET /roles': { status: 200, data: makeRoles() },
      'GET /User?roleId=2&page=1&pageSize=20&sort=name': {
        status: 200,
        data: userPage([makeManagedUser(5, { roleId: 2 })]),
      },
      'GET /User?search=gr&page=1&pageSize=10&sort=name': {
        status: 200,
        data: userPage([makeManagedUser(6)]),
      },
    });
    const roles = await run(served, a.rolesRequested()).run();
    expect(selectRoles(roles.storeState).map((r) => r.memberCount)).toEqual([1, 2, 5, 0]);
    const members = await run(served, a.membersRequested({ roleId: 2 })).run();
    expect(selectRoleMembers(members.storeState).map((u) => u.id)).toEqual([5]);
    const picker = await run(handlePicker, a.pickerRequested({ search: ' gr ' })).run();
    expect(selectPickerUsers(picker.storeState).map((u) => u.id)).toEqual([6]);
  });

  it('fails the roles with the required text', async () => {
    serve({ 'GET /roles': { status: 500 } });
    const { storeState } = await run(served, a.rolesRequested()).run();
    expect(selectRolesRequest(storeState).error).toBe(MSG.rolesFetchFailed);
  });

  it('assigns a role, then re-reads the counts and the members on show', async () => {
    serve({ 'POST /roles/assign': { status: 200, data: makeManagedUser(6, { roleId: 2 }) } });
    const state = reduce(
      init(),
      a.membersRequested({ roleId: 2 }),
      requestSucceeded(USER_REQUESTS.members),
      requestSucceeded(USER_REQUESTS.roles),
    );
    const { storeState } = await run(served, a.roleAssignRequested({ userId: 6, roleId: 2 }), state)
      .put(cacheActions.invalidated(['users', 'dashboardStats', 'userProfile:6']))
      .put(a.rolesRequested())
      .put(a.membersRequested({ roleId: 2, page: 1 }))
      .run();
    expect(body()).toEqual({ userId: 6, roleId: 2 });
    expect(selectUserById(storeState, 6)?.roleId).toBe(2);
    expect(storeState.toasts.queue.at(-1)?.message).toBe('Name6 Surname6 is now Consultant.');
  });

  it('removes a role (back to customer), and keeps the server’s refusal', async () => {
    serve({ 'POST /roles/remove': { status: 200, data: makeManagedUser(5, { roleId: 3 }) } });
    const state = reduce(
      init(),
      a.membersRequested({ roleId: 2 }),
      a.membersReceived({ ...userPage([makeManagedUser(5, { roleId: 2 })]), roleId: 2 }),
    );
    const { storeState } = await run(served, a.roleRemoveRequested({ userId: 5 }), state).run();
    expect(body()).toEqual({ userId: 5 });
    expect(selectRoleMembers(storeState)).toEqual([]);
    fake?.restore();
    serve({
      'POST /roles/remove': { status: 409, data: { message: 'The last administrator cannot be demoted.' } },
    });
    const refused = await run(served, a.roleRemoveRequested({ userId: 1 })).run();
    expect(refused.storeState.requests[USER_REQUESTS.role(1)]).toMatchObject({
      status: 'failed',
      error: 'The last administrator cannot be demoted.',
    });
  });
});

describe('users live saga', () => {
  const event = (type: string, data: Record<string, unknown> = {}) =>
    notificationsActions.received({ id: Math.random(), type, data }, NOW);

  it('drops the caches at each event and reloads the open views once per burst', async () => {
    const state = withCache(
      'users',
      page,
      reduce(init(), requestSucceeded(USER_REQUESTS.list), requestSucceeded(USER_REQUESTS.roles)),
    );
    const { effects } = await silentRunFor(
      expectSaga(usersLiveSaga)
        .withReducer(rootReducer, state)
        .provide([context])
        .put(cacheActions.invalidated(['users', 'dashboardStats', 'userProfile:4']))
        .put(cacheActions.invalidated(['users', 'dashboardStats', 'userProfile:5']))
        .dispatch(event('user_status_changed', { UserId: '4', status: 'inactive' }))
        .dispatch(event('role_assigned', { userId: 5 }))
        .dispatch(event('project_created', { projectId: 1 })),
      500,
    );
    const puts = (effects.put ?? []).map((e) => (e.payload as { action: { type: string } }).action.type);
    expect(puts.filter((t) => t === a.listRequested.type)).toHaveLength(1);
    expect(puts.filter((t) => t === a.rolesRequested.type)).toHaveLength(1);
  });

  it('reloads nothing that is not open', async () => {
    const { effects } = await silentRunFor(
      expectSaga(usersLiveSaga)
        .withReducer(rootReducer, init())
        .provide([context])
        .dispatch(event('user_deleted', { userId: 4 })),
      500,
    );
    const puts = (effects.put ?? []).map((e) => (e.payload as { action: { type: string } }).action.type);
    expect(puts).toEqual([cacheActions.invalidated.type]);
  });
});
