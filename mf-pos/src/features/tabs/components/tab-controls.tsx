import { FormControlLabel, Switch } from '@mui/material';
import { Alert, Box, Button, ToggleButton, Typography } from '@comanda/shared/ui/mui';
import { TAB_MESSAGES, type TabView } from '@comanda/shared/domain';
import { useTabActions } from '../lib/use-tab-actions';
import { TabTotals } from './tab-totals';

export type TabDialog = 'transfer' | 'merge' | 'close';

type Props = { storeId: number; tab: TabView; storePercent: number; online: boolean; onDialog: (dialog: TabDialog) => void };

/** Under an open tab: its totals, the service charge switch, "Pedir conta", and the dialogs that move or close it. */
export function TabControls({ storeId, tab, storePercent, online, onDialog }: Props) {
  const actions = useTabActions(storeId, tab);
  const noService = storePercent === 0 && tab.service_charge_percent === null;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1, display: 'grid', gap: 1 }}>
      <TabTotals tab={tab} />
      <FormControlLabel
        control={<Switch checked={tab.service_charge_percent !== null} disabled={actions.busy || !online || noService} onChange={(e) => void actions.toggleService(e.target.checked)} />}
        label={`Taxa de serviço (${tab.service_charge_percent ?? storePercent}%)`}
      />
      {noService && (
        <Typography variant="caption" color="text.secondary">
          {TAB_MESSAGES.noServiceCharge}
        </Typography>
      )}
      {actions.error && <Alert severity="error">{actions.error}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <ToggleButton value="bill" color="error" selected={tab.bill_requested_at !== null} disabled={actions.busy || !online} onChange={() => void actions.toggleBill(tab.bill_requested_at === null)}>
          Pedir conta
        </ToggleButton>
        <Button variant="outlined" disabled={!online} onClick={() => onDialog('transfer')}>
          Transferir itens
        </Button>
        <Button variant="outlined" disabled={!online} onClick={() => onDialog('merge')}>
          Juntar comandas
        </Button>
        <Button variant="contained" color="success" disabled={!online} onClick={() => onDialog('close')}>
          Fechar conta
        </Button>
      </Box>
    </Box>
  );
}
