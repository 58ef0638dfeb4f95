// `npm run remote -- <command>`: publish, list, activate and roll back the remotes' versions (issue 15).
//   publish <remote> [--since <commit>] [--shell <shared-singletons.json>]
//   list [<remote>]
//   activate <remote> <version | sem-versao>
//   rollback <remote>
// <remote> is a folder (mf-admin) or a federation name (mf_admin). RELEASES_DIR / DATA_DIR as for the API.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRemoteName, remoteNameOf, type RemoteName } from '@comanda/shared/domain';
import { releasesDirOf } from '../api/src/config';
import { DEFAULT_KEPT_RELEASES, ReleaseError, ReleaseStore } from '../api/src/releases/release-store';
import { publishRemote } from './remote-release/publish';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UNVERSIONED = 'sem-versao';

function remoteArg(value: string | undefined): RemoteName {
  const name = isRemoteName(value) ? value : remoteNameOf(value ?? '');
  if (!name) throw new ReleaseError(`Remoto desconhecido: ${value ?? '(nenhum)'} (use mf-storefront, mf-store, mf-admin, mf-pos ou mf-customer)`);
  return name;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function printList(store: ReleaseStore, only?: RemoteName) {
  for (const entry of store.overview().filter((candidate) => !only || candidate.remote === only)) {
    console.log(`${entry.folder}: ativa ${entry.active ?? `(${UNVERSIONED})`}`);
    for (const release of entry.releases) {
      const mark = release.version === entry.active ? '*' : ' ';
      console.log(`  ${mark} ${release.version}  build ${release.builtAt}  commit ${release.commit?.slice(0, 10) ?? '—'}  ${release.files} arquivos`);
    }
  }
}

async function main(argv: string[]) {
  const [command, ...args] = argv;
  const store = new ReleaseStore(releasesDirOf(process.env), Number(process.env.RELEASES_KEEP) || DEFAULT_KEPT_RELEASES);
  switch (command) {
    case 'publish': {
      const remote = remoteArg(args[0]);
      const result = await publishRemote(store, remote, { repoRoot, since: option(args, '--since'), shellShared: option(args, '--shell'), log: (line) => console.log(line) });
      console.log(`Publicado ${result.release.remote} ${result.release.version} (ativo) em ${result.seconds.total.toFixed(1)} s`);
      if (result.pruned.length > 0) console.log(`Removidas: ${result.pruned.join(', ')}`);
      return;
    }
    case 'list':
      printList(store, args[0] ? remoteArg(args[0]) : undefined);
      return;
    case 'activate': {
      const remote = remoteArg(args[0]);
      if (!args[1]) throw new ReleaseError(`Informe a versão (ou ${UNVERSIONED})`);
      const started = performance.now();
      store.activate(remote, args[1] === UNVERSIONED ? null : args[1]);
      console.log(`${remote}: ativa ${args[1]} em ${Math.round(performance.now() - started)} ms`);
      return;
    }
    case 'rollback': {
      const remote = remoteArg(args[0]);
      const started = performance.now();
      const version = store.rollback(remote);
      console.log(`${remote}: de volta a ${version ?? UNVERSIONED} em ${Math.round(performance.now() - started)} ms`);
      return;
    }
    default:
      console.log('Uso: npm run remote -- publish|list|activate|rollback <remoto> [...]');
      process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exitCode = 1;
});
