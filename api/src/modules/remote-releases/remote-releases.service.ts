import type { AdminRemote, RemoteName } from '@comanda/shared/domain';
import type { SqlRunner } from '../../db/client';
import type { ReleaseStore } from '../../releases/release-store';
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
