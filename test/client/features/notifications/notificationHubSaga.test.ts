import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { createHubChannel, type HubMessage } from '@client/features/notifications/hubChannel';
import { HUB_EVENTS, hubReconnected, projectChangedArrived } from '@client/features/notifications/hubEvents';
import { notificationHubSaga } from '@client/features/notifications/notificationHubSaga';
import { selectAllNotifications } from '@client/features/notifications/notificationsSelectors';
import { notificationsActions as a } from '@client/features/notifications/notificationsSlice';
import {
  initialSessionState,
  sessionActions,
  type SessionUser,
} from '@client/features/authentication/sessionSlice';
import { profileActions } from '@client/features/profile/profileSlice';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import { FakeHubConnection, fakeHubFactory } from '@test/client/fakeHub';
import { serverNotification } from '@test/client/notificationsState';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { makeUser, NOW, storedSession } from '@test/client/session';

const DAY = 24 * 60 * 60 * 1000;
const tick = () => new Promise((r) => setTimeout(r, 0));

const loggedIn = (user: Partial<SessionUser> = {}): RootState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, ...storedSession(DAY, NOW, user), initialized: true },
});

/** Runs the hub saga against `fake`; `during` acts as the server while it runs. */
async function runHub(
  fake: FakeHubConnection,
  state: RootState,
  during: () => Promise<void> | void = () => undefined,
) {
  const ctx = makeTestContext({ createHubConnection: fakeHubFactory(fake) });
  const run = expectSaga(notificationHubSaga)
    .withReducer(rootReducer, state)
    .provide([contextProvider(ctx)])
    .silentRun(60);
  await tick();
  await during();
  return run;
}

describe('createHubChannel', () => {
  it('emits every server event and connection change as plain data, and cleans up on close', () => {
    const fake = new FakeHubConnection();
    const channel = createHubChannel(fake);
    const got: HubMessage[] = [];
    const takeAll = () => {
      let more = true;
      while (more) {
        more = false;
        channel.take((m) => {
          // The taker still waiting when the channel closes receives END, which is no message.
          if ('kind' in m) got.push(m);
          more = true;
        });
      }
    };
    expect(fake.handlerCount()).toBe(HUB_EVENTS.length);
    fake.emit('ProjectChanged', { projectId: 5, changes: [], at: new Date(0) });
    fake.dropAndReconnect(new Error('lost'));
    fake.reconnect();
    fake.close();
    takeAll();
    expect(got).toEqual([
      {
        kind: 'event',
        target: 'ProjectChanged',
        args: [{ projectId: 5, changes: [], at: '1970-01-01T00:00:00.000Z' }],
      },
      { kind: 'reconnecting', error: 'lost' },
      { kind: 'reconnected' },
      { kind: 'closed', error: null },
    ]);
    channel.close();
    expect(fake.handlerCount()).toBe(0);
    expect(fake.stopped).toBe(1);
    // The state callbacks cannot be removed from the connection; after close they are ignored.
    fake.close(new Error('late'));
    expect(got).toHaveLength(4);
  });
});

describe('notificationHubSaga', () => {
  it.each([
    [1, [{ method: 'JoinAdminNotifications', args: [] }]],
    [
      2,
      [
        { method: 'JoinUserNotifications', args: ['7'] },
        { method: 'JoinConsultantNotifications', args: [] },
      ],
    ],
    [3, [{ method: 'JoinUserNotifications', args: ['7'] }]],
    [4, [{ method: 'JoinUserNotifications', args: ['7'] }]],
  ] as const)('role %i connects and joins its groups', async (roleId, joins) => {
    const fake = new FakeHubConnection();
    const { storeState } = await runHub(fake, loggedIn(makeUser({ roleId })));
    expect(fake.started).toBe(1);
    expect(fake.invoked).toEqual(joins);
    expect(storeState.notifications.connectionStatus).toBe('connected');
  });

  it('passes the session token to the connection', async () => {
    let token: string | null = null;
    const fake = new FakeHubConnection();
    const state = loggedIn();
    const ctx = makeTestContext({
      createHubConnection: (getToken) => {
        token = getToken();
        return Promise.resolve(fake);
      },
    });
    await expectSaga(notificationHubSaga)
      .withReducer(rootReducer, state)
      .provide([contextProvider(ctx)])
      .silentRun(20);
    expect(token).toBe(state.session.token);
  });

  it('shows the error state when the start fails, and releases the connection', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = new FakeHubConnection();
    fake.startImpl = () => Promise.reject(new Error('401'));
    const { storeState } = await runHub(fake, loggedIn());
    expect(storeState.notifications.connectionStatus).toBe('error');
    expect(fake.invoked).toEqual([]);
    expect(fake.handlerCount()).toBe(0);
    warn.mockRestore();
  });

  it('follows reconnecting, reconnected (joining again and reloading) and close', async () => {
    const fake = new FakeHubConnection();
    const statuses: string[] = [];
    const result = await runHub(fake, loggedIn(makeUser({ roleId: 3 })), async () => {
      fake.dropAndReconnect();
      await tick();
      fake.reconnect();
      await tick();
    });
    const puts = result.effects.put.map((e) => e.payload.action as { type: string; payload: unknown });
    for (const p of puts) if (p.type === a.connectionStatusChanged.type) statuses.push(p.payload as string);
    expect(statuses).toEqual(['connected', 'reconnecting', 'connected']);
    expect(fake.invoked.map((i) => i.method)).toEqual(['JoinUserNotifications', 'JoinUserNotifications']);
    // What was pushed during the gap is reloaded, and so is the user: the server closes the sockets
    // of a user whose access changed.
    // The open project page catches up too (hubReconnected, taken by the work feature).
    expect(puts.map((p) => p.type)).toEqual(
      expect.arrayContaining([
        a.fetchRequested.type,
        a.unreadCountRequested.type,
        profileActions.fetchRequested.type,
        hubReconnected.type,
      ]),
    );

    const closing = new FakeHubConnection();
    const closed = await runHub(closing, loggedIn(), async () => {
      closing.close(new Error('gone'));
      await tick();
    });
    expect(closed.storeState.notifications.connectionStatus).toBe('disconnected');
    expect(closing.handlerCount()).toBe(0);
  });

  it('joins the groups of a role gained under the connection, and only when the role changed', async () => {
    const fake = new FakeHubConnection();
    const ctx = makeTestContext({ createHubConnection: fakeHubFactory(fake) });
    await expectSaga(notificationHubSaga)
      .withReducer(rootReducer, loggedIn(makeUser({ roleId: 3 })))
      .provide([contextProvider(ctx)])
      .delay(10)
      .dispatch(sessionActions.userUpdated({ name: 'Renamed' }))
      .dispatch(sessionActions.userUpdated({ roleId: 2 }))
      .dispatch(sessionActions.userUpdated({ name: 'Renamed again' }))
      .silentRun(60);
    expect(fake.invoked).toEqual([
      { method: 'JoinUserNotifications', args: ['7'] },
      { method: 'JoinUserNotifications', args: ['7'] },
      { method: 'JoinConsultantNotifications', args: [] },
    ]);
  });

  it('stops the connection when the session ends (the saga is cancelled)', async () => {
    const fake = new FakeHubConnection();
    await runHub(fake, loggedIn());
    expect(fake.stopped).toBe(1);
    expect(fake.handlerCount()).toBe(0);
  });

  const toastsOf = (effects: Awaited<ReturnType<typeof runHub>>['effects']) =>
    effects.put
      .map((e) => e.payload.action as ReturnType<typeof toastsActions.toastAdded>)
      .filter((action) => action.type === toastsActions.toastAdded.type)
      .map((action) => [action.payload.message, action.payload.variant]);

  const stored = (id: number, type: string, title: string, message: string, audience = 'user') => ({
    id,
    type,
    title,
    message,
    severity: 'info',
    isRead: false,
    createdAt: '2025-01-15T11:00:00Z',
    timestamp: '2025-01-15T11:00:00Z',
    audience,
    additionalData: '{}',
  });

  it('adds live notifications with a toast each, counting them unread', async () => {
    const fake = new FakeHubConnection();
    const { storeState, effects } = await runHub(fake, loggedIn(makeUser({ roleId: 1 })), async () => {
      fake.emit('AdminNotification', {
        ...stored(40, 'user_created', 'New user', 'Vera registered', 'admin'),
        additionalData: '{"UserName":"vera"}',
      });
      fake.emit('UserNotification', {
        ...stored(41, 'project_application_rejected', 'Project application rejected', 'Not this time'),
        severity: 'error',
      });
      await tick();
    });
    const all = selectAllNotifications(storeState);
    expect(all.map((n) => n.title).sort()).toEqual(['New user', 'Project application rejected']);
    expect(all.find((n) => n.id === 40)).toMatchObject({
      severity: 'info',
      audience: 'admin',
      data: { userName: 'vera' },
    });
    expect(storeState.notifications.unreadCount).toBe(2);
    expect(storeState.notifications.adminUnreadCount).toBe(1);
    expect(toastsOf(effects)).toEqual([
      ['New user: Vera registered', 'info'],
      ['Project application rejected: Not this time', 'error'],
    ]);
  });

  it('shows each change once, as the server worded its stored notification; the named events are not heard', async () => {
    const fake = new FakeHubConnection();
    expect(fake.handlerCount()).toBe(0);
    const { storeState, effects } = await runHub(fake, loggedIn(makeUser({ roleId: 3 })), async () => {
      // The spec's named events go to clients written against the spec; this one does not listen.
      expect(fake.handlerCount()).toBe(3);
      fake.emit('TaskCompleted', { task: { taskName: 'Audit', isComplete: true }, notificationId: 51 });
      fake.emit('UserNotification', stored(51, 'task_completed', 'Task completed', 'Audit was completed.'));
      fake.emit('ProjectCreated', { name: 'ERP', notificationId: 52 });
      fake.emit('ApplicationStatusUpdate', { status: 'Rejected' });
      await tick();
    });
    expect(selectAllNotifications(storeState).map((n) => [n.id, n.title, n.message])).toEqual([
      [51, 'Task completed', 'Audit was completed.'],
    ]);
    expect(storeState.notifications.unreadCount).toBe(1);
    expect(toastsOf(effects)).toEqual([['Task completed: Audit was completed.', 'info']]);
  });

  it('keeps the read state of a notification already listed, without a second toast', async () => {
    const fake = new FakeHubConnection();
    const listed = rootReducer(
      loggedIn(),
      a.listReceived([serverNotification(70, { type: 'task_completed', title: 'Done', isRead: true })]),
    );
    const { storeState, effects } = await runHub(fake, listed, async () => {
      fake.emit('UserNotification', stored(70, 'task_completed', 'Done', 'Audit'));
      await tick();
    });
    expect(selectAllNotifications(storeState).map((n) => [n.id, n.title, n.isRead])).toEqual([
      [70, 'Done', true],
    ]);
    expect(storeState.notifications.unreadCount).toBe(0);
    expect(toastsOf(effects)).toEqual([]);
  });

  it('hands a project-room message to the work feature as it came, with no entry and no toast', async () => {
    const fake = new FakeHubConnection();
    const message = { projectId: 5, changes: [{ kind: 'updateDeleted', updateId: 9 }] };
    const { storeState, effects } = await runHub(fake, loggedIn(makeUser({ roleId: 3 })), async () => {
      fake.emit('ProjectChanged', message);
      await tick();
    });
    const puts = effects.put.map((e) => e.payload.action as { type: string });
    expect(puts).toContainEqual(projectChangedArrived(message));
    expect(selectAllNotifications(storeState)).toEqual([]);
    expect(toastsOf(effects)).toEqual([]);
  });

  it('does nothing without a session', async () => {
    const fake = new FakeHubConnection();
    await runHub(fake, rootReducer(undefined, { type: '@@init' }));
    expect(fake.started).toBe(0);
  });
});
