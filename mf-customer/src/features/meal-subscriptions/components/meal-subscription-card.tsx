import { useState } from 'react';
import { Card, CardContent, List, ListItem, ListItemText } from '@mui/material';
import { Box, Button, Chip, Stack, Typography } from '@comanda/shared/ui/mui';
import {
  addLocalDays,
  describeMealSchedule,
  formatBRL,
  formatDeliveryDate,
  localDateAt,
  mealStatusText,
  orderAddressLines,
  PAYMENT_METHOD_LABELS,
  type MealSubscription,
} from '@comanda/shared/domain';
import { ConfirmDialog } from '@comanda/shared/ui';
import { toApiError, useToasts } from '@comanda/shared/state';
import {
  useCancelMealSubscriptionMutation,
  usePauseMealSubscriptionMutation,
  useResumeMealSubscriptionMutation,
  useSkipMealDeliveryMutation,
  useUnskipMealDeliveryMutation,
} from '../api/meal-subscriptions-api';
import { PauseDialog } from './pause-dialog';

const STATUS_COLOR = { active: 'success', paused: 'warning', cancelled: 'default' } as const;

/** One subscription: what, when, where, the next deliveries (each can be skipped or brought back), pause/resume/cancel. */
export function MealSubscriptionCard({ subscription: s, now }: { subscription: MealSubscription; now: Date }) {
  const { enqueueSnackbar } = useToasts();
  const [pauseOpen, setPauseOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [pause, pausing] = usePauseMealSubscriptionMutation();
  const [resume, resuming] = useResumeMealSubscriptionMutation();
  const [skip] = useSkipMealDeliveryMutation();
  const [unskip] = useUnskipMealDeliveryMutation();
  const [cancel, cancelling] = useCancelMealSubscriptionMutation();
  const today = localDateAt(now);

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(toApiError(error, 'Não foi possível alterar a assinatura. Tente novamente.').message, { variant: 'error' });
    }
  }

  const status = s.effective_status;
  const title = `${s.quantity > 1 ? `${s.quantity}× ` : ''}${s.product.name}`;
  return (
    <Card variant="outlined" component="article" aria-label={`Assinatura ${s.product.name} — ${s.store.name}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {s.store.name} · {describeMealSchedule(s)}
            </Typography>
          </Box>
          <Chip label={mealStatusText(status, s.paused_until)} color={STATUS_COLOR[status]} size="small" />
        </Box>
        {s.option_lines.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {s.option_lines.join(' · ')}
          </Typography>
        )}
        <Typography variant="body2">
          {s.price_per_delivery === null ? 'Produto indisponível no momento' : `${formatBRL(Math.round(s.price_per_delivery * 100))} por entrega + taxa de entrega`} · {PAYMENT_METHOD_LABELS[s.payment_method]} na entrega
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Entrega em: {orderAddressLines(s.address).join(', ')}
        </Typography>
        {status !== 'cancelled' && (
          <Box component="section" aria-label="Próximas entregas">
            <Typography variant="subtitle2">Próximas entregas</Typography>
            {s.upcoming.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Nenhuma entrega programada enquanto estiver pausada.
              </Typography>
            ) : (
              <List dense disablePadding>
                {s.upcoming.map((d) => (
                  <ListItem
                    key={d.date}
                    disableGutters
                    secondaryAction={
                      d.date > today &&
                      (d.skipped ? (
                        <Button size="small" onClick={() => void run(() => unskip({ id: s.id, date: d.date }).unwrap(), `Entrega de ${formatDeliveryDate(d.date)} mantida.`)}>
                          Desfazer
                        </Button>
                      ) : (
                        <Button size="small" onClick={() => void run(() => skip({ id: s.id, date: d.date }).unwrap(), `Entrega de ${formatDeliveryDate(d.date)} pulada.`)}>
                          Pular entrega
                        </Button>
                      ))
                    }
                  >
                    <ListItemText primary={formatDeliveryDate(d.date)} secondary={d.skipped ? 'Pulada' : null} sx={d.skipped ? { textDecoration: 'line-through' } : undefined} />
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        )}
        {status !== 'cancelled' && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {status === 'active' ? (
              <Button variant="outlined" onClick={() => setPauseOpen(true)}>
                Pausar
              </Button>
            ) : (
              <Button variant="contained" loading={resuming.isLoading} onClick={() => void run(() => resume({ id: s.id }).unwrap(), 'Assinatura retomada.')}>
                Retomar
              </Button>
            )}
            <Button color="error" onClick={() => setCancelOpen(true)}>
              Cancelar assinatura
            </Button>
          </Stack>
        )}
      </CardContent>
      {pauseOpen && (
        <PauseDialog
          open
          busy={pausing.isLoading}
          minDate={addLocalDays(today, 1)}
          onClose={() => setPauseOpen(false)}
          onConfirm={(until) => void run(() => pause({ id: s.id, until }).unwrap(), 'Assinatura pausada.').then(() => setPauseOpen(false))}
        />
      )}
      <ConfirmDialog
        open={cancelOpen}
        title="Cancelar assinatura?"
        text={`As entregas de ${s.product.name} param de ser criadas. Uma assinatura cancelada não pode ser retomada.`}
        confirmLabel="Cancelar assinatura"
        busy={cancelling.isLoading}
        onCancel={() => setCancelOpen(false)}
        onConfirm={() => void run(() => cancel({ id: s.id }).unwrap(), 'Assinatura cancelada.').then(() => setCancelOpen(false))}
      />
    </Card>
  );
}
