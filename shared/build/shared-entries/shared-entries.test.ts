// Every federated app receives the trimmed entries of this folder instead of the whole package (see mf-shared.cjs):
// a name that code imports from the package but the trimmed entry lacks would be `undefined` at run time, with no
// build error. These tests read every import of the repository's browser code (and of the installed packages that
// import the shared key themselves) and check them against each entry.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mf-storefront', 'mf-store', 'mf-admin', 'mf-pos', 'mf-customer', 'shared'];

type TrimmedEntry = {
  /** The shared key apps import. */
  key: string;
  file: string;
  /** The package the entry re-exports from, as Node resolves it (to check the names exist). */
  realPackage: string;
  /** Installed packages whose own modules import the shared key (they receive the trimmed entry too). */
  importingPackages: string[];
};

const ENTRIES: TrimmedEntry[] = [
  { key: 'react-router-dom', file: 'react-router-dom.mjs', realPackage: 'react-router', importingPackages: [] },
  {
    key: '@mui/material/styles',
    file: 'mui-material-styles.mjs',
    realPackage: '@mui/material/styles',
    importingPackages: ['@mui/x-charts', '@mui/x-data-grid', '@mui/x-internals', '@mui/x-virtualizer'],
  },
  // RTK Query's own modules import '@reduxjs/toolkit' by name.
  { key: '@reduxjs/toolkit', file: 'reduxjs-toolkit.mjs', realPackage: '@reduxjs/toolkit', importingPackages: ['@reduxjs/toolkit'] },
];

function files(dir: string, pattern: RegExp, skip = ['node_modules', 'dist', 'dist-ssr', 'build']): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (skip.includes(name)) return [];
    if (statSync(full).isDirectory()) return files(full, pattern, skip);
    return pattern.test(name) ? [full] : [];
  });
}

/** Browser code only: tests run without federation and the server render (src/ssr) is a plain Node build. */
const isBrowserCode = (file: string) => !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('ssr') && !file.includes(`${path.sep}testing${path.sep}`);

const browserFiles = () => APPS.flatMap((app) => files(path.join(repoRoot, app), /\.tsx?$/).filter(isBrowserCode));

const packageFiles = (name: string) => {
  const dir = path.join(repoRoot, 'node_modules', name);
  try {
    return files(dir, /\.mjs$/, ['node_modules']);
  } catch {
    return [];
  }
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Value (not type) names imported from `key` by these files, with the files that import them. */
function importedNames(key: string, sources: string[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${escape(key)}['"]`, 'g');
  for (const file of sources) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue;
      for (const part of match[2].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (!name || name.startsWith('type ')) continue;
        names.set(name, [...(names.get(name) ?? []), path.relative(repoRoot, file)]);
      }
    }
  }
  return names;
}

const entryNames = (entry: TrimmedEntry) => {
  const block = /export\s*\{([^}]*)\}\s*from/.exec(readFileSync(path.join(__dirname, entry.file), 'utf8'))?.[1] ?? '';
  return block.split(',').map((name) => name.trim()).filter(Boolean);
};

describe.each(ENTRIES)('$key compartilhado (entrada enxuta $file)', (entry) => {
  it('exporta todo nome que o código do navegador e os pacotes instalados importam', () => {
    const exported = new Set(entryNames(entry));
    const sources = [...browserFiles(), ...entry.importingPackages.flatMap(packageFiles)];
    const missing = [...importedNames(entry.key, sources)].filter(([name]) => !exported.has(name)).map(([name, where]) => `${name} (${where.slice(0, 3).join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('nenhum módulo importa o pacote inteiro de outro jeito (default, namespace ou export *)', () => {
    const key = escape(entry.key);
    const whole = new RegExp(`(import\\s+(\\*\\s+as\\s+\\w+|\\w+)|export\\s+\\*)\\s+from\\s+['"]${key}['"]`);
    // @reduxjs/toolkit/react re-exports the whole package: fine while no app imports that subpath.
    const sources = [...browserFiles(), ...entry.importingPackages.flatMap(packageFiles)].filter((file) => !/toolkit\/dist\/react\//.test(file));
    expect(sources.filter((file) => whole.test(readFileSync(file, 'utf8'))).map((file) => path.relative(repoRoot, file))).toEqual([]);
    expect(browserFiles().filter((file) => /from\s+'@reduxjs\/toolkit\/react'/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('só reexporta nomes que existem no pacote instalado', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS build, read as data
    const real = require(entry.realPackage) as Record<string, unknown>;
    const names = entryNames(entry);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => real[name] === undefined)).toEqual([]);
  });
});

it('ninguém importa react-router diretamente (não é compartilhado: viria uma segunda cópia)', () => {
  const direct = browserFiles().filter((file) => /from\s+'react-router'/.test(readFileSync(file, 'utf8')));
  expect(direct.map((file) => path.relative(repoRoot, file))).toEqual([]);
});
