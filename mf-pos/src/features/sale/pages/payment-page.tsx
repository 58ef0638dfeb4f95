import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { TenderError, draftTotals, settleTenders, type PosPaymentMethod, type Tender, type TenderSettlement } from '@comanda/shared/domain';
import { PixQr } from '../components/pix-qr';
import { SettlementFigures } from '../components/settlement-figures';
import { TenderEntry } from '../components/tender-entry';
import { TenderList } from '../components/tender-list';
import { useFinishSale } from '../lib/use-finish-sale';
import { usePosSale } from '../lib/use-pos-sale';
import { useSaleCatalog } from '../lib/use-sale-catalog';

type Settled = { settlement: TenderSettlement; error: string | null };

function settle(dueCents: number, tenders: Tender[]): Settled {
  try {
    return { settlement: settleTenders(dueCents, tenders), error: null };
  } catch (err) {
    if (err instanceof TenderError) return { settlement: settleTenders(dueCents, tenders.slice(0, err.index)), error: err.message };
    throw err;
  }
}

/** Pagamento: split across methods, cash with change shown big, PIX with the QR, a tab may stay partly paid. */
export function PaymentPage({ storeId, registerSessionId, stationId }: { storeId: number; registerSessionId: number; stationId: string | null }) {
  const navigate = useNavigate();
  const { draft } = usePosSale(storeId);
  const { catalog } = useSaleCatalog(storeId);
  const { finish, busy, error } = useFinishSale(storeId, registerSessionId, stationId);
  const [tenders, setTenders] = useState<Tender[]>([]);
  const [method, setMethod] = useState<PosPaymentMethod>('cash');
  const [partial, setPartial] = useState(false);
  const due = draftTotals(draft).totalCents;
  const { settlement, error: tenderError } = useMemo(() => settle(due, tenders), [due, tenders]);

  if (draft.lines.length === 0) return <Navigate to="../index" relative="path" replace />;
  const canFinish = !busy && tenderError === null && (settlement.remaining_cents === 0 || partial);
  const fieldErrors = error ? Object.values(error.errors).flat() : [];

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="h5" component="h1">
          Pagamento
        </Typography>
        <TenderEntry remainingCents={settlement.remaining_cents} method={method} onMethod={setMethod} onAdd={(tender) => setTenders((list) => [...list, tender])} />
        {method === 'pix' && settlement.remaining_cents > 0 && catalog && (
          <PixQr pixKey={catalog.store.pix_key} storeName={catalog.store.name} city={catalog.store.city} amountCents={settlement.remaining_cents} />
        )}
        <TenderList tenders={tenders} onRemove={(index) => setTenders((list) => list.filter((_t, i) => i !== index))} />
        {tenderError && <Alert severity="error">{tenderError}</Alert>}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
        <SettlementFigures settlement={settlement} />
        {(draft.orderType === 'dine_in' || draft.orderType === 'delivery') && (
          <FormControlLabel control={<Switch checked={partial} onChange={(e) => setPartial(e.target.checked)} />} label="Deixar o restante para depois (pagamento parcial)" />
        )}
        {error && (
          <Alert severity="error">
            {error.message}
            {fieldErrors.filter((m) => m !== error.message).map((m) => (
              <div key={m}>{m}</div>
            ))}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          disabled={!canFinish}
          sx={{ py: 2, fontSize: '1.2rem' }}
          onClick={async () => {
            if (await finish(draft, tenders, partial)) navigate('../success', { relative: 'path' });
          }}
        >
          {busy ? 'Registrando…' : 'Finalizar venda'}
        </Button>
        <Button onClick={() => navigate('../index', { relative: 'path' })}>Voltar para a venda</Button>
      </Paper>
    </Box>
  );
}
