export const REMOTE_NAMES = ['mf_storefront', 'mf_store', 'mf_admin', 'mf_pos', 'mf_customer'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTE_LABELS: Record<RemoteName, string> = {
  mf_storefront: 'a loja',
  mf_store: 'o painel da loja',
  mf_admin: 'a administração',
  mf_pos: 'o PDV',
  mf_customer: 'a área do cliente',
};
