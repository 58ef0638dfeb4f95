// jsdom lacks several web globals that RTK Query and data routers need; borrow Node's.
const JsdomEnvironment = require('jest-environment-jsdom').default;

class ComandaJsdomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'TextEncoder', 'TextDecoder', 'structuredClone', 'AbortController', 'AbortSignal', 'ReadableStream', 'BroadcastChannel']) {
      if (typeof globalThis[key] !== 'undefined') g[key] = globalThis[key];
    }
    // Browsers resolve relative request URLs against the page; Node's Request does not.
    const origin = g.location.origin;
    g.Request = class extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' && input.startsWith('/') ? origin + input : input, init);
      }
    };
  }
}

module.exports = ComandaJsdomEnvironment;
