import type { RemoteName } from '@comanda/shared/domain';

export { REMOTE_NAMES, type RemoteName } from '@comanda/shared/domain';

export const REMOTE_LABELS: Record<RemoteName, string> = {
  mf_storefront: 'a loja',
  mf_store: 'o painel da loja',
  mf_admin: 'a administração',
  mf_pos: 'o PDV',
  mf_customer: 'a área do cliente',
};
