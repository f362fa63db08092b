import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { createHubChannel, type HubMessage } from '@client/features/notifications/hubChannel';
import { HUB_EVENTS } from '@client/features/notifications/hubEvents';
import { notificationHubSaga } from '@client/features/notifications/notificationHubSaga';
import { selectAllNotifications } from '@client/features/notifications/notificationsSelectors';
import { notificationsActions as a } from '@client/features/notifications/notificationsSlice';
import { initialSessionState, type SessionUser } from '@client/features/session/sessionSlice';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import { FakeHubConnection, fakeHubFactory } from '@test/client/fakeHub';
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
    fake.emit('TaskDeleted', { task: { taskName: 'Audit' }, at: new Date(0) });
    fake.dropAndReconnect(new Error('lost'));
    fake.reconnect();
    fake.close();
    takeAll();
    expect(got).toEqual([
      {
        kind: 'event',
        target: 'TaskDeleted',
        args: [{ task: { taskName: 'Audit' }, at: '1970-01-01T00:00:00.000Z' }],
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
    expect(puts.map((p) => p.type)).toEqual(
      expect.arrayContaining([a.fetchRequested.type, a.unreadCountRequested.type]),
    );

    const closing = new FakeHubConnection();
    const closed = await runHub(closing, loggedIn(), async () => {
      closing.close(new Error('gone'));
      await tick();
    });
    expect(closed.storeState.notifications.connectionStatus).toBe('disconnected');
    expect(closing.handlerCount()).toBe(0);
  });

  it('stops the connection when the session ends (the saga is cancelled)', async () => {
    const fake = new FakeHubConnection();
    await runHub(fake, loggedIn());
    expect(fake.stopped).toBe(1);
    expect(fake.handlerCount()).toBe(0);
  });

  it('adds live notifications with a toast each, counting them unread', async () => {
    const fake = new FakeHubConnection();
    const { storeState, effects } = await runHub(fake, loggedIn(makeUser({ roleId: 1 })), async () => {
      fake.emit('AdminNotification', {
        Id: 40,
        Type: 'user_created',
        Title: 'New user',
        Message: 'Vera registered',
        CreatedAt: '2025-01-15T11:00:00Z',
        AdditionalData: '{"UserName":"vera"}',
      });
      fake.emit('ApplicationStatusUpdate', { status: 'Rejected' });
      await tick();
    });
    const all = selectAllNotifications(storeState);
    expect(all.map((n) => n.title).sort()).toEqual(['Application Status Updated', 'New user']);
    expect(all.find((n) => n.id === 40)).toMatchObject({
      severity: 'info',
      audience: 'admin',
      data: { userName: 'vera' },
    });
    expect(storeState.notifications.unreadCount).toBe(2);
    expect(storeState.notifications.adminUnreadCount).toBe(1);
    const toasts = effects.put
      .map((e) => e.payload.action as ReturnType<typeof toastsActions.toastAdded>)
      .filter((action) => action.type === toastsActions.toastAdded.type)
      .map((action) => [action.payload.message, action.payload.variant]);
    expect(toasts).toEqual([
      ['New user: Vera registered', 'info'],
      ['Application Status Updated: Your consultant application has been rejected.', 'error'],
    ]);
  });

  it('keeps one entry and one toast when a stored notification and its domain event both arrive', async () => {
    const fake = new FakeHubConnection();
    const { storeState, effects } = await runHub(fake, loggedIn(makeUser({ roleId: 3 })), async () => {
      fake.emit('TaskCompleted', { task: { taskName: 'Audit', isComplete: true } });
      fake.emit('UserNotification', { id: 51, type: 'task_completed', title: 'Task done', message: 'Audit' });
      fake.emit('ProjectCreated', { name: 'ERP' });
      fake.emit('UserNotification', { id: 52, type: 'project_created', title: 'Project', message: 'ERP' });
      fake.emit('ProjectUpdated', { name: 'ERP' });
      await tick();
    });
    expect(
      selectAllNotifications(storeState)
        .map((n) => n.id)
        .sort(),
    ).toEqual([51, 52]);
    expect(storeState.notifications.unreadCount).toBe(2);
    const toastCount = effects.put.filter(
      (e) => (e.payload.action as { type: string }).type === toastsActions.toastAdded.type,
    );
    expect(toastCount).toHaveLength(2);
  });

  it('does nothing without a session', async () => {
    const fake = new FakeHubConnection();
    await runHub(fake, rootReducer(undefined, { type: '@@init' }));
    expect(fake.started).toBe(0);
  });
});
