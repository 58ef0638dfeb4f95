import semver from 'semver';
import { REMOTE_AREAS, type RemoteName } from '@comanda/shared/domain';
import { FIRST_SCREEN_EXPORTS, FIRST_SCREEN_EXPOSE, FIRST_SCREEN_REMOTE } from '@comanda/shared/ssr';

/** The parts of a remote's `mf-manifest.json` the contract reads. */
export type RemoteFederationManifest = {
  name: string;
  exposes: { path: string }[];
  shared: { name: string; version: string; singleton?: boolean; requiredVersion?: string | false }[];
};

/** `shell/dist/shared-singletons.json`: what the deployed shell provides. */
export type ShellSharedManifest = { shared: Record<string, { version: string; singleton: boolean }> };

export type RemoteContractInput = {
  remote: RemoteName;
  manifest: RemoteFederationManifest;
  /** Names exported by the exposed `./routes` module (read from its source). */
  routesExports: string[];
  /** Names exported by the storefront's `./first-screen` module (read from its source); null: no such source. */
  firstScreenExports: string[] | null;
  /** The remote's own `package.json` `comanda.routePrefixes`. */
  routePrefixes: string[];
  shell: ShellSharedManifest;
};

/** What the shell reads from `./routes` (shell/src/features/remotes/remote-loader.ts, RoutesModule). */
export const ROUTES_REQUIRED_EXPORTS = ['default'] as const;
export const ROUTES_OPTIONAL_EXPORTS = ['hydrateServerState'] as const;

/**
 * Whether a remote built alone still fits the shell that is deployed: it exposes `./routes` with the exports the
 * shell reads (and the storefront its `./first-screen`, which server-rendered pages start with), every singleton it shares is one the shell provides, at a version its `requiredVersion` accepts, and it
 * claims exactly the route prefixes the shell mounts it under. Returns the problems, in Portuguese (none: it fits).
 */
export function checkRemoteContract(input: RemoteContractInput): string[] {
  const { remote, manifest, shell } = input;
  const problems: string[] = [];

  if (manifest.name !== remote) problems.push(`O manifesto é do remoto "${manifest.name}", não de ${remote}.`);

  if (!manifest.exposes.some((expose) => expose.path === './routes')) problems.push('O remoto não expõe ./routes.');
  for (const name of ROUTES_REQUIRED_EXPORTS) {
    if (!input.routesExports.includes(name)) problems.push(`./routes não exporta "${name}" (o componente de rotas que o shell monta).`);
  }
  const known = new Set<string>([...ROUTES_REQUIRED_EXPORTS, ...ROUTES_OPTIONAL_EXPORTS]);
  for (const name of input.routesExports) {
    if (!known.has(name)) problems.push(`./routes exporta "${name}", que o shell não conhece (permitidos: ${[...known].join(', ')}).`);
  }

  if (remote === FIRST_SCREEN_REMOTE) {
    // Without it the shell still starts, with the whole app over the server's page: slower, so refused here.
    if (!manifest.exposes.some((expose) => expose.path === `./${FIRST_SCREEN_EXPOSE}`)) {
      problems.push(`A vitrine não expõe ./${FIRST_SCREEN_EXPOSE} (a primeira tela que as páginas renderizadas no servidor hidratam).`);
    }
    for (const name of FIRST_SCREEN_EXPORTS) {
      if (!input.firstScreenExports?.includes(name)) problems.push(`./${FIRST_SCREEN_EXPOSE} não exporta "${name}" (o que o shell chama para hidratar a página).`);
    }
  }

  for (const shared of manifest.shared) {
    if (!shared.singleton) continue;
    const provided = shell.shared[shared.name];
    if (!provided?.singleton) {
      problems.push(`Novo singleton "${shared.name}": o shell não o fornece. Singletons novos exigem publicar o shell antes.`);
      continue;
    }
    const required = shared.requiredVersion;
    if (required && semver.validRange(required) && !semver.satisfies(provided.version, required)) {
      problems.push(`"${shared.name}": o remoto exige ${required}, o shell fornece ${provided.version}.`);
    }
  }

  const expected = [...REMOTE_AREAS[remote].routePrefixes].sort();
  const claimed = [...input.routePrefixes].sort();
  if (expected.join('\n') !== claimed.join('\n')) {
    const owners = Object.entries(REMOTE_AREAS)
      .filter(([name, area]) => name !== remote && claimed.some((prefix) => (area.routePrefixes as readonly string[]).includes(prefix)))
      .map(([name]) => name);
    const taken = owners.length > 0 ? ` (${owners.join(', ')} já usa parte delas)` : '';
    problems.push(`Prefixos de rota ${claimed.join(', ') || '(nenhum)'} diferentes dos que o shell monta para ${remote}: ${expected.join(', ')}${taken}.`);
  }
  return problems;
}
