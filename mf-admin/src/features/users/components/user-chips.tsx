import { Chip } from '@comanda/shared/ui/mui';
import { ADMIN_USER_STATUS_LABELS, type AdminUserListItem } from '@comanda/shared/domain';

export function UserStatusChip({ status }: { status: AdminUserListItem['status'] }) {
  return <Chip size="small" color={status === 'ativo' ? 'success' : 'default'} variant={status === 'ativo' ? 'filled' : 'outlined'} label={ADMIN_USER_STATUS_LABELS[status]} />;
}

/** The stores a user is tied to: 'Burger House (Gerente)', 'Bella Napoli – Moema (Atendente)'. */
export function storesLabel(user: Pick<AdminUserListItem, 'stores'>): string {
  if (user.stores.length === 0) return '—';
  return user.stores.map((s) => (s.branch ? `${s.name} – ${s.branch.name}` : s.name)).join(', ');
}
