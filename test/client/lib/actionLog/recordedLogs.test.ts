import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rootReducer } from '@client/app/rootReducer';
import { diffStates, formatDifferences } from '@client/lib/actionLog/diff';
import { parseActionLogText, replayLog, replayStates } from '@client/lib/actionLog/replay';

// Every recorded log of test/replay/logs must replay, through the reducers only, to its expected state.
const logsDir = path.resolve(__dirname, '../../../replay/logs');
const logs = readdirSync(logsDir)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.expected.json'))
  .sort();

const read = (file: string) => readFileSync(path.join(logsDir, file), 'utf8');
const asSaved = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

it('finds the recorded logs, each with its expected state', () => {
  expect(logs.length).toBeGreaterThanOrEqual(3);
  for (const file of logs) expect(() => read(file.replace(/\.json$/, '.expected.json'))).not.toThrow();
});

describe.each(logs)('%s', (file) => {
  const log = parseActionLogText(read(file));

  it('replays to the expected state', () => {
    const expected: unknown = JSON.parse(read(file.replace(/\.json$/, '.expected.json')));
    const differences = diffStates(expected, asSaved(replayLog(rootReducer, log)));
    expect(formatDifferences(differences)).toBe('');
  });

  it('replays to the same state every time (the reducers are pure)', () => {
    const first = replayLog(rootReducer, log);
    const second = replayLog(rootReducer, log);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it('steps through one state per action, ending where the whole replay ends', () => {
    const states = replayStates(rootReducer, log);
    expect(states).toHaveLength(log.actions.length + 1);
    expect(states.at(-1)).toEqual(replayLog(rootReducer, log));
  });
});
