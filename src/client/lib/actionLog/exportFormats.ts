import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { ACTION_LOG_FORMAT, type ActionLogFile, type NetworkCall } from './logFormat';
import type { Recording } from './recorder';

export interface ActionLogFileInput {
  recording: Recording;
  network: NetworkCall[];
  appVersion: string;
  viewport: { width: number; height: number };
  /** When the file was written; now by default. */
  recordedAt?: Date;
}

/** Our format (docs/requirements.md): what QA attaches to a bug report. */
export function toActionLogFile(input: ActionLogFileInput): ActionLogFile {
  return {
    format: ACTION_LOG_FORMAT,
    version: 1,
    appVersion: input.appVersion,
    recordedAt: (input.recordedAt ?? new Date()).toISOString(),
    viewport: input.viewport,
    initialState: input.recording.initialState,
    actions: input.recording.actions,
    network: input.network,
    finalState: input.recording.finalState,
  };
}

/** One entry of `actionsById`, as Redux DevTools' instrumentation lifts an action. */
export interface LiftedAction {
  type: 'PERFORM_ACTION';
  action: { type: string; [key: string]: unknown };
  timestamp: number;
}

/** The lifted state that the DevTools extension's Export button writes and its Import reads. */
export interface DevToolsExport {
  actionsById: Record<number, LiftedAction>;
  computedStates: { state: unknown; error?: string }[];
  committedState: unknown;
  currentStateIndex: number;
  nextActionId: number;
  skippedActionIds: number[];
  stagedActionIds: number[];
}

/** DevTools' own first entry: its state is the committed state. */
const INIT_ACTION = { type: '@@INIT' };

/**
 * The recording in Redux DevTools' export format: action 0 is DevTools' `@@INIT` with the recording's
 * initial state as `committedState`, then one lifted action per recorded action.
 *
 * With a `reducer`, `computedStates` holds the state after every action, replayed from the redacted
 * initial state. Without one it holds only the final state (the live store's, redacted): writing
 * thousands of full states would make the file huge, and the extension recomputes every state from
 * `committedState` and the actions when it imports a lifted state.
 */
export function toDevToolsExport(recording: Recording, options: { reducer?: Reducer } = {}): DevToolsExport {
  const startedAt = recording.actions[0]?.at ?? Date.now();
  const actionsById: Record<number, LiftedAction> = {
    0: { type: 'PERFORM_ACTION', action: INIT_ACTION, timestamp: startedAt },
  };
  const stagedActionIds = [0];
  recording.actions.forEach((entry, i) => {
    actionsById[i + 1] = { type: 'PERFORM_ACTION', action: entry.action, timestamp: entry.at };
    stagedActionIds.push(i + 1);
  });
  return {
    actionsById,
    computedStates: computeStates(recording, options.reducer),
    committedState: recording.initialState,
    currentStateIndex: stagedActionIds.length - 1,
    nextActionId: stagedActionIds.length,
    skippedActionIds: [],
    stagedActionIds,
  };
}

function computeStates(recording: Recording, reducer: Reducer | undefined): DevToolsExport['computedStates'] {
  if (!reducer) return [{ state: recording.finalState }];
  let state: unknown = recording.initialState;
  const states = [{ state }];
  for (const entry of recording.actions) {
    state = reducer(state, entry.action as UnknownAction);
    states.push({ state });
  }
  return states;
}
