import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Alert, Button, Stack, ToggleButton, ToggleButtonGroup } from '@comanda/shared/ui/mui';
import { DISCOUNT_MESSAGES, discountNeedsApproval, formatBRL, posDiscountCents, posDiscountRefusal, type PosDiscount, type PosDiscountType, BRL_INPUT } from '@comanda/shared/domain';
import { useAuth } from '@comanda/shared/state';
import { CurrencyField } from '@comanda/shared/ui/forms';

type Props = { open: boolean; subtotalCents: number; current: PosDiscount | null; onClose: () => void; onApply: (discount: PosDiscount | null, managerPin: string | null) => void };

/** A discount by value or percent; an attendant's needs a manager's PIN, which the server checks with the sale. */
export function DiscountDialog({ open, subtotalCents, current, onClose, onApply }: Props) {
  const { user } = useAuth();
  const needsPin = discountNeedsApproval(user?.role);
  const [type, setType] = useState<PosDiscountType>(current?.type ?? 'value');
  const [reais, setReais] = useState<number | null>(current?.type === 'value' ? current.value / 100 : null);
  const [percent, setPercent] = useState(current?.type === 'percent' ? String(current.value) : '');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const discount = (): PosDiscount | null => {
    if (type === 'value') return reais && reais > 0 ? { type, value: Math.round(reais * 100) } : null;
    const value = Number(percent.replace(',', '.'));
    return Number.isFinite(value) && value > 0 ? { type, value: Math.round(value * 100) / 100 } : null;
  };
  const chosen = discount();

  const apply = () => {
    if (!chosen) return setError(DISCOUNT_MESSAGES.valueRequired);
    if (chosen.type === 'percent' && chosen.value > 100) return setError(DISCOUNT_MESSAGES.percentRange);
    const refusal = posDiscountRefusal(subtotalCents, chosen);
    if (refusal) return setError(refusal);
    if (needsPin && !/^\d{4,6}$/.test(pin)) return setError(DISCOUNT_MESSAGES.needsApproval);
    onApply(chosen, needsPin ? pin : null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="discount-title">
      <DialogTitle id="discount-title">Desconto</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ToggleButtonGroup exclusive value={type} onChange={(_e, next: PosDiscountType | null) => next && setType(next)} aria-label="Tipo de desconto">
            <ToggleButton value="value">Valor (R$)</ToggleButton>
            <ToggleButton value="percent">Percentual (%)</ToggleButton>
          </ToggleButtonGroup>
          {type === 'value' ? (
            <CurrencyField options={BRL_INPUT} label="Desconto em R$" value={reais} onValueChange={setReais} autoFocus />
          ) : (
            <TextField label="Desconto em %" value={percent} onChange={(e) => setPercent(e.target.value.replace(/[^\d,.]/g, ''))} slotProps={{ htmlInput: { inputMode: 'decimal' } }} autoFocus />
          )}
          {chosen && <Alert severity="info">Desconto de {formatBRL(posDiscountCents(subtotalCents, chosen))} sobre {formatBRL(subtotalCents)}.</Alert>}
          {needsPin && (
            <TextField
              label="PIN do gerente"
              type="password"
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
              helperText="Um gerente digita o PIN dele para aprovar."
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {current && (
          <Button color="error" onClick={() => (onApply(null, null), onClose())}>
            Remover desconto
          </Button>
        )}
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={apply}>
          Aplicar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
