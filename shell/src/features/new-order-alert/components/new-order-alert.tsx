import { Tooltip } from '@mui/material';
import { Alert, Badge, Box, Button, IconButton, Paper } from '@comanda/shared/ui/mui';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useNavigate } from 'react-router-dom';
import { useNewOrderAlerts } from '../hooks/use-new-order-alerts';
import { newOrderToastText } from '../lib/alert-text';
import { createBeeper, type Beeper } from '../lib/beeper';

type NewOrderAlertProps = {
  /** Where the store area is mounted ('/store'): orders open at `${basePath}/orders/{id}`. */
  basePath: string;
  /** Tests pass a beeper over a fake AudioContext. */
  createBeeperFn?: () => Beeper;
};

/** Notices shown at once; the alert button counts the rest. */
const MAX_NOTICES = 2;

export const waitingLabel = (count: number) => (count === 1 ? '1 pedido aguardando aceite' : `${count} pedidos aguardando aceite`);

/**
 * The new-order alert of every staff screen, drawn in the shell's alert dock (StaffArea reserves its room,
 * so it never sits on the page's controls): a notice per order that arrived live ('Abrir' goes to it), a
 * repeating beep and a 'n pedidos aguardando aceite' button (to the kanban) until the order is opened or
 * accepted, 'Ativar som' while the browser blocks audio, and a mute toggle.
 */
export function NewOrderAlert({ basePath, createBeeperFn = createBeeper }: NewOrderAlertProps) {
  const navigate = useNavigate();
  const { waiting, announced, muted, toggleMuted, soundBlocked, unlockSound } = useNewOrderAlerts({ basePath, createBeeperFn });

  return (
    <Box role="region" aria-label="Alerta de novos pedidos" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1, p: 1 }}>
      {announced.slice(-MAX_NOTICES).map((order) => (
        <Alert
          key={order.id}
          severity="info"
          variant="filled"
          action={
            <Button color="inherit" size="small" onClick={() => navigate(`${basePath}/orders/${order.id}`)} aria-label={`Abrir pedido ${order.display_number}`}>
              Abrir
            </Button>
          }
          sx={{ alignItems: 'center', maxWidth: 420, boxShadow: 4 }}
        >
          {newOrderToastText(order)}
        </Alert>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
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
    </Box>
  );
}
