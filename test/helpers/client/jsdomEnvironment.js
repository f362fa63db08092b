// jsdom lacks a few globals that the browser has and our libraries use.
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserLikeEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    if (!g.structuredClone) g.structuredClone = structuredClone;
    if (!g.TextEncoder) g.TextEncoder = TextEncoder;
    if (!g.TextDecoder) g.TextDecoder = TextDecoder;
    // React Router's data routers build fetch Requests; Node's Request only accepts Node's AbortSignal.
    for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
      g[name] = globalThis[name];
    }
  }
}

module.exports = BrowserLikeEnvironment;
