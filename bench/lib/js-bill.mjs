// Per-library bill of the JS a page received: each file's bytes attributed to the npm package (or our own app /
// workspace folder) they came from, through the source maps the production build writes next to every chunk
// (devtool 'source-map'). A file's gzip -9 size is split in proportion to the raw bytes each source owns in it
// (gzip does not compress every part equally, so per-package figures are an estimate; the totals are exact).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one VLQ-encoded source-map segment into its numeric fields. */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`caractere inválido no source map: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Where a served JS path lives on disk: /x.js is the shell's dist, /remotes/<dir>/x.js a remote's. */
export function distFileOf(repoRoot, urlPath) {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(urlPath);
  return remote ? path.join(repoRoot, remote[1], 'dist', remote[2]) : path.join(repoRoot, 'shell', 'dist', urlPath.replace(/^\//, ''));
}

/**
 * The owner of a source path from a map: the npm package (`react-dom`, `@mui/material`), one of our workspaces
 * (`@comanda/shared/ui`, `mf-storefront`, `shell`), or the bundler's own runtime.
 */
export function ownerOf(source) {
  const bundle = /^webpack:\/\/([^/]*)\//.exec(source)?.[1]?.replace(/_/g, '-') ?? '(app)';
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = clean.slice(inModules + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return name === '@comanda/shared' ? `@comanda/shared/${parts[2]}` : name;
  }
  const shared = /(?:^|\/)shared\/([^/]+)\//.exec(clean);
  if (shared && !clean.startsWith('src/')) return `@comanda/shared/${shared[1]}`;
  const app = /(?:^|\/)(shell|mf-[a-z]+)\/src\//.exec(clean);
  if (app) return app[1];
  if (clean.startsWith('src/') || clean.startsWith('./src/')) return bundle;
  return '(runtime do rspack/MF)';
}

/** Raw bytes of one generated file per source owner; bytes no mapping covers go to "(sem mapa)". */
export function rawBytesByOwner(code, map) {
  const owners = map.sources.map(ownerOf);
  const bytes = new Map();
  const add = (owner, count) => count > 0 && bytes.set(owner, (bytes.get(owner) ?? 0) + count);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let previousColumn = 0;
    let previousOwner = '(runtime do rspack, sem mapa)';
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0];
      add(previousOwner, Buffer.byteLength(line.slice(previousColumn, column)));
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        previousOwner = owners[sourceIndex] ?? '(runtime do rspack, sem mapa)';
      } else previousOwner = '(runtime do rspack, sem mapa)';
      previousColumn = column;
    }
    add(previousOwner, Buffer.byteLength(line.slice(previousColumn)) + 1);
  });
  return bytes;
}

/**
 * @param {string} repoRoot
 * @param {{ path: string, app: string, raw: number, gzip9: number }[]} files  as measured by storefront-load.mjs
 * @returns {{ owner: string, raw: number, gzip9: number, files: number }[]} biggest first
 */
export function jsBill(repoRoot, files) {
  const bill = new Map();
  for (const file of files) {
    const onDisk = distFileOf(repoRoot, file.path);
    let shares = new Map([[`(sem source map) ${file.app}`, file.raw]]);
    if (existsSync(onDisk) && existsSync(`${onDisk}.map`)) {
      shares = rawBytesByOwner(readFileSync(onDisk, 'utf8'), JSON.parse(readFileSync(`${onDisk}.map`, 'utf8')));
    }
    const total = [...shares.values()].reduce((sum, value) => sum + value, 0) || 1;
    for (const [owner, raw] of shares) {
      const entry = bill.get(owner) ?? { owner, raw: 0, gzip9: 0, files: new Set() };
      entry.raw += (raw / total) * file.raw;
      entry.gzip9 += (raw / total) * file.gzip9;
      entry.files.add(file.path);
      bill.set(owner, entry);
    }
  }
  return [...bill.values()].map((entry) => ({ ...entry, files: entry.files.size })).sort((a, b) => b.gzip9 - a.gzip9);
}
