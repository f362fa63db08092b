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
