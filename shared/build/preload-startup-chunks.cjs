// The shell's page asks for the scripts of its start-up (`<link rel="preload" as="script">` after its content), so
// that they download while main.js is still being parsed and run, instead of only after it (issue 14: on a phone
// that gap was ~350 ms of idle link before a server-rendered storefront could hydrate). The list is exact, read from the
// build: the chunks of the `bootstrap` chunk group (shell/src/index.ts names its dynamic import) and, transitively,
// those that provide each shared singleton a start-up chunk consumes; lazy routes and lazily used singletons are not
// preloaded. The API's server-rendered pages keep what follows #root in the template, so they carry the hints too.
const { rspack } = require('@rspack/core');

const PLUGIN = 'PreloadStartupChunks';
const PROVIDE = /^provide shared module \([^)]*\) (@?[^@]+)@/;
const CONSUME = /^consume shared module \([^)]*\) (@?[^@]+)@/;

/** The chunk group that provides each shared singleton, by its key. */
function provideGroupsOf(compilation) {
  const provideGroups = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const key = PROVIDE.exec(origin.module?.identifier?.() ?? '')?.[1];
      if (key) provideGroups.set(key, group);
    }
  }
  return provideGroups;
}

/**
 * The JS files of chunk groups and, with `followShared`, of the groups providing the shared singletons they consume;
 * `consumed` collects the keys of those singletons.
 */
function groupScripts(compilation, groups, followShared, consumed = new Set()) {
  const provideGroups = provideGroupsOf(compilation);
  const files = new Set();
  const seen = new Set();
  const queue = [...groups];
  while (queue.length > 0) {
    const group = queue.pop();
    if (!group || seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of compilation.chunkGraph.getOrderedChunkModulesIterable(chunk, () => 0)) {
        const key = CONSUME.exec(module.identifier())?.[1];
        if (key) consumed.add(key);
        if (followShared && key && provideGroups.has(key)) queue.push(provideGroups.get(key));
      }
    }
  }
  return [...files].sort();
}

/**
 * The JS files of a named chunk group and, with `followShared`, of the groups providing the shared singletons it
 * consumes (for a remote those come from the shell, which already loaded them: not followed).
 */
function startupScripts(compilation, groupName, followShared = true) {
  return groupScripts(compilation, [compilation.namedChunkGroups.get(groupName)], followShared);
}

/** Where the shell's build lists the scripts of a server-rendered storefront's start (read by the API). */
const SHELL_STARTUP_FILE = 'startup-scripts.json';

class PreloadStartupChunks {
  /**
   * @param {{ groupName: string, fetches?: string[], serverRenderedGroup?: string }} options  groupName: the
   *   webpackChunkName of the entry's async boundary; fetches: URLs the entry fetches first thing, preloaded right
   *   after it; serverRenderedGroup: the chunk group a server-rendered storefront starts with instead (the API swaps
   *   the page's hints for it: the group's scripts are written to startup-scripts.json, and the template's own chunk
   *   hints carry `data-startup-group` so that they can be told apart)
   */
  constructor({ groupName, fetches = [], serverRenderedGroup }) {
    this.groupName = groupName;
    this.fetches = fetches;
    this.serverRenderedGroup = serverRenderedGroup;
  }

  apply(compiler) {
    if (this.serverRenderedGroup) {
      const groupName = this.serverRenderedGroup;
      compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
        compilation.hooks.processAssets.tap({ name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : String(compilation.outputOptions.publicPath ?? '');
          const url = (file) => `${publicPath}${file}`;
          const scripts = startupScripts(compilation, groupName).map(url);
          if (scripts.length === 0) compilation.warnings.push(new Error(`${PLUGIN}: grupo de chunks "${groupName}" não encontrado`));
          // What provides each singleton (with what that consumes in turn): the remote's first screen names the ones
          // it consumes (RemoteStartupScripts), and the API preloads them with it.
          const provides = Object.fromEntries([...provideGroupsOf(compilation)].map(([key, group]) => [key, groupScripts(compilation, [group], true).map(url)]));
          compilation.emitAsset(SHELL_STARTUP_FILE, new rspack.sources.RawSource(JSON.stringify({ [groupName]: scripts, provides }, null, 2)));
        });
      });
    }
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(PLUGIN, async (data) => {
        const publicPath = data.publicPath ?? '';
        // The entry first: it starts the remote's manifest chain, which must not queue behind the chunks.
        const entries = [...data.headTags, ...data.bodyTags].filter((tag) => tag.tagName === 'script').map((tag) => String(tag.attributes.src ?? '')).filter(Boolean);
        const chunks = startupScripts(compilation, this.groupName).map((file) => `${publicPath}${file}`);
        const script = (href, priority, group) => ({
          tagName: 'link',
          attributes: { rel: 'preload', as: 'script', href, fetchpriority: priority, ...(group ? { 'data-startup-group': group } : {}) },
          voidTag: true,
        });
        const fetch = (href) => ({ tagName: 'link', attributes: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', fetchpriority: 'high', href }, voidTag: true });
        // At the end of <body>: the content (a server-rendered page's HTML and its first cards) downloads first; the
        // chunks at low priority, so that the remote's manifest, entry and chunks (the other half of the start-up, a
        // chain of small requests) do not queue behind them on the few connections a browser opens to one host.
        data.bodyTags.push(
          ...entries.map((href) => script(href, 'high')),
          ...this.fetches.map(fetch),
          ...chunks.filter((href) => !entries.includes(href)).map((href) => script(href, 'low', this.groupName)),
        );
        if (chunks.length === 0) compilation.warnings.push(new Error(`${PLUGIN}: grupo de chunks "${this.groupName}" não encontrado`));
        return data;
      });
    });
  }
}

/** Where a remote's build lists the scripts its exposed `./routes` needs (read by the API's server-rendered pages). */
const REMOTE_STARTUP_FILE = 'startup-scripts.json';

/**
 * A remote's build writes `startup-scripts.json`: `{ entry, manifest, routes, firstScreen?, firstScreenShared? }`, its
 * container entry, its federation manifest and every script of the `./routes` expose's chunk group (and of
 * `./first-screen`'s, with the shared singletons it consumes). The federation manifest lists only some of them,
 * and the rest start after remoteEntry.js has run, a round trip later; a server-rendered page that knows which
 * remote hydrates it preloads them all (api/src/ssr).
 */
class RemoteStartupScripts {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteStartupScripts', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteStartupScripts', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const routes = startupScripts(compilation, '__federation_expose_routes', false);
        if (routes.length === 0) compilation.warnings.push(new Error('RemoteStartupScripts: grupo de chunks do expose ./routes não encontrado'));
        // The storefront's first screen, which its server-rendered pages start with (mf-storefront/src/first-screen).
        const firstScreenShared = new Set();
        const firstScreenGroup = compilation.namedChunkGroups.get('__federation_expose_first_screen');
        const firstScreen = firstScreenGroup ? groupScripts(compilation, [firstScreenGroup], false, firstScreenShared) : [];
        const json = JSON.stringify(
          { entry: 'remoteEntry.js', manifest: 'mf-manifest.json', routes, ...(firstScreen.length > 0 ? { firstScreen, firstScreenShared: [...firstScreenShared].sort() } : {}) },
          null,
          2,
        );
        compilation.emitAsset(REMOTE_STARTUP_FILE, new rspack.sources.RawSource(json));
      });
    });
  }
}

module.exports = { PreloadStartupChunks, RemoteStartupScripts, REMOTE_STARTUP_FILE, SHELL_STARTUP_FILE, startupScripts };
