import { rootReducer } from '@client/app/rootReducer';
import { ActionLogError, parseActionLog } from '@client/lib/actionLog/replay';
import { changesAt, clampStep, loadReplay, pagesForSteps } from '@client/pages/qaReplay/loadedReplay';
import { toastLog } from './toastLog';

const logFile = () => toastLog({ pages: ['/login', undefined, '/projects/3'] });

describe('a log loaded into the replay view', () => {
  it('holds the state before the first action and after each one', () => {
    const replay = loadReplay('log.json', JSON.stringify(logFile()), rootReducer);
    expect(replay.states).toHaveLength(4);
    expect(replay.states[0].toasts).toEqual(rootReducer(undefined, { type: 'x' }).toasts);
    expect(JSON.stringify(replay.states[1].toasts)).toContain('Project saved');
    expect(replay.states[3].toasts).toEqual(replay.states[0].toasts);
  });

  it('shows the page each step was recorded on, the one before when an action has none', () => {
    const replay = loadReplay('log.json', JSON.stringify(logFile()), rootReducer);
    expect(replay.pages).toEqual(['/login', '/login', '/login', '/projects/3']);
    const devTools = parseActionLog({ ...logFile(), actions: undefined, format: undefined, actionsById: {} });
    expect(pagesForSteps(devTools)).toEqual(['/']);
  });

  it('says the replay reaches the recorded final state, or where it departs from it', () => {
    expect(loadReplay('ok.json', JSON.stringify(logFile()), rootReducer).finalCheck).toEqual([]);
    const file = logFile();
    const tampered = toastLog({ finalState: (state) => ({ ...state, extra: { a: 1 } }) });
    expect(loadReplay('bad.json', JSON.stringify(tampered), rootReducer).finalCheck).toEqual([
      { path: 'extra', expected: { a: 1 }, actual: undefined },
    ]);
    const { finalState: _f, ...without } = file;
    expect(loadReplay('none.json', JSON.stringify(without), rootReducer).finalCheck).toBeNull();
  });

  it('lists what each step changed, and nothing for an action that changed nothing', () => {
    const replay = loadReplay('log.json', JSON.stringify(logFile()), rootReducer);
    expect(changesAt(replay, 0)).toEqual([]);
    expect(changesAt(replay, 1).map((d) => d.path.split(/[.[]/)[0])).toContain('toasts');
    expect(changesAt(replay, 2)).toEqual([]);
  });

  it('keeps a step inside the log', () => {
    const replay = loadReplay('log.json', JSON.stringify(logFile()), rootReducer);
    expect(clampStep(replay, -4)).toBe(0);
    expect(clampStep(replay, 99)).toBe(3);
    expect(clampStep(replay, 2)).toBe(2);
  });

  it('refuses a file that is not a log, saying why', () => {
    expect(() => loadReplay('x.json', '{"format":"other"}', rootReducer)).toThrow(ActionLogError);
    expect(() => loadReplay('x.json', 'not json', rootReducer)).toThrow(/not JSON/);
  });
});
