import { UNVERSIONED_BUILD, type AdminRemote, type RemoteName } from '@comanda/shared/domain';
import type { Db, SqlRunner } from '../../db/client';
import type { ReleaseStore } from '../../releases/release-store';
import { recordAdminAction, type AdminAction } from '../admin-audit/record-admin-action';
import { loadErrorsByRemote } from './remote-load-errors.service';

export async function remotesOverview(releases: ReleaseStore, sql: SqlRunner, now: Date): Promise<AdminRemote[]> {
  const errors = await loadErrorsByRemote(sql, now);
  return releases.overview().map((entry) => ({ ...entry, loadErrors: errors[entry.remote] }));
}

export async function remoteOverview(releases: ReleaseStore, sql: SqlRunner, now: Date, remote: RemoteName): Promise<AdminRemote> {
  const entry = releases.overview().find((r) => r.remote === remote)!;
  const errors = await loadErrorsByRemote(sql, now, [remote]);
  return { ...entry, loadErrors: errors[remote] };
}

/** How the audit summaries name a remote's version (null: the unversioned build, as the screen says it). */
const versionLabel = (version: string | null): string => (version ? `versão ${version}` : UNVERSIONED_BUILD);

type Actor = AdminAction['actor'];

/**
 * The release switch is a rename of remotes.json on disk, which no DB transaction can include: the audit entry is
 * written after the switch succeeded (a refused switch throws first and records nothing). Should the audit write
 * fail, the switch stays and the request answers 500.
 */
async function recordSwitch(db: Db, actor: Actor, remote: RemoteName, action: 'version_activated' | 'rolled_back', from: string | null, to: string | null): Promise<void> {
  const summary =
    action === 'rolled_back'
      ? `Remoto ${remote}: rollback da ${versionLabel(from)} para ${to ? 'a' : 'o'} ${versionLabel(to)}`
      : `Remoto ${remote}: ${versionLabel(to)} ${to ? 'ativada' : 'ativado'} (antes: ${versionLabel(from)})`;
  await recordAdminAction(db, { actor, action, entity: 'remote', entityId: remote, summary, before: { version: from }, after: { version: to } });
}

/** Activates a kept version (null: the unversioned build) and records it; ReleaseError when the version is not kept. */
export async function activateRemoteVersion(releases: ReleaseStore, db: Db, actor: Actor, remote: RemoteName, version: string | null): Promise<{ from: string | null; to: string | null }> {
  const from = releases.activeVersion(remote);
  releases.activate(remote, version);
  await recordSwitch(db, actor, remote, 'version_activated', from, version);
  return { from, to: version };
}

/** Goes back to the version before the active one (or the unversioned build) and records it; ReleaseError when none is active. */
export async function rollbackRemoteVersion(releases: ReleaseStore, db: Db, actor: Actor, remote: RemoteName): Promise<{ from: string | null; to: string | null }> {
  const from = releases.activeVersion(remote);
  const to = releases.rollback(remote);
  await recordSwitch(db, actor, remote, 'rolled_back', from, to);
  return { from, to };
}
