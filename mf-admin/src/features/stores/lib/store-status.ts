import { SUBSCRIPTION_STATUS_LABELS, type AdminStoreStatusFilter, type AdminStoreSummary } from '@comanda/shared/domain';
import { STANDING_HINTS, STANDING_LABELS, STATUS_COLORS, type ChipColor } from '../../../common/lib/subscription-status';

/** The status filter of the stores list: the subscription's status, or a store not yet shown to the public. */
export const STORE_STATUS_FILTER_LABELS: Record<AdminStoreStatusFilter, string> = {
  ...SUBSCRIPTION_STATUS_LABELS,
  unpublished: 'Não publicada',
};
export type StatusChip = { label: string; color: ChipColor; variant: 'filled' | 'outlined'; title?: string };

/**
 * The chips a store's status is shown with: the subscription's status (coloured), then what is worth a second look:
 * a lapsed subscription (carência / somente leitura), a store not yet published, a store turned off.
 */
export function storeStatusChips(store: Pick<AdminStoreSummary, 'subscription_status' | 'standing' | 'published' | 'is_active'>): StatusChip[] {
  const chips: StatusChip[] = [];
  const status = store.subscription_status;
  if (status) chips.push({ label: SUBSCRIPTION_STATUS_LABELS[status], color: STATUS_COLORS[status], variant: 'filled' });
  else chips.push({ label: 'Sem assinatura', color: 'default', variant: 'outlined' });
  if (store.standing === 'grace') chips.push({ label: STANDING_LABELS.grace, color: 'warning', variant: 'outlined', title: STANDING_HINTS.grace });
  if (store.standing === 'locked') chips.push({ label: STANDING_LABELS.locked, color: 'error', variant: 'outlined', title: STANDING_HINTS.locked });
  if (!store.published) chips.push({ label: STORE_STATUS_FILTER_LABELS.unpublished, color: 'default', variant: 'outlined', title: 'A loja ainda não foi publicada: a vitrine não aparece ao público.' });
  if (!store.is_active) chips.push({ label: 'Desativada', color: 'default', variant: 'outlined', title: 'A loja foi desativada: a vitrine está fora do ar.' });
  return chips;
}
