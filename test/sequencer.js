// The order in which the workers take the test files: the slowest first, so that no worker is left
// with a long file at the end. Jest knows a file's time from its last run on this machine; a fresh
// clone has none, and jest would then order the group files by their own size, a few lines each.
// Their cost is estimated instead from the size of the test files they run (test/groups.js).
const fs = require('node:fs');
const path = require('node:path');
const { default: Sequencer } = require('@jest/test-sequencer');

// Roughly a millisecond of running for every three bytes of test code.
const MS_PER_BYTE = 0.3;

const sizeOf = (file) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};

/** A group's member files, from the requires it was written with. */
function members(groupFile) {
  const text = fs.readFileSync(groupFile, 'utf8');
  return [...text.matchAll(/require\("([^"]+)"\)/g)].map((m) => path.resolve(path.dirname(groupFile), m[1]));
}

function estimate(testPath) {
  const files = testPath.includes(`${path.sep}.groups${path.sep}`) ? members(testPath) : [testPath];
  return files.reduce((sum, file) => sum + sizeOf(file), 0) * MS_PER_BYTE;
}

class SlowestFirst extends Sequencer {
  sort(tests) {
    for (const test of tests) test.duration = this.time(test) ?? estimate(test.path);
    return tests.sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      return b.duration - a.duration;
    });
  }
}

module.exports = SlowestFirst;
