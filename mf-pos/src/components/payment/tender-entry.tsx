import { useEffect, useState } from 'react';
import { Box, Button, ToggleButton, ToggleButtonGroup } from '@comanda/shared/ui/mui';
import { POS_PAYMENT_METHODS, POS_PAYMENT_METHOD_LABELS, type PosPaymentMethod, type Tender, BRL_INPUT } from '@comanda/shared/domain';
import { CurrencyField } from '@comanda/shared/ui/forms';
import type { Theme } from '@mui/material/styles';

type Props = { remainingCents: number; onAdd: (tender: Tender) => void; method: PosPaymentMethod; onMethod: (method: PosPaymentMethod) => void; autoFocus?: boolean };

/**
 * The five methods in a row; a phone (xs) has no room for five, so three a row, each button outlined on its own (the
 * group's joined borders would break where the row wraps).
 */
const METHOD_GRID = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  [theme.breakpoints.down('sm')]: {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: 1,
    '& .MuiToggleButtonGroup-grouped': { m: 0, border: 1, borderColor: 'divider', borderRadius: 1 },
  },
});

/** Pick a method, type what the customer hands over (the amount still due is suggested), Enter adds it. */
export function TenderEntry({ remainingCents, onAdd, method, onMethod, autoFocus = false }: Props) {
  const [reais, setReais] = useState<number | null>(remainingCents / 100);
  useEffect(() => setReais(remainingCents > 0 ? remainingCents / 100 : null), [remainingCents]);
  const cents = reais === null ? 0 : Math.round(reais * 100);
  const add = () => {
    if (cents > 0) onAdd({ method, amount_cents: cents });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ToggleButtonGroup exclusive value={method} onChange={(_e, next: PosPaymentMethod | null) => next && onMethod(next)} aria-label="Forma de pagamento" sx={METHOD_GRID}>
        {POS_PAYMENT_METHODS.map((m) => (
          <ToggleButton key={m} value={m} sx={{ py: 2 }}>
            {POS_PAYMENT_METHOD_LABELS[m]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}>
        <CurrencyField
          options={BRL_INPUT}
          label={method === 'cash' ? 'Valor recebido' : 'Valor'}
          value={reais}
          onValueChange={setReais}
          autoFocus={autoFocus}
          fullWidth
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outlined" onClick={add} disabled={cents <= 0} sx={{ whiteSpace: 'nowrap', px: 3, minHeight: 48, flexShrink: 0 }}>
          Adicionar pagamento
        </Button>
      </Box>
    </Box>
  );
}
