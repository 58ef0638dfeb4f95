import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { FormControlLabel, Switch } from '@mui/material';
import { Alert, Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import { draftTotals } from '@comanda/shared/domain';
import { PaymentEntry } from '../../../components/payment/payment-entry';
import { SettlementFigures } from '../../../components/payment/settlement-figures';
import { useTenders } from '../../../components/payment/use-tenders';
import { usePosCatalog } from '../../../lib/use-pos-catalog';
import { useFinishSale } from '../lib/use-finish-sale';
import { usePosSale } from '../lib/use-pos-sale';
import { POS_COLUMNS } from '../../../components/pos-columns';

/** Pagamento: split across methods, cash with change shown big, PIX with the QR, a tab may stay partly paid. */
export function PaymentPage({ storeId, registerSessionId, stationId }: { storeId: number; registerSessionId: number; stationId: string | null }) {
  const navigate = useNavigate();
  const { draft } = usePosSale(storeId);
  const { catalog } = usePosCatalog(storeId);
  const { finish, busy, error } = useFinishSale(storeId, registerSessionId, stationId);
  const [partial, setPartial] = useState(false);
  const entry = useTenders(draftTotals(draft).totalCents);
  const { settlement, tenders } = entry;

  if (draft.lines.length === 0) return <Navigate to="../index" relative="path" replace />;
  const canFinish = !busy && entry.error === null && (settlement.remaining_cents === 0 || partial);
  const fieldErrors = error ? Object.values(error.errors).flat() : [];

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: POS_COLUMNS, gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="h5" component="h1">
          Pagamento
        </Typography>
        <PaymentEntry tenders={entry} store={catalog?.store ?? null} autoFocus />
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
