import { Alert, Badge, Box, Button, IconButton, Paper, Tooltip } from '@mui/material';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useNavigate } from 'react-router-dom';
import type { OrderSummary } from '@comanda/shared/domain';
import { useNewOrderAlerts } from '../hooks/use-new-order-alerts';
import { createBeeper, type Beeper } from '../lib/beeper';

type NewOrderAlertProps = {
  /** Where the store area is mounted ('/store'). */
  basePath: string;
  /** Tests pass a beeper over a fake AudioContext. */
  createBeeperFn?: () => Beeper;
};

export const waitingLabel = (count: number) => (count === 1 ? '1 pedido aguardando aceite' : `${count} pedidos aguardando aceite`);

/**
 * Mounted on every /store page: a toast per new order ('Abrir' goes to it), a repeating beep and a
 * 'n pedidos aguardando aceite' button (to the kanban) until the order is opened or accepted, 'Ativar som' while the browser blocks audio, and a mute toggle.
 */
export function NewOrderAlert({ basePath, createBeeperFn = createBeeper }: NewOrderAlertProps) {
  const navigate = useNavigate();
  const openOrder = (order: OrderSummary) => navigate(`${basePath}/orders/${order.id}`);
  const { waiting, muted, toggleMuted, soundBlocked, unlockSound } = useNewOrderAlerts({
    basePath,
    createBeeperFn,
    renderAction: (order) => (
      <Button color="inherit" size="small" onClick={() => openOrder(order)} aria-label={`Abrir pedido ${order.display_number}`}>
        Abrir
      </Button>
    ),
  });

  return (
    <Box
      role="region"
      aria-label="Alerta de novos pedidos"
      sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.snackbar - 1, display: 'flex', alignItems: 'flex-end', gap: 1 }}
    >
      {soundBlocked && (
        <Alert
          severity="warning"
          variant="filled"
          action={
            <Button color="inherit" size="small" variant="outlined" onClick={unlockSound}>
              Ativar som
            </Button>
          }
          sx={{ alignItems: 'center', maxWidth: 420 }}
        >
          O navegador bloqueou o som dos novos pedidos.
        </Alert>
      )}
      {waiting.length > 0 && (
        <Button variant="contained" color="warning" onClick={() => navigate(`${basePath}/orders/kanban`)} sx={{ boxShadow: 4, color: 'common.black' }}>
          {waitingLabel(waiting.length)}
        </Button>
      )}
      <Badge badgeContent={waiting.length} color="error" overlap="circular" slotProps={{ badge: { 'aria-hidden': true } }}>
        <Paper elevation={4} sx={{ borderRadius: '50%' }}>
          <Tooltip title={muted ? 'Ativar o som dos novos pedidos' : 'Silenciar o som dos novos pedidos'} placement="left">
            <IconButton onClick={toggleMuted} aria-pressed={muted} aria-label="Silenciar alerta de novos pedidos" color={muted ? 'default' : 'primary'}>
              {muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
            </IconButton>
          </Tooltip>
        </Paper>
      </Badge>
    </Box>
  );
}
