import type { RemoteName } from '@comanda/shared/domain';

import type { AdminRemote } from '../api/remotes-api';

/** The areas as the admin knows them. */
export const REMOTE_TITLES: Record<RemoteName, string> = {
  mf_storefront: 'Loja (vitrine)',
  mf_store: 'Painel da loja',
  mf_admin: 'Administração',
  mf_pos: 'PDV',
  mf_customer: 'Área do cliente',
};

/** A commit as people read it: its first 7 characters. */
export const shortCommit = (commit: string | null | undefined): string => (commit ? commit.slice(0, 7) : '—');

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 1536 → '1,5 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/** Where a rollback goes (as the server decides): the newest kept version older than the active one, else the unversioned build. */
export function rollbackTarget(remote: AdminRemote): string | null {
  if (!remote.active) return null;
  const active = remote.active;
  return remote.releases.find((release) => release.version < active)?.version ?? null;
}

export const errorsLabel = (n: number): string => (n === 0 ? 'Nenhum erro de carregamento nas últimas 24 h' : n === 1 ? '1 erro de carregamento nas últimas 24 h' : `${n} erros de carregamento nas últimas 24 h`);
