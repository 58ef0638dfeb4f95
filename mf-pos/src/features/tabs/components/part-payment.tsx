import { Alert, Box, Button, Typography } from '@comanda/shared/ui/mui';
import { formatBRL, type PosCatalogStore, type Tender } from '@comanda/shared/domain';
import { PaymentEntry } from '../../../components/payment/payment-entry';
import { SettlementFigures } from '../../../components/payment/settlement-figures';
import { useTenders } from '../../../components/payment/use-tenders';

type Props = { title: string; dueCents: number; store: PosCatalogStore | null; busy: boolean; error: string | null; onPay: (tenders: Tender[]) => void; onCancel: () => void };

/** Paying one part: any methods and amounts (PIX with the QR), cash above the part shown big as the change. */
export function PartPayment({ title, dueCents, store, busy, error, onPay, onCancel }: Props) {
  const entry = useTenders(dueCents);
  const { settlement, tenders } = entry;
  const canPay = !busy && tenders.length > 0 && entry.error === null && settlement.remaining_cents === 0;

  return (
    <Box role="region" aria-label={`Pagamento da ${title}`} sx={{ display: 'grid', gap: 1.5, p: 2, border: 1, borderColor: 'primary.main', borderRadius: 2 }}>
      <Typography variant="h6" component="h3">
        {title}: {formatBRL(dueCents)}
      </Typography>
      <PaymentEntry tenders={entry} store={store} listLabel="Pagamentos da parte" />
      <SettlementFigures settlement={settlement} dueLabel="Parte" testIdPrefix="tab-part" />
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" size="large" disabled={!canPay} onClick={() => onPay(tenders)}>
          {busy ? 'Registrando…' : `Registrar pagamento da ${title.toLowerCase()}`}
        </Button>
      </Box>
    </Box>
  );
}
