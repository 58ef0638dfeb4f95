import { Alert } from '@comanda/shared/ui/mui';
import type { PosCatalogStore } from '@comanda/shared/domain';
import { PixQr } from './pix-qr';
import { TenderEntry } from './tender-entry';
import { TenderList } from './tender-list';
import type { TendersState } from './use-tenders';

type Props = {
  tenders: TendersState;
  /** The store of the POS catalog (its PIX key, name and city for the QR); null while unknown. */
  store: PosCatalogStore | null;
  /** The typed payments' list name ("Pagamentos" by default). */
  listLabel?: string;
  autoFocus?: boolean;
};

/** Typing the payments (laid out in the caller's column): method and amount, the PIX QR for what is still due, the payments so far, a refusal. */
export function PaymentEntry({ tenders, store, listLabel, autoFocus }: Props) {
  const { method, settlement } = tenders;
  return (
    <>
      <TenderEntry remainingCents={settlement.remaining_cents} method={method} onMethod={tenders.setMethod} onAdd={tenders.add} autoFocus={autoFocus} />
      {method === 'pix' && settlement.remaining_cents > 0 && store && <PixQr pixKey={store.pix_key} storeName={store.name} city={store.city} amountCents={settlement.remaining_cents} />}
      <TenderList tenders={tenders.tenders} onRemove={tenders.remove} label={listLabel} />
      {tenders.error && <Alert severity="error">{tenders.error}</Alert>}
    </>
  );
}
