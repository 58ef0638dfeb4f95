import { useEffect, useState } from 'react';
import { Box, Button, ToggleButton, ToggleButtonGroup } from '@comanda/shared/ui/mui';
import { POS_PAYMENT_METHODS, POS_PAYMENT_METHOD_LABELS, type PosPaymentMethod, type Tender, BRL_INPUT } from '@comanda/shared/domain';
import { CurrencyField } from '@comanda/shared/ui/forms';

type Props = { remainingCents: number; onAdd: (tender: Tender) => void; method: PosPaymentMethod; onMethod: (method: PosPaymentMethod) => void; autoFocus?: boolean };

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
      <ToggleButtonGroup exclusive value={method} onChange={(_e, next: PosPaymentMethod | null) => next && onMethod(next)} aria-label="Forma de pagamento" sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)' }}>
        {POS_PAYMENT_METHODS.map((m) => (
          <ToggleButton key={m} value={m} sx={{ py: 2 }}>
            {POS_PAYMENT_METHOD_LABELS[m]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 1 }}>
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
        <Button variant="outlined" onClick={add} disabled={cents <= 0} sx={{ whiteSpace: 'nowrap', px: 3 }}>
          Adicionar pagamento
        </Button>
      </Box>
    </Box>
  );
}
