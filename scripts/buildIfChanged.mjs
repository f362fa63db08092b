#!/usr/bin/env node
// `npm start` builds only when it must (README.md, "Set up"): when there is no build, or when what
// the build is made from changed since the last one. What it is made from is hashed (the contents of
// the sources, the public folder, the lock file and the build's configuration), and `npm run build`
// writes that hash beside its output once it succeeded.
//
//   node scripts/buildIfChanged.mjs            build if needed (what `npm start` runs first)
//   node scripts/buildIfChanged.mjs --stamp    record the inputs of the build just made
//   node scripts/buildIfChanged.mjs --check    exit 0 when the build is current, 1 when not
// `--root DIR` works on another tree (the tests).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root =
  rootArg >= 0 ? path.resolve(args[rootArg + 1]) : path.resolve(fileURLToPath(import.meta.url), '../..');

/** Folders and files the build reads. */
const INPUTS = [
  'src',
  'public',
  'scripts/build',
  'package.json',
  'package-lock.json',
  'webpack.config.js',
  'babel.config.js',
  'tsconfig.json',
];
/** The outputs the server needs: both must exist for a build to count. */
const OUTPUTS = ['dist/public/index.html', 'dist/node/server/server.js'];
const STAMP = 'dist/.build-inputs';

/** The files of an input (itself when it is a file), relative to the root. */
function filesOf(input) {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)));
}

/** The hash of every input file's path and contents, in a stable order. */
function inputsHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf).sort()) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampPath = path.join(root, STAMP);
const current = () =>
  OUTPUTS.every((o) => existsSync(path.join(root, o))) &&
  existsSync(stampPath) &&
  readFileSync(stampPath, 'utf8').trim() === inputsHash();

if (args.includes('--stamp')) {
  writeFileSync(stampPath, `${inputsHash()}\n`);
} else if (args.includes('--check')) {
  process.exit(current() ? 0 : 1);
} else if (current()) {
  console.log('The build is up to date with the sources: starting it.');
} else {
  console.log(
    existsSync(stampPath) ? 'The sources changed since the last build: building.' : 'No build yet: building.',
  );
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(built.status ?? 1);
}
