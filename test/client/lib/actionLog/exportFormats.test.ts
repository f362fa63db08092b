import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ACTION_LOG_FORMAT } from '@client/lib/actionLog/logFormat';
import { toActionLogFile, toDevToolsExport } from '@client/lib/actionLog/exportFormats';
import type { Recording } from '@client/lib/actionLog/recorder';
import { parseActionLog, replayLog } from '@client/lib/actionLog/replay';

const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: { added: (state, action: PayloadAction<number>) => state + action.payload },
});
const reducer = (state: { counter: number } | undefined, action: { type: string }) => ({
  counter: counter.reducer(state?.counter, action as never),
});

const recording: Recording = {
  initialState: { counter: 1 },
  actions: [
    { seq: 4, at: 1000, action: counter.actions.added(2) },
    { seq: 5, at: 1010, action: counter.actions.added(3) },
  ],
  finalState: { counter: 6 },
};

describe('our format', () => {
  it('carries the recording, its final state, the app version, the viewport and the network calls', () => {
    const network = [{ at: 990, method: 'GET', path: '/api/services', status: 200 }];
    const file = toActionLogFile({
      recording,
      network,
      appVersion: '0.1.0',
      viewport: { width: 1280, height: 800 },
      recordedAt: new Date(Date.UTC(2025, 0, 15, 12)),
    });
    expect(file).toEqual({
      format: ACTION_LOG_FORMAT,
      version: 1,
      appVersion: '0.1.0',
      recordedAt: '2025-01-15T12:00:00.000Z',
      viewport: { width: 1280, height: 800 },
      initialState: { counter: 1 },
      actions: recording.actions,
      network,
      finalState: { counter: 6 },
    });
    expect(replayLog(reducer, parseActionLog(JSON.parse(JSON.stringify(file))))).toEqual({ counter: 6 });
  });
});

describe('Redux DevTools format', () => {
  it('is a lifted state: @@INIT, then one PERFORM_ACTION per recorded action', () => {
    const lifted = toDevToolsExport(recording);
    expect(lifted).toEqual({
      actionsById: {
        0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: 1000 },
        1: { type: 'PERFORM_ACTION', action: { type: 'counter/added', payload: 2 }, timestamp: 1000 },
        2: { type: 'PERFORM_ACTION', action: { type: 'counter/added', payload: 3 }, timestamp: 1010 },
      },
      computedStates: [{ state: { counter: 6 } }],
      committedState: { counter: 1 },
      currentStateIndex: 2,
      nextActionId: 3,
      skippedActionIds: [],
      stagedActionIds: [0, 1, 2],
    });
  });

  it('holds every computed state when given the reducer', () => {
    const lifted = toDevToolsExport(recording, { reducer: reducer as never });
    expect(lifted.computedStates).toEqual([
      { state: { counter: 1 } },
      { state: { counter: 3 } },
      { state: { counter: 6 } },
    ]);
    expect(lifted.computedStates[lifted.currentStateIndex].state).toEqual(recording.finalState);
  });

  it('replays to the same state as our format', () => {
    const lifted = JSON.parse(JSON.stringify(toDevToolsExport(recording)));
    expect(replayLog(reducer, parseActionLog(lifted))).toEqual({ counter: 6 });
  });
});
