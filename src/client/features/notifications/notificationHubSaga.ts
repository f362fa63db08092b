import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, getContext, put, select, take } from 'redux-saga/effects';
import { ROLE_ADMIN, ROLE_CONSULTANT, type RoleId } from '@shared/roles';
import { currentTime } from '@client/lib/sagaContext';
import {
  buildHubConnection,
  type HubConnectionFactory,
  type HubConnectionLike,
} from '@client/api/hubConnection';
import { selectRoleId, selectToken, selectUser } from '@client/features/session/sessionSelectors';
import type { SessionUser } from '@client/features/session/sessionSlice';
import { toast } from '@client/features/toasts/toastEffects';
import { createHubChannel, type HubMessage } from './hubChannel';
import { findEcho, remember, type SeenEvent } from './hubEcho';
import { STORED_EVENTS, hubEventToNotification, typeFamily } from './hubEvents';
import { selectNotificationsQuery } from './notificationsSelectors';
import { notificationsActions as a } from './notificationsSlice';

interface Member {
  roleId: RoleId;
  userId: number | string;
}

/** The groups of product-spec section 6. */
export function hubGroupsFor({ roleId, userId }: Member): Array<[string, ...string[]]> {
  if (roleId === ROLE_ADMIN) return [['JoinAdminNotifications']];
  if (roleId === ROLE_CONSULTANT) {
    return [['JoinUserNotifications', String(userId)], ['JoinConsultantNotifications']];
  }
  return [['JoinUserNotifications', String(userId)]];
}

/** Groups are per connection: joined after start and again after every reconnect. */
export function* joinGroups(connection: HubConnectionLike, member: Member): SagaIterator {
  for (const [method, ...args] of hubGroupsFor(member)) {
    try {
      yield call([connection, connection.invoke], method, ...args);
    } catch (e) {
      // A refused join leaves the connection useful for the other groups.
      console.warn(`Hub ${method} failed`, e instanceof Error ? e.message : e);
    }
  }
}

/** Events may have been missed while the connection was down. */
function* reloadFromServer(): SagaIterator {
  const query: ReturnType<typeof selectNotificationsQuery> = yield select(selectNotificationsQuery);
  yield put(a.fetchRequested(query));
  yield put(a.unreadCountRequested());
}

/** Adds one live notification with a toast, pairing a stored one with its domain-event echo. */
function* receive(target: string, args: unknown[], seen: SeenEvent[]): SagaIterator<SeenEvent[]> {
  const raw = hubEventToNotification(target, args);
  if (!raw) return seen;
  const now: number = yield call(currentTime);
  const action = a.received(raw, now);
  const n = action.payload;
  const stored = (STORED_EVENTS as readonly string[]).includes(target);
  const family = typeFamily(n.type);
  const echo = findEcho(seen, family, stored, now);
  if (echo && !stored) return seen;
  if (echo) yield put(a.removed(echo.id));
  yield put(action);
  if (!echo) yield toast(`${n.title}: ${n.message}`, n.severity);
  return remember(seen, { family, at: now, id: n.id, stored }, now, echo);
}

/** Handles one channel message; true once the connection has closed for good. */
function* handleMessage(
  connection: HubConnectionLike,
  member: Member,
  message: HubMessage,
  seen: SeenEvent[],
): SagaIterator<{ closed: boolean; seen: SeenEvent[] }> {
  switch (message.kind) {
    case 'reconnecting':
      yield put(a.connectionStatusChanged('reconnecting'));
      return { closed: false, seen };
    case 'reconnected':
      yield put(a.connectionStatusChanged('connected'));
      yield call(joinGroups, connection, member);
      yield call(reloadFromServer);
      return { closed: false, seen };
    case 'closed':
      // Automatic reconnect has given up (or was never possible): the spec stops here.
      yield put(a.connectionStatusChanged('disconnected'));
      return { closed: true, seen };
    case 'event': {
      const next: SeenEvent[] = yield call(receive, message.target, message.args, seen);
      return { closed: false, seen: next };
    }
  }
}

/**
 * The live connection of one session: forked with the session, cancelled with it (DESIGN 7 and 8).
 * The token is read once: a session keeps its token, and a new login starts a new task.
 */
export function* notificationHubSaga(): SagaIterator {
  const token: string | null = yield select(selectToken);
  const user: SessionUser | null = yield select(selectUser);
  if (!token || !user) return;
  const member: Member = { roleId: yield select(selectRoleId), userId: user.id };
  const factory: HubConnectionFactory | undefined = yield getContext('createHubConnection');
  let channel: EventChannel<HubMessage> | null = null;
  try {
    const connection: HubConnectionLike = yield call(factory ?? buildHubConnection, () => token);
    channel = yield call(createHubChannel, connection);
    yield call([connection, connection.start]);
    yield put(a.connectionStatusChanged('connected'));
    yield call(joinGroups, connection, member);
    let seen: SeenEvent[] = [];
    while (true) {
      const message: HubMessage = yield take(channel!);
      const result: { closed: boolean; seen: SeenEvent[] } = yield call(
        handleMessage,
        connection,
        member,
        message,
        seen,
      );
      if (result.closed) return;
      seen = result.seen;
    }
  } catch (e) {
    // The library, the negotiation or the handshake failed; the bell shows the error state.
    console.warn('Live notifications unavailable', e instanceof Error ? e.message : e);
    yield put(a.connectionStatusChanged('error'));
  } finally {
    channel?.close();
  }
}
