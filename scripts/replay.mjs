#!/usr/bin/env node
// Replays a recorded action log through the reducers in Node (docs/architecture.md#replaying-action-logs):
//   npm run replay -- log.json [--expect state.json | --expect-final]
// Prints the final state, or the differences from the expected state: a file's, or with --expect-final
// the log's own finalState (the recorded store's state at export). redux-persist's `_persist` markers
// are left out of the comparison. Exit: 0 same, 1 different, 2 bad input.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('./nodeTypeScript.cjs');
const { replayReducer } = require('../src/client/app/replayReducer.ts');
const {
  ActionLogError,
  parseActionLogText,
  replayLog,
  withoutPersistMarkers,
} = require('../src/client/lib/actionLog/replay.ts');
const { diffStates, formatDifferences } = require('../src/client/lib/actionLog/diff.ts');

const USAGE = 'usage: npm run replay -- <log.json> [--expect <state.json> | --expect-final]';

function fail(message) {
  process.stderr.write(`replay: ${message}\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const args = { log: null, expect: null, expectFinal: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--expect-final') args.expectFinal = true;
    else if (argv[i] === '--expect') {
      args.expect = argv[i + 1] ?? fail(`--expect needs a file\n${USAGE}`);
      i += 1;
    } else if (argv[i].startsWith('--expect=')) args.expect = argv[i].slice('--expect='.length);
    else if (argv[i] === '--help' || argv[i] === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (args.log === null) args.log = argv[i];
    else fail(`unexpected argument ${argv[i]}\n${USAGE}`);
  }
  if (!args.log) fail(USAGE);
  if (args.expectFinal && args.expect !== null)
    fail(`--expect and --expect-final exclude each other\n${USAGE}`);
  return args;
}

function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    return fail(`cannot read ${file}: ${error.message}`);
  }
}

const args = parseArgs(process.argv.slice(2));
let log;
try {
  log = parseActionLogText(read(args.log));
} catch (error) {
  if (error instanceof ActionLogError) fail(`${args.log}: ${error.message}`);
  throw error;
}
// A JSON round trip, so the state compares and prints exactly as it would be saved.
const state = JSON.parse(JSON.stringify(replayLog(replayReducer, log)));

if (args.expect === null && !args.expectFinal) {
  process.stdout.write(`${JSON.stringify(state, null, 2)}\n`);
  process.exit(0);
}
let expected;
let against;
if (args.expectFinal) {
  if (log.finalState === undefined) fail(`${args.log}: the log has no "finalState" to compare with`);
  expected = log.finalState;
  against = `the log's finalState`;
} else {
  try {
    expected = JSON.parse(read(args.expect));
  } catch (error) {
    fail(`${args.expect}: not JSON: ${error.message}`);
  }
  against = args.expect;
}
const differences = diffStates(withoutPersistMarkers(expected), withoutPersistMarkers(state));
if (differences.length === 0) {
  process.stdout.write(`${log.actions.length} actions replayed: the state matches ${against}\n`);
  process.exit(0);
}
process.stdout.write(
  `${log.actions.length} actions replayed: ${differences.length} difference(s) from ${against}\n` +
    `${formatDifferences(differences)}\n`,
);
process.exit(1);
