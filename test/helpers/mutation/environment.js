// One environment for the client's and the server's test files, as `npm run test:mutation` needs:
// Stryker wraps a single environment to learn which tests cover which mutant. It is the one
// jest.config.js gives each side: jsdom for test/client, node for test/server.
//
// While a mutant is active, the first failing test decides: the mutant is killed, and the tests
// after it in the group are skipped. Jest's own bail counts failed files, and each side's files
// run as one group (test/jest.mutation.config.js), so without it every covering test would run.
const { TestEnvironment: NodeEnvironment } = require('jest-environment-node');
const BrowserLikeEnvironment = require('../client/jsdomEnvironment');
const { isClient } = require('./side');

// The variable Stryker sets in the test process for as long as it runs one mutant.
const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__';

class EnvironmentByPath {
  constructor(config, context) {
    const Environment = isClient(context.testPath) ? BrowserLikeEnvironment : NodeEnvironment;
    this.inner = new Environment(config, context);
    this.failed = false;
  }

  async handleTestEvent(event, state) {
    await this.inner.handleTestEvent?.(event, state);
    if (process.env[ACTIVE_MUTANT] === undefined) return;
    if (event.name === 'hook_failure') this.failed = true;
    else if (event.name === 'test_done' && event.test.errors.length > 0) this.failed = true;
    // Marked before jest reads them: a skipped block runs no hooks, a skipped test no body.
    else if (this.failed && event.name === 'run_describe_start') event.describeBlock.mode = 'skip';
    else if (this.failed && event.name === 'test_start') event.test.mode = 'skip';
  }

  get global() {
    return this.inner.global;
  }

  get fakeTimers() {
    return this.inner.fakeTimers;
  }

  get fakeTimersModern() {
    return this.inner.fakeTimersModern;
  }

  get moduleMocker() {
    return this.inner.moduleMocker;
  }

  setup() {
    return this.inner.setup();
  }

  teardown() {
    return this.inner.teardown();
  }

  getVmContext() {
    return this.inner.getVmContext();
  }

  exportConditions() {
    return this.inner.exportConditions();
  }
}

module.exports = EnvironmentByPath;
