import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, getContext, put, race, select, take } from 'redux-saga/effects';
import { ROLE_ADMIN, ROLE_CONSULTANT, type RoleId } from '@shared/roles';
import { currentTime } from '@client/lib/sagaContext';
import {
  buildHubConnection,
  type HubConnectionFactory,
  type HubConnectionLike,
} from '@client/api/hubConnection';
import {
  selectRoleId,
  selectToken,
  selectUser,
  sessionActions,
  type SessionUser,
} from '@client/features/authentication';
import { profileActions } from '@client/features/profile';
import { toast } from '@client/features/toasts';
import { createHubChannel, type HubMessage } from './hubChannel';
import { hubReconnected, isStoredEvent, projectChangedArrived, storedNotification } from './hubEvents';
import type { AppNotification } from './notificationModel';
import { reload } from './notificationsSaga';
import { selectNotificationById } from './notificationsSelectors';
import { notificationsActions as a } from './notificationsSlice';

interface Member {
  roleId: RoleId;
  userId: number | string;
}

/** The groups of docs/requirements.md#hub-groups. */
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

/** Adds one stored notification with a toast; one already in the list keeps its read state. */
function* receive(args: unknown[]): SagaIterator {
  const incoming = storedNotification(args);
  if (!incoming) return;
  const known: AppNotification | undefined =
    typeof incoming.id === 'number' ? yield select(selectNotificationById, incoming.id) : undefined;
  const now: number = yield call(currentTime);
  const action = a.received({ ...incoming, isRead: known?.isRead ?? incoming.isRead }, now);
  yield put(action);
  // Shown once: a notification the list holds already (from a load) raises no second toast.
  if (!known) yield toast(`${action.payload.title}: ${action.payload.message}`, action.payload.severity);
}

/** Handles one channel message; true once the connection has closed for good. */
function* handleMessage(
  connection: HubConnectionLike,
  member: Member,
  message: HubMessage,
): SagaIterator<boolean> {
  switch (message.kind) {
    case 'reconnecting':
      yield put(a.connectionStatusChanged('reconnecting'));
      return false;
    case 'reconnected':
      yield put(a.connectionStatusChanged('connected'));
      yield call(joinGroups, connection, member);
      // Events may have been missed while the connection was down: the bell, and the open project.
      yield call(reload);
      yield put(hubReconnected());
      // The server closes the sockets of a user whose access changed (an approved application, a new
      // role), and what it pushed meanwhile is lost: the user is read again, and a changed role joins
      // its groups in the loop below.
      yield put(profileActions.fetchRequested({ force: true }));
      return false;
    case 'closed':
      // Automatic reconnect has given up (or was never possible): docs/requirements.md#hub stops here.
      yield put(a.connectionStatusChanged('disconnected'));
      return true;
    case 'event':
      if (isStoredEvent(message.target)) yield call(receive, message.args);
      else yield put(projectChangedArrived(message.args[0]));
      return false;
  }
}

/** The actions that may change the session user's role. */
const SESSION_USER_CHANGES = [sessionActions.userUpdated.type, sessionActions.userRechecked.type];

/**
 * The live connection of one session: forked with the session, cancelled with it (docs/architecture.md).
 * The token is read once: a session keeps its token, and a new login starts a new task.
 */
export function* notificationHubSaga(): SagaIterator {
  const token: string | null = yield select(selectToken);
  const user: SessionUser | null = yield select(selectUser);
  if (!token || !user) return;
  let member: Member = { roleId: yield select(selectRoleId), userId: user.id };
  const factory: HubConnectionFactory | undefined = yield getContext('createHubConnection');
  let channel: EventChannel<HubMessage> | null = null;
  try {
    const connection: HubConnectionLike = yield call(factory ?? buildHubConnection, () => token);
    channel = yield call(createHubChannel, connection);
    yield call([connection, connection.start]);
    yield put(a.connectionStatusChanged('connected'));
    yield call(joinGroups, connection, member);
    while (true) {
      const next: { message?: HubMessage } = yield race({
        message: take(channel!),
        userChanged: take(SESSION_USER_CHANGES),
      });
      if (!next.message) {
        // Groups are granted by role: a role gained under this connection joins its own.
        const roleId: RoleId = yield select(selectRoleId);
        if (roleId !== member.roleId) {
          member = { ...member, roleId };
          yield call(joinGroups, connection, member);
        }
        continue;
      }
      const closed: boolean = yield call(handleMessage, connection, member, next.message);
      if (closed) return;
    }
  } catch (e) {
    // The library, the negotiation or the handshake failed; the bell shows the error state.
    console.warn('Live notifications unavailable', e instanceof Error ? e.message : e);
    yield put(a.connectionStatusChanged('error'));
  } finally {
    channel?.close();
  }
}
