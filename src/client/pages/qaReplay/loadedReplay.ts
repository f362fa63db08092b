import type { Reducer } from '@reduxjs/toolkit';
import type { RootState } from '@client/lib/hooks';
import { diffStates, type StateDifference } from '@client/lib/actionLog/diff';
import {
  parseActionLogText,
  replayStates,
  withoutPersistMarkers,
  type ReplayableLog,
} from '@client/lib/actionLog/replay';

/** A log replayed through the reducers, ready to be stepped through (docs/requirements.md#qa). */
export interface LoadedReplay {
  fileName: string;
  log: ReplayableLog;
  /** `states[i]`: the state after `i` actions; `states[0]` is the log's initial state. */
  states: RootState[];
  /** `pages[i]`: the page the app showed at step `i`, as recorded; '/' when the log does not say. */
  pages: string[];
  /** How the last state departs from the state the recorded store had; null when the file has none. */
  finalCheck: StateDifference[] | null;
}

/** Step 0 shows the first recorded page; each later step the page of its action, or the one before. */
export function pagesForSteps(log: ReplayableLog): string[] {
  const recorded = log.pages ?? [];
  const first = recorded.find((page) => page !== undefined) ?? '/';
  const pages = [first];
  for (let i = 0; i < log.actions.length; i++) pages.push(recorded[i] ?? pages[i]);
  return pages;
}

/** Reads and replays a file's text; throws ActionLogError (or a reducer's error) when it cannot. */
export function loadReplay(fileName: string, text: string, reducer: Reducer<RootState>): LoadedReplay {
  const log = parseActionLogText(text);
  const states = replayStates(reducer, log);
  const last = states[states.length - 1];
  const finalCheck =
    log.finalState === undefined
      ? null
      : diffStates(withoutPersistMarkers(log.finalState), withoutPersistMarkers(last));
  return { fileName, log, states, pages: pagesForSteps(log), finalCheck };
}

/** What changed at step `step`: the differences between the state before its action and after. */
export function changesAt(replay: LoadedReplay, step: number): StateDifference[] {
  if (step <= 0) return [];
  return diffStates(replay.states[step - 1], replay.states[step]);
}

export const clampStep = (replay: LoadedReplay, step: number): number =>
  Math.max(0, Math.min(replay.states.length - 1, Math.round(step)));
