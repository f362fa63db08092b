import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDotEnv } from '@server/config';

// Configuration at a glance: .env.example lists every variable of the README's table with its
// default, and the server reads a .env file when there is one, the environment winning over it.

const root = path.resolve(__dirname, '../..');

/** The README's configuration rows: each variable and its default as written there. */
function readmeTable(): Map<string, string> {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n## '));
  const rows = new Map<string, string>();
  for (const line of table.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || !cells[1].startsWith('`')) continue;
    for (const name of cells[1].match(/`([A-Z_]+)`/g) ?? []) rows.set(name.slice(1, -1), cells[2]);
  }
  return rows;
}

/** The example's variables, set or commented out, and the values it sets. */
function example(): Map<string, string | null> {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8');
  const vars = new Map<string, string | null>();
  for (const line of text.split('\n')) {
    const set = /^([A-Z_]+)=(.*)$/.exec(line);
    if (set) vars.set(set[1], set[2]);
    const unset = /^# ([A-Z_]+)=$/.exec(line);
    if (unset) vars.set(unset[1], null);
  }
  return vars;
}

describe('.env.example', () => {
  it('lists every variable of the README table, and no other', () => {
    const names = [...readmeTable().keys()].sort();
    expect(names.length).toBeGreaterThan(20);
    expect([...example().keys()].sort()).toEqual(names);
  });

  it("sets each to the README's default where the README gives a plain value, and leaves the others unset", () => {
    const vars = example();
    for (const [name, fallback] of readmeTable()) {
      // A default made of another setting (`http://localhost:PORT`) is left to the server.
      const plain = /^`([^`]*)`$/.exec(fallback.replace(/^`[^`]*\bPORT\b[^`]*`$/, ''));
      expect([name, vars.get(name)]).toEqual([name, plain ? plain[1] : null]);
    }
  });
});

describe('the .env file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.ENV_FILE_ONLY;
    delete process.env.ENV_FILE_BOTH;
  });

  it('is read when present, and the environment wins over it', () => {
    writeFileSync(path.join(dir, '.env'), 'ENV_FILE_ONLY=from the file\nENV_FILE_BOTH=from the file\n');
    process.env.ENV_FILE_BOTH = 'from the environment';
    expect(loadDotEnv(dir)).toBe(true);
    expect(process.env.ENV_FILE_ONLY).toBe('from the file');
    expect(process.env.ENV_FILE_BOTH).toBe('from the environment');
  });

  it('is not needed', () => {
    expect(loadDotEnv(dir)).toBe(false);
    expect(process.env.ENV_FILE_ONLY).toBeUndefined();
  });
});
