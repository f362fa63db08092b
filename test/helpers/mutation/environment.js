// One environment for the client's and the server's test files, as `npm run test:mutation` needs:
// Stryker wraps a single environment to learn which tests cover which mutant. It is the one
// jest.config.js gives each side: jsdom for test/client, node for test/server.
const { TestEnvironment: NodeEnvironment } = require('jest-environment-node');
const BrowserLikeEnvironment = require('../client/jsdomEnvironment');
const { isClient } = require('./side');

class EnvironmentByPath {
  constructor(config, context) {
    const Environment = isClient(context.testPath) ? BrowserLikeEnvironment : NodeEnvironment;
    this.inner = new Environment(config, context);
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
