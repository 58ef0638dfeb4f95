import { useState } from 'react';
import { Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, List, ListItem } from '@mui/material';
import { Alert, Box, Button, Stack, Typography } from '@comanda/shared/ui/mui';
import { TAB_MESSAGES, formatBRL, type TabTransferResult, type TabView } from '@comanda/shared/domain';
import { QuantityStepper } from '@comanda/shared/ui';
import { useTransferTabItemsMutation } from '../api/tabs-api';
import { failureText } from '../lib/error-text';
import { TargetTabField } from './target-tab-field';

type Props = { storeId: number; tab: TabView; targets: TabView[]; tables: readonly string[]; onClose: () => void; onDone: (moved: TabTransferResult) => void };

/** "Transferir itens": some lines (or part of a line's quantity) to another open tab. */
export function TransferDialog({ storeId, tab, targets, tables, onClose, onDone }: Props) {
  const [transfer, { isLoading }] = useTransferTabItemsMutation();
  const [target, setTarget] = useState<number | ''>('');
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [error, setError] = useState<string | null>(null);
  const toggle = (itemId: number, quantity: number) =>
    setChosen((current) => {
      const { [itemId]: was, ...rest } = current;
      return was ? rest : { ...current, [itemId]: quantity };
    });

  const submit = async () => {
    const items = tab.items.filter((item) => chosen[item.id]).map((item) => ({ item_id: item.id, quantity: chosen[item.id]! }));
    if (target === '') return setError(TAB_MESSAGES.targetRequired);
    if (items.length === 0) return setError(TAB_MESSAGES.itemsRequired);
    setError(null);
    try {
      onDone(await transfer({ storeId, orderId: tab.order_id, body: { to_order_id: target, items } }).unwrap());
    } catch (err) {
      setError(failureText(err, 'Não foi possível transferir os itens.'));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="transfer-title">
      <DialogTitle id="transfer-title">Transferir itens</DialogTitle>
      <DialogContent>
        {targets.length === 0 ? (
          <Alert severity="info">Não há outra comanda aberta. Abra a comanda da mesa de destino e volte aqui.</Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TargetTabField targets={targets} tables={tables} value={target} onChange={setTarget} />
            <List dense aria-label="Itens a transferir" disablePadding>
              {tab.items.map((item) => (
                <ListItem key={item.id} divider sx={{ px: 0, gap: 1 }}>
                  <FormControlLabel
                    sx={{ flex: 1, mr: 0 }}
                    control={<Checkbox checked={Boolean(chosen[item.id])} onChange={() => toggle(item.id, item.quantity)} />}
                    label={
                      <Box>
                        <Typography>
                          {item.quantity}x {item.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          Rodada {item.round} · {formatBRL(item.total_cents)}
                        </Typography>
                      </Box>
                    }
                  />
                  {chosen[item.id] !== undefined && item.quantity > 1 && (
                    <QuantityStepper value={chosen[item.id]!} onChange={(q) => setChosen((c) => ({ ...c, [item.id]: q }))} itemName={item.name} max={item.quantity} />
                  )}
                </ListItem>
              ))}
            </List>
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={submit} disabled={isLoading || targets.length === 0}>
          {isLoading ? 'Transferindo…' : 'Transferir'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
