import { useState } from 'react';
import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Typography } from '@comanda/shared/ui/mui';
import {
  describeMealSchedule,
  formatBRL,
  formatDeliveryDate,
  MEAL_SUBSCRIPTION_STATUS_LABELS,
  MEAL_SUBSCRIPTION_STATUSES,
  mealStatusText,
  orderAddressLines,
  PAYMENT_METHOD_LABELS,
  type MealSubscriptionStatus,
} from '@comanda/shared/domain';
import { toApiError, useActiveStoreId } from '@comanda/shared/state';
import { useStoreMealSubscribersQuery } from '../api/meal-subscriptions-api';

function Subscribers({ storeId }: { storeId: number }) {
  const [status, setStatus] = useState<MealSubscriptionStatus | null>('active');
  const { data, error, isLoading, refetch } = useStoreMealSubscribersQuery({ storeId, status });
  return (
    <>
      <TextField select label="Situação" value={status ?? ''} onChange={(e) => setStatus((e.target.value || null) as MealSubscriptionStatus | null)} sx={{ maxWidth: 220 }}>
        <MenuItem value="">Todas</MenuItem>
        {MEAL_SUBSCRIPTION_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {MEAL_SUBSCRIPTION_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      {isLoading ? (
        <CircularProgress aria-label="Carregando assinantes" />
      ) : error || !data ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}>
          {toApiError(error, 'Não foi possível carregar os assinantes.').message}
        </Alert>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">Nenhuma assinatura {status ? MEAL_SUBSCRIPTION_STATUS_LABELS[status].toLowerCase() : ''} por enquanto.</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Assinantes">
            <TableHead>
              <TableRow>
                <TableCell>Cliente</TableCell>
                <TableCell>Marmita</TableCell>
                <TableCell>Entregas</TableCell>
                <TableCell>Próxima</TableCell>
                <TableCell>Endereço</TableCell>
                <TableCell>Pagamento</TableCell>
                <TableCell>Situação</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((s) => {
                const next = s.upcoming.find((d) => !d.skipped);
                return (
                  <TableRow key={s.id}>
                    <TableCell>
                      {s.customer.name}
                      {s.customer.phone && (
                        <Typography variant="body2" color="text.secondary">
                          {s.customer.phone}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {s.quantity}× {s.product.name}
                      <Typography variant="body2" color="text.secondary">
                        {s.option_lines.join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell>{describeMealSchedule(s)}</TableCell>
                    <TableCell>{next ? formatDeliveryDate(next.date) : '—'}</TableCell>
                    <TableCell>{orderAddressLines(s.address).join(', ')}</TableCell>
                    <TableCell>
                      {PAYMENT_METHOD_LABELS[s.payment_method]}
                      {s.price_per_delivery !== null && (
                        <Typography variant="body2" color="text.secondary">
                          {formatBRL(Math.round(s.price_per_delivery * 100))}/entrega
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={mealStatusText(s.effective_status, s.paused_until)} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}

/** /store/meal-subscriptions: who subscribes to the store's marmitas, what, when and where. */
export function MealSubscribersPage() {
  const storeId = useActiveStoreId();
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="page-title" variant="h4" component="h1">
        Assinaturas
      </Typography>
      {storeId === null ? <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert> : <Subscribers storeId={storeId} />}
    </Box>
  );
}
