import { Box, Typography } from '@comanda/shared/ui/mui';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { formatOrderTime, orderStatusLabel, statusFlow, type Order, type OrderStatus } from '@comanda/shared/domain';

type Step = { status: OrderStatus; label: string; time: string | null; state: 'done' | 'current' | 'todo' | 'cancelled'; note: string | null };

/** When the order reached `status` (the latest entry of the history), 'HH:MM' in store time. */
function timeOf(order: Order, status: OrderStatus): string | null {
  const entry = [...order.history].reverse().find((item) => item.status === status);
  return entry ? formatOrderTime(entry.at) : null;
}

/** The status flow of the order type with the times of the history; a cancelled order ends at 'Cancelado' with the reason. */
export function timelineSteps(order: Order): Step[] {
  // A scheduled order starts at 'Agendado' (until its slot comes near and the store gets it as new).
  const flow: OrderStatus[] = [...(order.scheduled_slot ? (['scheduled'] as const) : []), ...statusFlow(order.order_type)];
  const label = (status: OrderStatus) => orderStatusLabel(status, order.order_type);
  if (order.status === 'cancelled') {
    const reached = flow.filter((status) => status !== 'completed' && timeOf(order, status) !== null);
    const reason = order.cancel_reason ?? [...order.history].reverse().find((item) => item.status === 'cancelled')?.reason ?? null;
    return [
      ...reached.map((status): Step => ({ status, label: label(status), time: timeOf(order, status), state: 'done', note: null })),
      { status: 'cancelled', label: label('cancelled'), time: timeOf(order, 'cancelled'), state: 'cancelled', note: reason ? `Motivo: ${reason}` : null },
    ];
  }
  const current = flow.indexOf(order.status);
  return flow.map((status, index): Step => ({
    status,
    label: label(status),
    time: index <= current ? timeOf(order, status) : null,
    state: index < current || (index === current && status === 'completed') ? 'done' : index === current ? 'current' : 'todo',
    note: null,
  }));
}

const ICONS = {
  done: <CheckCircleIcon color="success" />,
  current: <CheckCircleIcon color="primary" />,
  todo: <RadioButtonUncheckedIcon color="disabled" />,
  cancelled: <CancelIcon color="error" />,
} as const;

/** A vertical list of the order's steps; the current one is aria-current="step". */
export function StatusTimeline({ order }: { order: Order }) {
  const steps = timelineSteps(order);
  return (
    <Box component="ol" aria-label="Andamento do pedido" data-testid="status-timeline" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0 }}>
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.status}
          aria-current={step.state === 'current' || step.state === 'cancelled' ? 'step' : undefined}
          data-state={step.state}
          sx={{ display: 'grid', gridTemplateColumns: '24px 1fr auto', columnGap: 1.5, alignItems: 'start', position: 'relative', pb: index < steps.length - 1 ? 2 : 0 }}
        >
          {index < steps.length - 1 && (
            <Box aria-hidden sx={{ position: 'absolute', left: 11, top: 26, bottom: 2, width: 2, bgcolor: step.state === 'done' ? 'success.main' : 'divider' }} />
          )}
          {ICONS[step.state]}
          <Box>
            <Typography sx={{ fontWeight: step.state === 'todo' ? 400 : 700, color: step.state === 'todo' ? 'text.secondary' : 'text.primary' }}>{step.label}</Typography>
            {step.note && (
              <Typography variant="body2" color="error">
                {step.note}
              </Typography>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {step.time ?? ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
