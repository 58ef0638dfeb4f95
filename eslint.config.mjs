// Lint = correctness + the architecture's import boundaries (run by `npm test`).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const APPS = ['shell', 'mf-storefront', 'mf-store', 'mf-admin', 'mf-pos', 'mf-customer'];
const REMOTES = APPS.filter((app) => app !== 'shell');
const SERVER_PACKAGES = ['api', 'realtime'];

const listDirs = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

// Features inside an app do not import each other; apps do not import each other or the server.
const zones = [];
for (const app of APPS) {
  for (const feature of listDirs(path.join(app, 'src/features'))) {
    zones.push({
      target: `./${app}/src/features/${feature}/**`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'Uma feature não importa outra; mova o código comum para shared/.',
    });
  }
  zones.push({
    target: `./${app}/**`,
    from: [...APPS.filter((other) => other !== app), ...SERVER_PACKAGES].map((other) => `./${other}`),
    message: 'Apps só importam de shared/ (remotos se comunicam pela shell e pelo estado compartilhado).',
  });
}
zones.push(
  { target: './shared/domain/**', from: ['./shared/state', './shared/ui', './shared/testing'], message: 'shared/domain é TypeScript puro.' },
  { target: './shared/state/**', from: ['./shared/ui'], message: 'O estado não depende da UI.' },
  { target: './api/**', from: ['./shared/state', './shared/ui', ...APPS.map((app) => `./${app}`)], message: 'A API só usa shared/domain.' },
);

// The MUI components the apps share as one module (shared/ui/mui.ts, see shared/build/mf-shared.cjs): imported from
// there, never from the barrel or their own path, or the storefront's first load carries a second copy of MUI's core.
const SHARED_MUI = [...fs.readFileSync('shared/ui/mui.ts', 'utf8').matchAll(/export \{ default as (\w+) \}/g)].map((match) => match[1]);
const MUI_IMPORTS = {
  paths: [
    { name: '@mui/material', importNames: SHARED_MUI, message: "Importe de '@comanda/shared/ui/mui' (um só módulo compartilhado pela shell e pelos remotos)." },
    // notistack loads after the page (shared/ui/feedback/toast-host.tsx); screens toast through the shared queue.
    { name: 'notistack', importNames: ['useSnackbar', 'enqueueSnackbar', 'closeSnackbar', 'SnackbarProvider'], message: "Use useToasts() de '@comanda/shared/state': o notistack só carrega depois da página." },
  ],
  patterns: [{ group: ['@mui/material/*', '!@mui/material/styles'], message: "Importe do barril '@mui/material' ou de '@comanda/shared/ui/mui'." }],
};

const NODE_BUILTINS = ['fs', 'path', 'http', 'https', 'crypto', 'os', 'child_process', 'url', 'util', 'stream', 'buffer', 'events', 'net', 'zlib'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs'] })] },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-imports': ['error', MUI_IMPORTS],
    },
  },
  {
    files: ['**/*.cjs', '**/*.config.js', '**/rspack.config.js', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The API and the browser both import shared/domain: no React, DOM or Node APIs there.
    files: ['shared/domain/**/*.ts'],
    languageOptions: { globals: { ...globals.es2024 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', '@mui/*', '@emotion/*', 'notistack', 'formik', '@reduxjs/*', 'laravel-echo', 'pusher-js'], message: 'shared/domain não usa React nem bibliotecas de UI.' },
            { group: ['node:*', ...NODE_BUILTINS], message: 'shared/domain não usa APIs do Node.' },
            { group: ['@comanda/shared/state', '@comanda/shared/ui', '@comanda/shared/testing'], message: 'shared/domain é TypeScript puro.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'process', 'Buffer', 'require', '__dirname'],
    },
  },
  {
    // Each shared entry is a federated singleton: reaching another entry by a relative path would
    // bundle a second copy of it (a second Redux API, a second theme context…).
    files: ['shared/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: MUI_IMPORTS.paths,
          patterns: [
            { regex: '^(\\.\\./)+(domain|state|testing)(/|$)', message: "Use '@comanda/shared/domain' / '@comanda/shared/state' (singletons), não caminhos relativos." },
            ...MUI_IMPORTS.patterns,
          ],
        },
      ],
    },
  },
  {
    // Remotes never reach other remotes through federation either.
    files: REMOTES.map((remote) => `${remote}/src/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: MUI_IMPORTS.paths,
          patterns: [
            { group: ['mf_*', 'mf_*/*', 'shell/*', '@comanda/mf-*', '@comanda/shell'], message: 'Remotos não importam outros remotos nem a shell; use shared/.' },
            ...MUI_IMPORTS.patterns,
          ],
        },
      ],
    },
  },
  {
    // The storefront's first screen hydrates before MUI, Redux and the router load (issue 14): its parts are drawn with
    // emotion and the store's colours as CSS variables (features/storefront/ui), and take data and actions as props.
    files: ['mf-storefront/src/features/storefront/{ui,components,lib}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'mf-storefront/src/features/storefront/lib/storefront-theme.ts', 'mf-storefront/src/features/storefront/components/store-theme.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mui/material', '@mui/material/*', '@mui/icons-material', '@mui/icons-material/*', '@comanda/shared/ui/*', '@comanda/shared/state', 'react-router-dom', '@reduxjs/*', 'react-redux', 'notistack', '../api/*', '../../../api/*'],
              message: 'A primeira tela da vitrine não usa MUI, Redux nem o roteador: use features/storefront/ui e receba dados e ações por props.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that names the shared MUI components by their own path, and the one that mounts notistack.
    files: ['shared/ui/mui.ts', 'shared/ui/feedback/toast-host.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
