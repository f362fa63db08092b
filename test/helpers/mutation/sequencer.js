// The test files of one run under `npm run test:mutation`: with a pattern of test names (a mutant's
// run), only the groups that hold one of the named tests, and the pattern handed on to them in
// MUTATION_TEST_NAMES (./wanted.js). A mutant's run then loads the modules of the files whose tests
// cover it, instead of every file's. Should no group match, it runs them all, which is slower but
// never leaves a covering test out.
const { default: Sequencer } = require('@jest/test-sequencer');
const { groupMembers } = require('../../groups');
const { TEST_NAMES, namesFile } = require('./wanted');

class CoveringGroups extends Sequencer {
  constructor(options) {
    super(options);
    this.pattern = options.globalConfig.testNamePattern;
  }

  sort(tests) {
    const covering = this.pattern
      ? tests.filter((test) => groupMembers(test.path).some((file) => namesFile(this.pattern, file)))
      : [];
    if (covering.length === 0) {
      delete process.env[TEST_NAMES];
      return tests;
    }
    process.env[TEST_NAMES] = this.pattern;
    return covering;
  }
}

module.exports = CoveringGroups;
