// Which test files a mutant's run needs. Stryker runs the tests that cover a mutant by their full
// names, as one pattern of escaped names ("(name)|(name)"), and under `npm run test:mutation` every
// full name begins with its file's path: the describe block of its group (test/groups.js,
// `byTestName`). The sequencer (./sequencer.js) passes the pattern on in MUTATION_TEST_NAMES to the
// groups, which load only the files it names; without a pattern (the first run, which learns what
// covers what) every file is wanted.
const TEST_NAMES = 'MUTATION_TEST_NAMES';

/** Whether a pattern of escaped full test names can match a test of `file` (a repository path). */
const namesFile = (pattern, file) => pattern.replace(/\\/g, '').includes(`${file} `);

/** In a group, as it loads: whether the run asks for a test of `file`. */
function wanted(file) {
  const pattern = process.env[TEST_NAMES];
  return !pattern || namesFile(pattern, file);
}

module.exports = { TEST_NAMES, namesFile, wanted };
