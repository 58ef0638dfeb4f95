import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Alert, Button, Stack, Typography } from '@comanda/shared/ui/mui';
import { BRL_INPUT, TRIP_MESSAGES, formatBRL, onlyDigits, reaisToCents, type TripStopView } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useToasts } from '@comanda/shared/state';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { useDeliverOrderMutation } from '../api/driver-api';
import { brl } from '../lib/money';

type Errors = { code?: string; cash_received?: string; general?: string };
type Props = { driverId: number; stop: TripStopView; onClose: () => void };

const CODE_PATTERN = /^\d{4}$/;
const CASH_INPUT = { ...BRL_INPUT, allowBlank: true };

/** The same rules the API applies (deliverOrderSchema and the cash check), so the common mistakes answer at once. */
function check(code: string, received: number | null, toCollect: number | null): Errors {
  const errors: Errors = {};
  if (!code) errors.code = TRIP_MESSAGES.codeRequired;
  else if (!CODE_PATTERN.test(code)) errors.code = TRIP_MESSAGES.codeWrong;
  if (toCollect !== null) {
    if (received === null) errors.cash_received = TRIP_MESSAGES.cashRequired;
    else if (reaisToCents(received) < reaisToCents(toCollect)) errors.cash_received = TRIP_MESSAGES.cashShort(brl(toCollect));
  }
  return errors;
}

/** "Entregue": the 4-digit code the customer gives at the door and, for cash, what was received (the change shown). */
export function DeliverDialog({ driverId, stop, onClose }: Props) {
  const { enqueueSnackbar } = useToasts();
  const [deliver, { isLoading }] = useDeliverOrderMutation();
  const [code, setCode] = useState('');
  const [received, setReceived] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const toCollect = stop.cash_to_collect;
  const change = toCollect !== null && received !== null ? reaisToCents(received) - reaisToCents(toCollect) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(code, received, toCollect);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await deliver({ driverId, orderId: stop.order_id, code, cash_received: toCollect !== null ? received : null }).unwrap();
      enqueueSnackbar(`Pedido ${stop.number} entregue.`, { variant: 'success' });
      onClose();
    } catch (error) {
      const apiError = toApiError(error, 'Não foi possível confirmar a entrega.');
      const fields = firstFieldErrors(apiError);
      const { code: codeError, cash_received: cashError, ...others } = fields;
      // A message about something else (the order left the trip…) goes above the buttons.
      const general = codeError || cashError ? undefined : (Object.values(others)[0] ?? apiError.message);
      setErrors({ code: codeError, cash_received: cashError, general });
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="deliver-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="deliver-title">Confirmar entrega</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              Pedido {stop.number} — {stop.customer_name}
            </Typography>
            {toCollect !== null && <Typography sx={{ fontWeight: 700, fontSize: 18 }}>Cobrar {brl(toCollect)}</Typography>}
            <TextField
              label="Código de entrega"
              value={code}
              onChange={(event) => setCode(onlyDigits(event.target.value).slice(0, 4))}
              error={Boolean(errors.code)}
              helperText={errors.code ?? 'Os 4 dígitos que o cliente vê no acompanhamento do pedido'}
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 4, autoComplete: 'one-time-code', style: { fontSize: 28, letterSpacing: 8 } } }}
            />
            {toCollect !== null && (
              <CurrencyField
                label="Valor recebido em dinheiro"
                value={received}
                onValueChange={setReceived}
                options={CASH_INPUT}
                error={Boolean(errors.cash_received)}
                helperText={errors.cash_received}
                fullWidth
              />
            )}
            {change !== null && change >= 0 && (
              <Typography aria-live="polite" sx={{ fontWeight: 700, fontSize: 18 }}>
                Troco: {formatBRL(change)}
              </Typography>
            )}
            {errors.general && <Alert severity="error">{errors.general}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} size="large">
            Cancelar
          </Button>
          <Button type="submit" variant="contained" color="success" size="large" disabled={isLoading} sx={{ minHeight: 48 }}>
            Confirmar entrega
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
