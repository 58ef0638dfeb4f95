/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { STORE_ORDER_ENDPOINTS } from './store-orders';

const ROOT = path.resolve(__dirname, '../..');
/** Who ships an endpoint: `shared/state` is the shell's shared module; each app ships its own `src`. */
const OWNERS = ['shared/state', 'shell/src', 'mf-storefront/src', 'mf-store/src', 'mf-admin/src', 'mf-pos/src', 'mf-customer/src'];

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const COMPUTED = Object.fromEntries(Object.entries(STORE_ORDER_ENDPOINTS).map(([key, name]) => [`STORE_ORDER_ENDPOINTS.${key}`, name]));
// An endpoint is a key of the object `endpoints: (build) => ({ … })` returns: `name: build.query(…)` or `name: xEndpoint(build)`.
const ENDPOINT_KEY = /^\s*(\w+|\[[\w.]+\]):\s*(?:build\.(?:query|mutation|infiniteQuery)\b|\w+Endpoint\(build\))/gm;

function endpointsOf(owner: string): string[] {
  return sourceFiles(path.join(ROOT, owner))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .filter((source) => source.includes('injectEndpoints'))
    .flatMap((source) => [...source.matchAll(ENDPOINT_KEY)].map(([, key]) => (key.startsWith('[') ? COMPUTED[key.slice(1, -1)] ?? key : key)));
}

const declared = OWNERS.flatMap((owner) => endpointsOf(owner).map((name) => ({ owner, name })));

describe('who ships each endpoint (issue 15)', () => {
  it('finds the endpoints of every area', () => {
    expect(declared.length).toBeGreaterThan(100);
    for (const owner of OWNERS) expect(declared.some((entry) => entry.owner === owner)).toBe(true);
  });

  it('gives every endpoint name one owner, so an area never takes over another area’s endpoint at run time', () => {
    const owners = new Map<string, Set<string>>();
    for (const { owner, name } of declared) owners.set(name, (owners.get(name) ?? new Set()).add(owner));
    const shared = [...owners].filter(([, of]) => of.size > 1).map(([name, of]) => `${name}: ${[...of].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('keeps in shared/state only the endpoints the shell itself uses (auth, address lookup, notifications, push, store discovery)', () => {
    const inShell = declared.filter((entry) => entry.owner === 'shared/state').map((entry) => entry.name);
    expect(inShell.filter((name) => /order|address|quote/i.test(name))).toEqual([]);
  });

  it('names the store endpoints the shell alert reads after endpoints mf-store declares', () => {
    const store = endpointsOf('mf-store/src');
    expect(store).toEqual(expect.arrayContaining(Object.values(STORE_ORDER_ENDPOINTS)));
  });
});
