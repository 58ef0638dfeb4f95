import { useEffect } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { DELIVERY_WINDOW_EVENTS, formatBRL, reaisToCents } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useToasts } from '@comanda/shared/state';
import { useDriversCashQuery, useSettleDriverCashMutation, type DriverCashView } from '../api/register-api';

/** A safety net when the real-time connection is down. */
const POLLING_MS = 60_000;

const deliveriesLabel = (orders: number) => (orders === 1 ? '1 entrega em dinheiro' : `${orders} entregas em dinheiro`);

/**
 * "Acerto de entregadores": the cash each driver received at the door and has not handed in yet; "Acertar no caixa"
 * puts it into this station's open session (an 'acerto' movement), so the drawer's expected cash counts it.
 * Hidden where the store cannot use it (the plan has no delivery management, or the role may not).
 */
export function DriverSettlementCard({ storeId, sessionId }: { storeId: number; sessionId: number }) {
  const { data, error, refetch } = useDriversCashQuery(storeId, { pollingInterval: POLLING_MS });
  const [settle, { isLoading, originalArgs }] = useSettleDriverCashMutation();
  const { enqueueSnackbar } = useToasts();

  // A delivery finished (cash received) or a settlement elsewhere: the list follows.
  useEffect(() => {
    const refresh = () => void refetch();
    window.addEventListener(DELIVERY_WINDOW_EVENTS.deliveryUpdated, refresh);
    return () => window.removeEventListener(DELIVERY_WINDOW_EVENTS.deliveryUpdated, refresh);
  }, [refetch]);

  const status = error && 'status' in error ? error.status : null;
  if (status === 403 || status === 404) return null;

  const onSettle = async (driver: DriverCashView) => {
    try {
      const result = await settle({ storeId, driverId: driver.driver_id, sessionId }).unwrap();
      enqueueSnackbar(`Acerto de ${driver.name}: ${formatBRL(reaisToCents(result.amount))} no caixa.`, { variant: 'success' });
    } catch (err) {
      // The 422's own words (the session was closed, nothing left to settle) rather than the generic summary.
      const apiError = toApiError(err, 'Não foi possível fazer o acerto.');
      enqueueSnackbar(Object.values(firstFieldErrors(apiError))[0] ?? apiError.message, { variant: 'error' });
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="driver-settlement-title" sx={{ p: 2 }}>
      <Typography id="driver-settlement-title" variant="h6" component="h2" gutterBottom>
        Acerto de entregadores
      </Typography>
      {error && !data ? (
        <Alert severity="error">{toApiError(error, 'Não foi possível carregar o dinheiro dos entregadores.').message}</Alert>
      ) : !data ? null : data.length === 0 ? (
        <Typography color="text.secondary">Nenhum entregador com dinheiro a acertar.</Typography>
      ) : (
        <Stack component="ul" spacing={1} aria-label="Entregadores com dinheiro a acertar" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {data.map((driver) => (
            <Box
              component="li"
              key={driver.driver_id}
              aria-label={driver.name}
              sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', py: 0.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 160 }}>
                <Typography sx={{ fontWeight: 600 }}>{driver.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {deliveriesLabel(driver.orders)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatBRL(reaisToCents(driver.cash_in_hand))}</Typography>
              <Button
                variant="contained"
                onClick={() => void onSettle(driver)}
                loading={isLoading && originalArgs?.driverId === driver.driver_id}
                disabled={isLoading}
                aria-label={`Acertar no caixa: ${driver.name}`}
              >
                Acertar no caixa
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
