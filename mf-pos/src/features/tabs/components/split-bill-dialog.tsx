import { useMemo, useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem } from '@mui/material';
import { Alert, Box, Button, Chip, Stack, Typography } from '@comanda/shared/ui/mui';
import { formatBRL, type PosCatalogStore, type PosSaleView, type TabView, type Tender } from '@comanda/shared/domain';
import { ReceiptSlip } from '../../../components/sale-slips';
import { usePrintSlip } from '../../../lib/use-print-slip';
import { usePayTabPartMutation } from '../api/tabs-api';
import { failureText } from '../lib/error-text';
import { equalParts, partDue, personParts, tendersForPart, type Assignment, type BillPart, type SplitMode } from '../lib/split-parts';
import { PartPayment } from './part-payment';
import { SplitSetup } from './split-setup';

/** `store`: the POS catalog's (its name on the receipt, its PIX key for the QR); null while unknown. */
type Props = { storeId: number; registerSessionId: number; tab: TabView; title: string; store: PosCatalogStore | null; onClose: (closed: boolean) => void };

/**
 * "Dividir a conta": what the tab still owes split equally, by person or by item, then each part paid in turn with any
 * methods (POST /pos/sales/{id}/payments per part). The split is fixed once a part is being paid. Fully paid, the tab
 * closes: "Conta fechada", and the receipt prints on request.
 */
export function SplitBillDialog({ storeId, registerSessionId, tab, title, store, onClose }: Props) {
  const [pay, { isLoading: busy }] = usePayTabPartMutation();
  const [mode, setMode] = useState<SplitMode>('equal');
  const [people, setPeople] = useState(1);
  const [assignment, setAssignment] = useState<Assignment>({});
  const [locked, setLocked] = useState<BillPart[] | null>(null);
  const [paid, setPaid] = useState<boolean[]>([]);
  const [paying, setPaying] = useState<number | null>(null);
  const [sale, setSale] = useState<PosSaleView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { printing, print } = usePrintSlip<'receipt'>();

  const remaining = sale?.remaining_cents ?? tab.remaining_cents;
  const computed = useMemo(
    () => (mode === 'equal' ? { parts: equalParts(tab.remaining_cents, people), fitted: false } : personParts(tab.items, assignment, people, tab.service_charge_percent, tab.remaining_cents)),
    [assignment, mode, people, tab],
  );
  const parts = locked ?? computed.parts;
  const closed = sale !== null && sale.remaining_cents === 0;
  const partName = (index: number) => `${mode === 'equal' ? 'Parte' : 'Pessoa'} ${index + 1}`;
  const isDone = (index: number) => paid[index] === true || parts[index]!.total_cents === 0;

  const start = (index: number) => {
    if (!locked) {
      setLocked(parts);
      setPaid(parts.map(() => false));
    }
    setError(null);
    setPaying(index);
  };

  const payPart = async (index: number, tenders: Tender[]) => {
    const due = partDue(parts, paid, index, remaining);
    setError(null);
    try {
      const result = await pay({ storeId, orderId: tab.order_id, body: { register_session_id: registerSessionId, tenders: tendersForPart(due, remaining, tenders) } }).unwrap();
      const nowPaid = parts.map((_p, i) => i === index || paid[i] === true);
      setPaid(nowPaid);
      setSale(result);
      const next = parts.findIndex((part, i) => !nowPaid[i] && part.total_cents > 0);
      setPaying(result.remaining_cents > 0 && next >= 0 ? next : null);
    } catch (err) {
      setError(failureText(err, 'Não foi possível registrar o pagamento.'));
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose(closed)} maxWidth="md" fullWidth aria-labelledby="split-title">
      <DialogTitle id="split-title">{closed ? 'Conta fechada' : `Dividir a conta — ${title}`}</DialogTitle>
      <DialogContent dividers>
        {closed ? (
          <Stack spacing={2} sx={{ textAlign: 'center', py: 2 }}>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
              Conta fechada
            </Typography>
            <Typography color="text.secondary">
              {title} · Total {formatBRL(sale.total_cents)} · Pago {formatBRL(sale.paid_cents)}
            </Typography>
            <Box>
              <Button variant="outlined" size="large" onClick={() => print('receipt')}>
                Imprimir comprovante
              </Button>
            </Box>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography>
              Falta pagar <strong data-testid="split-remaining">{formatBRL(remaining)}</strong>
            </Typography>
            {locked ? (
              <Typography variant="body2" color="text.secondary">
                Divisão {mode === 'equal' ? 'igual' : mode === 'person' ? 'por pessoa' : 'por item'} entre {parts.length} {parts.length === 1 ? 'pessoa' : 'pessoas'}.
              </Typography>
            ) : (
              <SplitSetup mode={mode} people={people} items={tab.items} assignment={assignment} onMode={setMode} onPeople={setPeople} onAssignment={setAssignment} />
            )}
            {!locked && computed.fitted && <Alert severity="info">A comanda já tem pagamentos ou desconto: as partes foram ajustadas ao que falta pagar, na mesma proporção.</Alert>}
            <List aria-label="Partes da conta" disablePadding>
              {parts.map((part, index) => (
                <ListItem key={index} divider aria-label={`${partName(index)}, ${formatBRL(part.total_cents)}, ${isDone(index) ? 'paga' : 'a pagar'}`} sx={{ px: 0, gap: 1 }}>
                  <Box sx={{ flex: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {partName(index)} · {formatBRL(part.total_cents)}
                    </Typography>
                    {part.items_cents !== null && (
                      <Typography variant="caption" color="text.secondary">
                        Itens {formatBRL(part.items_cents)}
                        {part.service_cents ? ` + serviço ${formatBRL(part.service_cents)}` : ''}
                      </Typography>
                    )}
                  </Box>
                  <Chip size="small" color={isDone(index) ? 'success' : 'default'} label={isDone(index) ? 'Paga' : 'A pagar'} />
                  <Button variant="contained" disabled={isDone(index) || paying !== null || busy} onClick={() => start(index)}>
                    Pagar
                  </Button>
                </ListItem>
              ))}
            </List>
            {paying !== null && (
              <PartPayment
                key={paying}
                title={partName(paying)}
                dueCents={partDue(parts, paid, paying, remaining)}
                store={store}
                busy={busy}
                error={error}
                onPay={(tenders) => void payPart(paying, tenders)}
                onCancel={() => setPaying(null)}
              />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {locked && !closed && !paid.some(Boolean) && paying === null && <Button onClick={() => setLocked(null)}>Refazer divisão</Button>}
        <Button onClick={() => onClose(closed)} disabled={busy} variant={closed ? 'contained' : 'text'}>
          {closed ? 'Voltar às mesas' : 'Fechar'}
        </Button>
      </DialogActions>
      {printing === 'receipt' && sale && <ReceiptSlip sale={sale} storeName={store?.name ?? ''} />}
    </Dialog>
  );
}
