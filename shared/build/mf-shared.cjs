// The one shared-singletons policy of every federated build (shell and the five remotes).
// Keys must match import specifiers exactly; versions are read from the installed packages
// so that a provided module never gets version "0".
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  '@mui/material',
  '@mui/material/styles',
  '@mui/material/SvgIcon',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
  '@comanda/shared/domain',
  '@comanda/shared/state',
  '@comanda/shared/ui',
  '@comanda/shared/ui/forms',
  '@comanda/shared/ui/catalog',
];

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
      return [specifier, { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false }];
    }),
  );
}

module.exports = { sharedPolicy, SINGLETONS };
