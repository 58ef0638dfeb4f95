import type { RemoteName } from '@comanda/shared/domain';
import type { SqlRunner } from '../../db/client';
import type { ReleaseStore, RemoteReleases } from '../../releases/release-store';
import { loadErrorsByRemote, type RemoteLoadErrors } from './remote-load-errors.service';

/** A row of /admin/remotes: the remote's releases (newest first), the active one (null = unversioned build) and its load errors. */
export type RemoteOverview = RemoteReleases & { loadErrors: RemoteLoadErrors };

export async function remotesOverview(releases: ReleaseStore, sql: SqlRunner, now: Date): Promise<RemoteOverview[]> {
  const errors = await loadErrorsByRemote(sql, now);
  return releases.overview().map((entry) => ({ ...entry, loadErrors: errors[entry.remote] }));
}

export async function remoteOverview(releases: ReleaseStore, sql: SqlRunner, now: Date, remote: RemoteName): Promise<RemoteOverview> {
  const entry = releases.overview().find((r) => r.remote === remote)!;
  const errors = await loadErrorsByRemote(sql, now, [remote]);
  return { ...entry, loadErrors: errors[remote] };
}
