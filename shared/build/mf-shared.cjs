// The one shared-singletons policy of every federated build (shell and the five remotes).
// Keys must match import specifiers exactly; versions are read from the installed packages
// so that a provided module never gets version "0".
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  '@mui/material/styles',
  '@mui/material/SvgIcon',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
  // Its locale is module state (set by shared/domain/validation/yup-locale.ts), and one copy beats one per app.
  'yup',
  '@comanda/shared/state',
  '@comanda/shared/ui/forms',
  // The MUI components of the shell and of the storefront's first screen, one module (shared/ui/mui.ts).
  '@comanda/shared/ui/mui',
  '@comanda/shared/ui/catalog',
];

/**
 * What is deliberately NOT shared, and why (issue 14, "Interactive fast"). A shared module is one chunk with all of
 * its exports (the bundler cannot know what a later remote will use), so only what must be one instance is shared:
 * - `@mui/material` (the barrel, ~125 KB gzip whole): each app bundles the components it imports, tree-shaken, but
 *   for those of `@comanda/shared/ui/mui` (the shell's and the storefront's first screen), which are one module. The
 *   MUI state that must be one stays shared: the theme (`@mui/material/styles`) and emotion's theme context and
 *   style cache (`@emotion/react`, `@emotion/styled`). Our theme sets no `components` defaultProps, which would need
 *   MUI's DefaultPropsProvider context to be shared too.
 * - `@comanda/shared/ui` (the design-system primitives: theme factory, spinners, layouts, cards, guards): components
 *   without module state, so each app bundles the ones it uses instead of every app loading all of them (area
 *   layout, menus, dialogs) with the storefront. Its one cross-app context (HeaderExtrasContext) lives in the shared
 *   `@comanda/shared/state`.
 * - `@comanda/shared/domain`: pure functions and constants (no React, no module state but caches), so each app
 *   bundles what it uses; `shared/package.json` declares its only side effect (the yup locale) for tree-shaking.
 * - `react-router`: nothing imports it directly; `react-router-dom` is provided from a trimmed re-export of it
 *   (SHARED_ENTRIES), so it is bundled into that one shared module.
 * - The unused parts of `@mui/material/styles` and `@reduxjs/toolkit`: they are shared, but from trimmed re-exports of
 *   the names the apps and the libraries that import them use (SHARED_ENTRIES, checked by shared-entries.test.ts).
 */
const SHARED_ENTRIES = {
  'react-router-dom': path.join(__dirname, 'shared-entries', 'react-router-dom.mjs'),
  '@mui/material/styles': path.join(__dirname, 'shared-entries', 'mui-material-styles.mjs'),
  '@reduxjs/toolkit': path.join(__dirname, 'shared-entries', 'reduxjs-toolkit.mjs'),
};

/**
 * The trimmed entries above re-export from the real package; when the package's own name is the shared key (as
 * '@mui/material/styles' is), the entry must reach the real module under another name, or it would consume itself.
 */
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] }));
const SHARED_ENTRY_ALIASES = {
  'comanda-real-mui-material-styles$': path.join(packageDir('@mui/material'), 'styles', 'index.mjs'),
  'comanda-real-reduxjs-toolkit$': path.join(packageDir('@reduxjs/toolkit'), 'dist', 'redux-toolkit.modern.mjs'),
};

function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function installedVersion(pkg) {
  const manifest = require(path.join(require.resolve(`${pkg}/package.json`, { paths: [__dirname] })));
  return manifest.version;
}

function sharedPolicy() {
  return Object.fromEntries(
    SINGLETONS.map((specifier) => {
      const version = installedVersion(packageNameOf(specifier));
      const entry = SHARED_ENTRIES[specifier];
      return [specifier, { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false, ...(entry ? { import: entry } : {}) }];
    }),
  );
}

module.exports = { sharedPolicy, SINGLETONS, SHARED_ENTRIES, SHARED_ENTRY_ALIASES };
