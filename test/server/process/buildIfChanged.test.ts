import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm start` builds only when there is no build or its inputs changed (README.md, "Set up"): the
// script's check on a tree of its own.

const SCRIPT = path.resolve(__dirname, '../../../scripts/buildIfChanged.mjs');

describe('the build check of npm start', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const run = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args, '--root', root]).status;
  const isCurrent = () => run('--check') === 0;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-check-'));
    write('src/client/index.tsx', 'export {};\n');
    write('src/server/server.ts', 'export {};\n');
    write('public/robots.txt', 'User-agent: *\n');
    write('package-lock.json', '{}\n');
    write('dist/public/index.html', '<!doctype html>\n');
    write('dist/node/server/server.js', '\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('counts a build as current once stamped, until a source changes', () => {
    expect(isCurrent()).toBe(false);
    expect(run('--stamp')).toBe(0);
    expect(isCurrent()).toBe(true);
    write('src/server/server.ts', 'export const changed = 1;\n');
    expect(isCurrent()).toBe(false);
  });

  it('goes by contents, not by times: a file touched but unchanged keeps the build current', () => {
    run('--stamp');
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'src/client/index.tsx'), later, later);
    expect(isCurrent()).toBe(true);
    write('src/client/new.ts', 'export {};\n');
    expect(isCurrent()).toBe(false);
  });

  it('needs a build when an output is missing, or the lock file or the public folder changed', () => {
    run('--stamp');
    unlinkSync(path.join(root, 'dist/node/server/server.js'));
    expect(isCurrent()).toBe(false);
    write('dist/node/server/server.js', '\n');
    expect(isCurrent()).toBe(true);
    write('package-lock.json', '{"lockfileVersion":3}\n');
    expect(isCurrent()).toBe(false);
    run('--stamp');
    write('public/robots.txt', 'User-agent: *\nDisallow: /\n');
    expect(isCurrent()).toBe(false);
  });
});
