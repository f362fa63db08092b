import { createNetworkLog } from '@client/lib/actionLog/networkLog';
import { createActionRecorder } from '@client/lib/actionLog/recorder';
import {
  exportActionLog,
  exportShortcutKind,
  installActionLog,
  listenForExportShortcut,
} from '@client/lib/actionLog/actionLog';
import { configureStore } from '@reduxjs/toolkit';
import { sessionActions, sessionReducer } from '@client/features/authentication/sessionSlice';
import { ACTION_LOG_FORMAT, type ActionLogFile } from '@client/lib/actionLog/logFormat';

/** jsdom's Blob has no text(). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { code: 'KeyL', ...init });

describe('export shortcut', () => {
  it('is Ctrl+Alt+L or Cmd+Option+L, with Shift for the DevTools format', () => {
    expect(exportShortcutKind(key({ ctrlKey: true, altKey: true }))).toBe('log');
    expect(exportShortcutKind(key({ metaKey: true, altKey: true }))).toBe('log');
    expect(exportShortcutKind(key({ ctrlKey: true, altKey: true, shiftKey: true }))).toBe('devtools');
    expect(exportShortcutKind(key({ ctrlKey: true }))).toBeNull();
    expect(exportShortcutKind(key({ altKey: true }))).toBeNull();
    expect(
      exportShortcutKind(new KeyboardEvent('keydown', { code: 'KeyK', ctrlKey: true, altKey: true })),
    ).toBeNull();
  });
});

describe('exporting', () => {
  let saved: Blob[] = [];
  let names: string[] = [];
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;

  beforeEach(() => {
    saved = [];
    names = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:log';
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
  });

  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    installActionLog(null);
    jest.restoreAllMocks();
  });

  function installed() {
    const recorder = createActionRecorder();
    const network = createNetworkLog();
    network.record({ method: 'post', url: '/api/account/login?x=1', status: 200 });
    const store = configureStore({
      reducer: { session: sessionReducer },
      middleware: (getDefault) => getDefault({ thunk: false }).concat(recorder.middleware),
      devTools: false,
    });
    installActionLog({ recorder, network });
    store.dispatch(sessionActions.loginRequested({ email: 'a@b.co', password: 'Secret123!' }));
    return store;
  }

  it('does nothing while no recorder is installed', async () => {
    await expect(exportActionLog('log')).resolves.toBe(false);
    expect(saved).toHaveLength(0);
  });

  it('downloads our format with the network calls and the viewport', async () => {
    installed();
    await expect(exportActionLog('log')).resolves.toBe(true);
    expect(names[0]).toMatch(/^action-log-.*\.json$/);
    const file = JSON.parse(await readText(saved[0])) as ActionLogFile;
    expect(file.format).toBe(ACTION_LOG_FORMAT);
    expect(file.appVersion).toEqual(expect.any(String));
    expect(file.viewport).toEqual({ width: window.innerWidth, height: window.innerHeight });
    expect(file.network).toEqual([
      { at: expect.any(Number), method: 'POST', path: '/api/account/login', status: 200 },
    ]);
    expect(file.actions.map((a) => a.action.type)).toEqual(['session/loginRequested']);
    expect(JSON.stringify(file)).not.toContain('Secret123!');
  });

  it('downloads the DevTools format from the shortcut while allowed', async () => {
    installed();
    let allowed = false;
    const stop = listenForExportShortcut(() => allowed);
    window.dispatchEvent(key({ ctrlKey: true, altKey: true, shiftKey: true }));
    allowed = true;
    window.dispatchEvent(key({ ctrlKey: true, altKey: true, shiftKey: true }));
    stop();
    window.dispatchEvent(key({ ctrlKey: true, altKey: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^devtools-export-.*\.json$/);
    const lifted = JSON.parse(await readText(saved[0])) as { stagedActionIds: number[] };
    expect(lifted.stagedActionIds).toEqual([0, 1]);
  });
});
