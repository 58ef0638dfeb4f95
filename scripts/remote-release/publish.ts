import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_AREAS, type RemoteName } from '@comanda/shared/domain';
import { ReleaseError, type ReleaseInfo, type ReleaseStore } from '../../api/src/releases/release-store';
import { checkRemoteContract, type RemoteFederationManifest, type ShellSharedManifest } from '../../api/src/releases/remote-contract';
import { buildRemote } from './build-remote';
import { exportedNames } from './routes-exports';
import { runRemoteTests, type TestRun } from './run-remote-tests';

export type PublishOptions = {
  repoRoot: string;
  /** The deployed shell's `shared-singletons.json` (default: the shell's build in this repository). */
  shellShared?: string;
  /** Run the remote's tests affected since this commit (default: the active release's commit; none: all). */
  since?: string | null;
  log?: (line: string) => void;
};

export type PublishResult = { release: ReleaseInfo; pruned: string[]; seconds: { build: number; tests: number; total: number }; tests: TestRun };

function gitCommit(repoRoot: string, ref = 'HEAD'): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * Builds one remote, runs its tests and checks its contract with the deployed shell (in parallel where they can),
 * then adds the build as a new version, activates it and prunes old ones. Nothing is published when any step fails.
 */
export async function publishRemote(store: ReleaseStore, remote: RemoteName, options: PublishOptions): Promise<PublishResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const { folder } = REMOTE_AREAS[remote];
  // The source of the storefront's `./first-screen` expose (mf-storefront/rspack.config.js).
  const firstScreenSource = path.join(options.repoRoot, folder, 'src/first-screen/index.tsx');
  const shellShared = options.shellShared ?? path.join(options.repoRoot, 'shell/dist/shared-singletons.json');
  if (!existsSync(shellShared)) throw new ReleaseError(`${shellShared} não existe: construa e publique o shell antes (npm run build).`);

  const active = store.list(remote).find((release) => release.version === store.activeVersion(remote));
  const since = options.since === undefined ? (active?.commit ?? null) : options.since;
  const knownSince = since ? gitCommit(options.repoRoot, since) : null;
  const outDir = mkdtempSync(path.join(tmpdir(), `comanda-publish-${folder}-`));
  try {
    log(`Construindo ${folder} e rodando seus testes…`);
    const [build, tests] = await Promise.all([buildRemote(options.repoRoot, folder, outDir), runRemoteTests(options.repoRoot, folder, knownSince)]);
    log(`Build em ${build.seconds.toFixed(1)} s; ${tests.scope} em ${tests.seconds.toFixed(1)} s`);
    if (!tests.ok) throw new ReleaseError(`Testes de ${folder} falharam; nada foi publicado.\n${tests.output.slice(-4000)}`);

    const problems = checkRemoteContract({
      remote,
      manifest: readJson<RemoteFederationManifest>(path.join(build.dist, 'mf-manifest.json')),
      routesExports: exportedNames(path.join(options.repoRoot, folder, 'src/routes.tsx')),
      firstScreenExports: existsSync(firstScreenSource) ? exportedNames(firstScreenSource) : null,
      routePrefixes: readJson<{ comanda?: { routePrefixes?: string[] } }>(path.join(options.repoRoot, folder, 'package.json')).comanda?.routePrefixes ?? [],
      shell: readJson<ShellSharedManifest>(shellShared),
    });
    if (problems.length > 0) throw new ReleaseError(`${folder} não cumpre o contrato com o shell; nada foi publicado:\n- ${problems.join('\n- ')}`);

    const release = store.add(remote, build.dist, { serverDir: build.serverDir, commit: gitCommit(options.repoRoot) });
    store.activate(remote, release.version);
    const pruned = store.prune(remote);
    const total = (performance.now() - started) / 1000;
    return { release, pruned, tests, seconds: { build: build.seconds, tests: tests.seconds, total } };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
