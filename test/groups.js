// The whole suite runs its test files in groups: the files of a group share one module registry and
// one test environment, each inside a describe block named after its file, so that a folder's files
// load React, MUI, Fastify and the app once instead of once each (docs/testing.md#groups). Jest
// needs a file per group, so the groups are written to test/.groups/ when a run starts.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const groupDir = path.join(root, 'test/.groups');

/**
 * Files that replace modules or set their own environment run alone: in a group, a module they
 * replace may already have been loaded by an earlier file, and one file's replacement would reach
 * the files after it.
 */
const RUNS_ALONE =
  /\bjest\.(mock|unmock|doMock|dontMock|isolateModules|isolateModulesAsync|resetModules|enableAutomock)\(|@jest-environment\b/;

/** The test files under `dir`, sorted, as paths relative to the repository. */
function testFiles(dir, suffix) {
  const found = [];
  const walk = (current) => {
    for (const entry of fs.readdirSync(path.join(root, current), { withFileTypes: true })) {
      const relative = path.posix.join(current, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (suffix.test(entry.name)) found.push(relative);
    }
  };
  walk(dir);
  return found.sort();
}

const runsAlone = (file) => RUNS_ALONE.test(fs.readFileSync(path.join(root, file), 'utf8'));

/**
 * A folder's files in runs of at most `size`: files of a folder test one area and load the same
 * modules. The groups are small enough for the two workers to share them evenly. Without
 * `byFolder`, all files in runs of at most `size`.
 */
function chunksByFolder(files, size, byFolder = true) {
  const folders = new Map();
  for (const file of files) {
    const folder = byFolder ? path.posix.dirname(file) : '';
    folders.set(folder, [...(folders.get(folder) ?? []), file]);
  }
  const chunks = [];
  for (const members of folders.values()) {
    const count = Math.ceil(members.length / size);
    const per = Math.ceil(members.length / count);
    for (let i = 0; i < members.length; i += per) chunks.push(members.slice(i, i + per));
  }
  return chunks;
}

/**
 * `beforeEachFile`: a module of test/helpers whose named function runs before each file's tests.
 * `byTestName`: a file is loaded only when the run asks for a test of it (test/helpers/mutation).
 */
const groupSource = (members, beforeEachFile, byTestName) =>
  [
    '// Written by test/groups.js for one run: these test files share one module registry.',
    ...(byTestName ? ["const { wanted } = require('../helpers/mutation/wanted');"] : []),
    ...members.map((file) =>
      [
        `describe(${JSON.stringify(file)}, () => {`,
        ...(beforeEachFile
          ? [`  beforeAll(() => require('../helpers/${beforeEachFile.module}').${beforeEachFile.name}());`]
          : []),
        byTestName
          ? `  if (wanted(${JSON.stringify(file)})) require(${JSON.stringify(`../../${file}`)});`
          : `  require(${JSON.stringify(`../../${file}`)});`,
        '});',
      ].join('\n'),
    ),
    '',
  ].join('\n');

/** The files a group file runs, as paths relative to the repository, from its describe blocks. */
const groupMembers = (groupFile) =>
  [...fs.readFileSync(groupFile, 'utf8').matchAll(/^describe\(("[^"]+")/gm)].map((m) => JSON.parse(m[1]));

/** Writes a file only when its text changed, so that jest's caches keep what they hold. */
function writeIfChanged(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.writeFileSync(file, text);
}

/**
 * Writes the groups of one project and returns the test paths jest runs for it: the group files and
 * the files that run alone. `byFolder: false` groups files of all folders together. `byTestName`
 * (for `npm run test:mutation`) loads a group's files only when the run asks for one of their tests,
 * and gives each file that runs alone a group of its own, so that its tests' names also begin with
 * its path.
 */
function writeGroups({
  name,
  dir,
  suffix,
  extension,
  size,
  include = () => true,
  beforeEachFile,
  byFolder = true,
  byTestName = false,
}) {
  fs.mkdirSync(groupDir, { recursive: true });
  const files = testFiles(dir, suffix).filter(include);
  const alone = files.filter(runsAlone);
  const grouped = files.filter((file) => !alone.includes(file));
  const chunks = chunksByFolder(grouped, size, byFolder);
  if (byTestName) chunks.push(...alone.map((file) => [file]));
  const written = chunks.map((members, index) => {
    const file = path.join(groupDir, `${name}-${String(index + 1).padStart(2, '0')}.group${extension}`);
    writeIfChanged(file, groupSource(members, beforeEachFile, byTestName));
    return file;
  });
  for (const stale of fs.readdirSync(groupDir)) {
    const file = path.join(groupDir, stale);
    if (stale.startsWith(`${name}-`) && !written.includes(file)) fs.rmSync(file);
  }
  return byTestName ? written : [...written, ...alone.map((file) => path.join(root, file))];
}

module.exports = { writeGroups, groupMembers, testFiles, runsAlone, groupDir };
