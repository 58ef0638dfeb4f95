// Every federated app receives the trimmed react-router-dom of react-router-dom.mjs (see mf-shared.cjs): a name our
// browser code imports from 'react-router-dom' that the trimmed entry lacks would be `undefined` at run time, with no
// build error. This test reads every import of the repository's browser code and checks it against the entry.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const entryFile = path.join(__dirname, 'react-router-dom.mjs');
const APPS = ['shell', 'mf-storefront', 'mf-store', 'mf-admin', 'mf-pos', 'mf-customer', 'shared'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (['node_modules', 'dist', 'dist-ssr', 'build'].includes(name)) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Browser code only: tests run without federation and the server render (src/ssr) is a plain Node build. */
const isBrowserCode = (file: string) => !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('ssr') && !file.includes(`${path.sep}testing${path.sep}`);

/** Value (not type) names imported from react-router-dom, with the files that import them. */
function importedNames(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const app of APPS) {
    for (const file of sourceFiles(path.join(repoRoot, app)).filter(isBrowserCode)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(-dom)?'/g)) {
        if (match[1]) continue;
        for (const part of match[2].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (!name || name.startsWith('type ')) continue;
          names.set(name, [...(names.get(name) ?? []), path.relative(repoRoot, file)]);
        }
      }
    }
  }
  return names;
}

const entryNames = () => {
  const block = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(readFileSync(entryFile, 'utf8'))?.[1] ?? '';
  return block.split(',').map((name) => name.trim()).filter(Boolean);
};

describe('react-router-dom compartilhado (entrada enxuta)', () => {
  it('exporta todo nome que o código do navegador importa de react-router-dom', () => {
    const exported = new Set(entryNames());
    const missing = [...importedNames()].filter(([name]) => !exported.has(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('só reexporta nomes que existem no react-router instalado', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS build, read as data
    const router = require('react-router') as Record<string, unknown>;
    const names = entryNames();
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => router[name] === undefined)).toEqual([]);
  });

  it('ninguém importa react-router diretamente (não é compartilhado: viria uma segunda cópia)', () => {
    const direct = [];
    for (const app of APPS) {
      for (const file of sourceFiles(path.join(repoRoot, app)).filter(isBrowserCode)) {
        if (/from\s+'react-router'/.test(readFileSync(file, 'utf8'))) direct.push(path.relative(repoRoot, file));
      }
    }
    expect(direct).toEqual([]);
  });
});
