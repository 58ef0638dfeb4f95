// The shell's build writes what it provides to the remotes (`shared-singletons.json`: name → version, singleton), so
// that a remote published later alone is checked against the shell that is actually deployed, not against whatever
// versions happen to be installed where the remote is built (api/src/releases/remote-contract.ts).
const { rspack } = require('@rspack/core');

const SHELL_SHARED_FILE = 'shared-singletons.json';

class ShellSharedManifest {
  /** @param {Record<string, { version: string, singleton: boolean }>} shared the shell's `shared` policy */
  constructor(shared) {
    this.shared = shared;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellSharedManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellSharedManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const shared = Object.fromEntries(Object.entries(this.shared).map(([name, entry]) => [name, { version: entry.version, singleton: entry.singleton === true }]));
        compilation.emitAsset(SHELL_SHARED_FILE, new rspack.sources.RawSource(`${JSON.stringify({ shared }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { ShellSharedManifest, SHELL_SHARED_FILE };
