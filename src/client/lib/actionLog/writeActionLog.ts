import type { ActionLogExportKind, InstalledActionLog } from './actionLog';
import { saveJson } from '../download';
import { toActionLogFile, toDevToolsExport } from './exportFormats';

/**
 * The app's version: webpack's DefinePlugin replaces `process.env.APP_VERSION` with package.json's
 * version; when nothing does, `process` may be missing in the browser, hence the catch.
 */
export function readAppVersion(): string {
  try {
    return process.env.APP_VERSION ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** 2025-01-15T12-00-00: a timestamp that every file system accepts in a name. */
const fileStamp = (date: Date) => date.toISOString().slice(0, 19).replace(/:/g, '-');

export function writeActionLog(log: InstalledActionLog, kind: ActionLogExportKind, now = new Date()): void {
  const recording = log.recorder.recording();
  if (kind === 'devtools') {
    saveJson(toDevToolsExport(recording), `devtools-export-${fileStamp(now)}.json`);
    return;
  }
  const file = toActionLogFile({
    recording,
    network: log.network.calls(),
    appVersion: readAppVersion(),
    viewport: { width: window.innerWidth, height: window.innerHeight },
    recordedAt: now,
  });
  saveJson(file, `action-log-${fileStamp(now)}.json`);
}
