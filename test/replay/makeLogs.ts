// Writes the recorded logs of test/replay/logs from the real action creators, redacted as the
// recorder redacts them, with the state each one must replay to:
//   node -r ./scripts/nodeTypeScript.cjs test/replay/makeLogs.ts && npx prettier --write test/replay/logs
// Review a changed *.expected.json before committing it: it is what the replay tests hold the reducers to.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer } from '@client/app/rootReducer';
import { redactSecrets } from '@client/lib/actionLog/redaction';
import { ACTION_LOG_FORMAT, type ActionLogFile } from '@client/lib/actionLog/logFormat';
import { parseActionLog, replayLog } from '@client/lib/actionLog/replay';
import { requestsActions } from '@client/lib/requests';
import { AUTH_REQUESTS, sessionActions } from '@client/features/authentication/sessionSlice';
import { PROFILE_REQUESTS, profileActions } from '@client/features/profile/profileSlice';
import { projectsActions, PROJECT_REQUESTS } from '@client/features/projects/projectsSlice';
import { TASK_REQUESTS, tasksActions } from '@client/features/tasks/tasksSlice';
import { notificationsActions } from '@client/features/notifications/notificationsSlice';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import { makeLoginResponse, makeUser, NOW } from '../helpers/client/session';
import { makeDetail, makeProject, makeTask } from '../client/features/projects/fixtures';

const logsDir = path.join(__dirname, 'logs');

/** The actions as the recorder keeps them: numbered, timed one second apart, secrets redacted. */
function recorded(actions: UnknownAction[]): ActionLogFile {
  return {
    format: ACTION_LOG_FORMAT,
    version: 1,
    appVersion: '0.1.0',
    recordedAt: new Date(NOW).toISOString(),
    viewport: { width: 1280, height: 800 },
    initialState: redactSecrets(rootReducer(undefined, { type: '@@replay/start' })),
    actions: actions.map((action, i) => ({
      seq: i + 1,
      at: NOW + i * 1000,
      action: redactSecrets({ ...action }),
    })),
    network: [],
  };
}

/** The same actions as Redux DevTools exports them (the lifted state). */
function devToolsExport(actions: UnknownAction[]) {
  const all = [{ type: '@@INIT' }, ...actions].map((action) => redactSecrets({ ...action }));
  return {
    actionsById: Object.fromEntries(
      all.map((action, id) => [id, { type: 'PERFORM_ACTION', action, timestamp: NOW + id * 1000 }]),
    ),
    committedState: rootReducer(undefined, { type: '@@replay/start' }),
    currentStateIndex: all.length - 1,
    nextActionId: all.length,
    skippedActionIds: [],
    stagedActionIds: all.map((_, id) => id),
    isLocked: false,
    isPaused: false,
  };
}

const at = (seconds: number) => NOW + seconds * 1000;
const login = makeLoginResponse();
const updatedUser = { ...makeUser(), name: 'Ayşe Nur', phoneNumber: '+90 555 000 00 00' };

const logs: Record<string, unknown> = {
  // Sign in, read the profile, save a new name and phone number.
  'login-profile-update': recorded([
    sessionActions.loginRequested({ email: 'ayse@example.com', password: 'Secret#123' }),
    requestsActions.started({ key: AUTH_REQUESTS.login }),
    sessionActions.loginSucceeded(login),
    requestsActions.succeeded({ key: AUTH_REQUESTS.login, at: at(1) }),
    profileActions.fetchRequested(),
    requestsActions.started({ key: PROFILE_REQUESTS.fetch }),
    sessionActions.userUpdated(makeUser()),
    requestsActions.succeeded({ key: PROFILE_REQUESTS.fetch, at: at(3) }),
    profileActions.updateReset(),
    profileActions.updateRequested({
      userName: updatedUser.userName,
      email: updatedUser.email,
      name: updatedUser.name,
      surname: updatedUser.surname,
      phoneNumber: updatedUser.phoneNumber,
    }),
    requestsActions.started({ key: PROFILE_REQUESTS.update }),
    sessionActions.userUpdated(updatedUser),
    requestsActions.succeeded({ key: PROFILE_REQUESTS.update, at: at(6), message: 'Profile updated' }),
  ]),
  // Load the projects list, open a project and complete one of its tasks.
  'projects-task-complete': recorded([
    projectsActions.listRequested(),
    requestsActions.started({ key: PROJECT_REQUESTS.list }),
    projectsActions.listReceived({ data: [makeProject(1), makeProject(2)], total: 2, page: 1, pageSize: 10 }),
    requestsActions.succeeded({ key: PROJECT_REQUESTS.list, at: at(1) }),
    projectsActions.detailRequested({ id: 1 }),
    requestsActions.started({ key: PROJECT_REQUESTS.detail(1) }),
    projectsActions.detailReceived(makeDetail(1)),
    requestsActions.succeeded({ key: PROJECT_REQUESTS.detail(1), at: at(3) }),
    tasksActions.completeRequested({ id: 41, isComplete: true }),
    tasksActions.completionToggled({ id: 41, isComplete: true, at: new Date(at(4)).toISOString() }),
    requestsActions.started({ key: TASK_REQUESTS.complete(41) }),
    tasksActions.saved(
      makeTask(41, { projectId: 1, isComplete: true, completedAt: new Date(at(4)).toISOString() }),
    ),
    requestsActions.succeeded({ key: TASK_REQUESTS.complete(41), at: at(5) }),
  ]),
  // Redux DevTools' export: live notifications (their time and id fixed when dispatched), one read, a toast.
  'devtools-notifications': devToolsExport([
    notificationsActions.connectionStatusChanged('connected'),
    notificationsActions.received(
      { id: 501, title: 'Task assigned', message: 'Task 41', type: 'task' },
      at(1),
    ),
    notificationsActions.received({ title: 'Saved' }, at(2)),
    notificationsActions.markedRead(501),
    toastsActions.toastAdded({ message: 'Saved', variant: 'success' }),
  ]),
};

for (const [name, log] of Object.entries(logs)) {
  const state = JSON.parse(JSON.stringify(replayLog(rootReducer, parseActionLog(log))));
  writeFileSync(path.join(logsDir, `${name}.json`), `${JSON.stringify(log, null, 2)}\n`);
  writeFileSync(path.join(logsDir, `${name}.expected.json`), `${JSON.stringify(state, null, 2)}\n`);
  process.stdout.write(
    `${name}: ${(log as { actions?: unknown[] }).actions?.length ?? 'devtools'} actions\n`,
  );
}
