/** The action log file QA records in the app and replays in the app or in Node (docs/requirements.md). */
export const ACTION_LOG_FORMAT = 'consultancy-action-log';

export interface RecordedAction {
  seq: number;
  /** Epoch ms when dispatched. */
  at: number;
  action: { type: string; payload?: unknown; meta?: unknown; error?: unknown };
  /** The page the app showed when the action was dispatched, secrets redacted; the QA view renders it. */
  page?: string;
}

export interface NetworkCall {
  at: number;
  method: string;
  /** No query values that hold secrets: keep only the path. */
  path: string;
  /** 0 when no answer. */
  status: number;
}

export interface ActionLogFile {
  format: typeof ACTION_LOG_FORMAT;
  version: 1;
  appVersion: string;
  /** ISO. */
  recordedAt: string;
  viewport: { width: number; height: number };
  /** The store's state when recording started, redacted. */
  initialState: unknown;
  /** Oldest first; when the ring buffer dropped older ones, initialState is the state just before the first kept action. */
  actions: RecordedAction[];
  /** The last 50. */
  network: NetworkCall[];
  /** The store's state when the file was written, redacted: what a replay of `actions` must reach. */
  finalState?: unknown;
}
