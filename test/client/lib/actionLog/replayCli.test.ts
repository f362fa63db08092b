import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm run replay -- log.json [--expect state.json]`: the exit code is the verdict (0 same, 1 different, 2 bad input).
const root = path.resolve(__dirname, '../../../..');
const logs = path.join(root, 'test/replay/logs');
const log = path.join(logs, 'login-profile-update.json');
const expected = path.join(logs, 'login-profile-update.expected.json');

function replay(...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/replay.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'development' },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'replay-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('prints the final state', () => {
  const { code, out } = replay(log);
  expect(code).toBe(0);
  expect(JSON.parse(out)).toEqual(JSON.parse(readFileSync(expected, 'utf8')));
});

it('exits 0 when the state is the expected one', () => {
  const { code, out } = replay(log, '--expect', expected);
  expect(code).toBe(0);
  expect(out).toMatch(/13 actions replayed: the state matches/);
});

it('exits 1 and lists each difference when the state departs from the expected one', () => {
  const state = JSON.parse(readFileSync(expected, 'utf8'));
  state.session.user.name = 'Ayşe';
  delete state.requests['profile/update'];
  const changed = path.join(dir, 'changed.json');
  writeFileSync(changed, JSON.stringify(state));
  const { code, out } = replay(log, `--expect=${changed}`);
  expect(code).toBe(1);
  expect(out).toContain('2 difference(s)');
  expect(out).toContain('session.user.name: expected "Ayşe", actual "Ayşe Nur"');
  expect(out).toMatch(/requests\["profile\/update"\]: expected \(missing\), actual \{"status":"succeeded"/);
});

it('exits 2 with a clear message on a file it cannot replay', () => {
  const bad = path.join(dir, 'bad.json');
  writeFileSync(bad, JSON.stringify({ format: 'consultancy-action-log', version: 3, actions: [] }));
  expect(replay(bad)).toMatchObject({
    code: 2,
    err: expect.stringContaining('unsupported consultancy-action-log version 3'),
  });
  expect(replay(path.join(dir, 'missing.json'))).toMatchObject({
    code: 2,
    err: expect.stringContaining('cannot read'),
  });
  expect(replay()).toMatchObject({ code: 2, err: expect.stringContaining('usage:') });
});

describe('--expect-final', () => {
  /** The log with a finalState, as the app writes it: the store's state then, with redux-persist's markers. */
  function withFinal(change?: (state: Record<string, Record<string, unknown>>) => void): string {
    const file = JSON.parse(readFileSync(log, 'utf8'));
    const finalState = JSON.parse(readFileSync(expected, 'utf8'));
    finalState.session._persist = { version: -1, rehydrated: true };
    change?.(finalState);
    const out = path.join(dir, `final-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(out, JSON.stringify({ ...file, finalState }));
    return out;
  }

  it("exits 0 when the replay reaches the log's own finalState, `_persist` markers aside", () => {
    const { code, out } = replay(withFinal(), '--expect-final');
    expect(code).toBe(0);
    expect(out).toMatch(/13 actions replayed: the state matches the log's finalState/);
  });

  it('exits 1 and lists the differences when it does not', () => {
    const { code, out } = replay(
      withFinal((state) => {
        (state.session.user as Record<string, unknown>).name = 'Ayşe';
      }),
      '--expect-final',
    );
    expect(code).toBe(1);
    expect(out).toContain("1 difference(s) from the log's finalState");
    expect(out).toContain('session.user.name: expected "Ayşe", actual "Ayşe Nur"');
  });

  it('exits 2 when the log has no finalState, or with --expect as well', () => {
    expect(replay(log, '--expect-final')).toMatchObject({
      code: 2,
      err: expect.stringContaining('no "finalState"'),
    });
    expect(replay(withFinal(), '--expect-final', '--expect', expected)).toMatchObject({
      code: 2,
      err: expect.stringContaining('exclude each other'),
    });
  });
});
