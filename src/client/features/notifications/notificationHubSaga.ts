import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, getContext, put, race, select, take } from 'redux-saga/effects';
import { ROLE_ADMIN, ROLE_CONSULTANT, type RoleId } from '@shared/roles';
import { currentTime } from '@client/lib/sagaContext';
import {
  buildHubConnection,
  type HubConnectionFactory,
  type HubConnectionLike,
} from '@client/api/hubConnection';
import { selectRoleId, selectToken, selectUser } from '@client/features/authentication/sessionSelectors';
import { sessionActions, type SessionUser } from '@client/features/authentication/sessionSlice';
import { profileActions } from '@client/features/profile/profileSlice';
import { toast } from '@client/features/toasts/toastEffects';
import { createHubChannel, type HubMessage } from './hubChannel';
import { hubEventToNotification, isStoredEvent, storedIdOf } from './hubEvents';
import { pairLiveEvent } from './hubPairing';
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

/** The stored ids already shown live this session (see hubPairing.ts). */
type Shown = readonly number[];

/** Adds one live notification with a toast, showing a change that arrives twice only once. */
function* receive(target: string, args: unknown[], shown: Shown): SagaIterator<Shown> {
  const incoming = hubEventToNotification(target, args);
  if (!incoming) return shown;
  const storedId = storedIdOf(target, args);
  const known: AppNotification | undefined =
    storedId === null ? undefined : yield select(selectNotificationById, storedId);
  const pairing = pairLiveEvent({ stored: isStoredEvent(target), storedId }, shown, known !== undefined);
  if (!pairing.show) return pairing.shown;
  const now: number = yield call(currentTime);
  // A domain event takes its stored notification's id, so marking it read or deleting it acts on
  // that notification; an entry already read stays read when the stored one replaces it.
  const action = a.received({ ...incoming, id: storedId ?? incoming.id, isRead: known?.isRead }, now);
  yield put(action);
  if (pairing.toast)
    yield toast(`${action.payload.title}: ${action.payload.message}`, action.payload.severity);
  return pairing.shown;
}

/** Handles one channel message; true once the connection has closed for good. */
function* handleMessage(
  connection: HubConnectionLike,
  member: Member,
  message: HubMessage,
  shown: Shown,
): SagaIterator<{ closed: boolean; shown: Shown }> {
  switch (message.kind) {
    case 'reconnecting':
      yield put(a.connectionStatusChanged('reconnecting'));
      return { closed: false, shown };
    case 'reconnected':
      yield put(a.connectionStatusChanged('connected'));
      yield call(joinGroups, connection, member);
      // Events may have been missed while the connection was down.
      yield call(reload);
      // The server closes the sockets of a user whose access changed (an approved application, a new
      // role), and what it pushed meanwhile is lost: the user is read again, and a changed role joins
      // its groups in the loop below.
      yield put(profileActions.fetchRequested());
      return { closed: false, shown };
    case 'closed':
      // Automatic reconnect has given up (or was never possible): docs/requirements.md#hub stops here.
      yield put(a.connectionStatusChanged('disconnected'));
      return { closed: true, shown };
    case 'event': {
      const next: Shown = yield call(receive, message.target, message.args, shown);
      return { closed: false, shown: next };
    }
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
    let shown: Shown = [];
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
      const result: { closed: boolean; shown: Shown } = yield call(
        handleMessage,
        connection,
        member,
        next.message,
        shown,
      );
      if (result.closed) return;
      shown = result.shown;
    }
  } catch (e) {
    // The library, the negotiation or the handshake failed; the bell shows the error state.
    console.warn('Live notifications unavailable', e instanceof Error ? e.message : e);
    yield put(a.connectionStatusChanged('error'));
  } finally {
    channel?.close();
  }
}
