// `npm run test:mutation`: Stryker mutates the shared domain rules and the server's services, runs
// the tests that cover each mutant (test/jest.mutation.config.js) and prints the mutation score. The
// goal is 80 % or more (docs/testing.md#mutation-testing). It takes long; CI does not run it.
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  plugins: ['@stryker-mutator/jest-runner'],
  jest: {
    projectType: 'custom',
    configFile: 'test/jest.mutation.config.js',
    // The sequencer of test/jest.mutation.config.js chooses the files by the covering tests' names.
    enableFindRelatedTests: false,
  },
  mutate: ['src/shared/domain/**/*.ts', 'src/server/services/**/*.ts'],
  coverageAnalysis: 'perTest',
  // Mutants in code that runs when a module loads would need every test; they are left out.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 30_000,
  // The first run goes through every test file alone, in one process, to learn what covers what.
  dryRunTimeoutMinutes: 45,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'test-results/mutation/mutation.json' },
  tempDirName: 'test-results/mutation/sandbox',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
