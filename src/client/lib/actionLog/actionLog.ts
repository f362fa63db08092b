import type { ActionRecorder } from './recorder';
import type { NetworkLog } from './networkLog';

/**
 * The running recorder and network log, installed once by the app's entry; the menu and the keyboard
 * shortcut export from here. Only this small part is in the initial download: the export code is
 * loaded on first use.
 */
export interface InstalledActionLog {
  recorder: ActionRecorder;
  network: NetworkLog;
}

/** 'log': our format, the bug report; 'devtools': Redux DevTools' export format. */
export type ActionLogExportKind = 'log' | 'devtools';

let installed: InstalledActionLog | null = null;

export function installActionLog(log: InstalledActionLog | null): void {
  installed = log;
}

export function isActionLogInstalled(): boolean {
  return installed !== null;
}

/** Downloads the log; false when nothing records (tests, or before start-up). */
export async function exportActionLog(kind: ActionLogExportKind): Promise<boolean> {
  const log = installed;
  if (!log) return false;
  const { writeActionLog } = await import(/* webpackChunkName: "action-log-export" */ './writeActionLog');
  writeActionLog(log, kind);
  return true;
}

/** Ctrl+Alt+L (Cmd+Option+L on a Mac) exports our format; with Shift, the DevTools format. */
export function exportShortcutKind(event: KeyboardEvent): ActionLogExportKind | null {
  if (event.code !== 'KeyL' || !event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  return event.shiftKey ? 'devtools' : 'log';
}

/** Listens for the shortcut while `allowed()` says the user may export; returns the unsubscribe. */
export function listenForExportShortcut(allowed: () => boolean, target: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const kind = exportShortcutKind(event);
    if (!kind || !allowed()) return;
    event.preventDefault();
    void exportActionLog(kind);
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
