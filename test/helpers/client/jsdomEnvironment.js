// The client's test environment: jsdom, with a few globals that the browser has and our libraries use.
const { default: JSDOMEnvironment } = require('@jest/environment-jsdom-abstract');
const jsdom = require('jsdom');

class BrowserLikeEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
  }

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
