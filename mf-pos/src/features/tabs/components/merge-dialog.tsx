import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Alert, Button, Stack } from '@comanda/shared/ui/mui';
import { TAB_MESSAGES, type TabView } from '@comanda/shared/domain';
import { useMergeTabMutation } from '../api/tabs-api';
import { failureText } from '../lib/error-text';
import { TargetTabField } from './target-tab-field';

type Props = { storeId: number; tab: TabView; title: string; targets: TabView[]; tables: readonly string[]; onClose: () => void; onDone: (target: TabView) => void };

/** "Juntar comandas": every item of this tab goes to another open tab, and this one closes. */
export function MergeDialog({ storeId, tab, title, targets, tables, onClose, onDone }: Props) {
  const [merge, { isLoading }] = useMergeTabMutation();
  const [target, setTarget] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (target === '') return setError(TAB_MESSAGES.targetRequired);
    setError(null);
    try {
      onDone(await merge({ storeId, orderId: tab.order_id, intoOrderId: target }).unwrap());
    } catch (err) {
      setError(failureText(err, 'Não foi possível juntar as comandas.'));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="merge-title">
      <DialogTitle id="merge-title">Juntar comandas</DialogTitle>
      <DialogContent>
        {targets.length === 0 ? (
          <Alert severity="info">Não há outra comanda aberta para juntar.</Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>Todos os itens da {title} vão para a comanda escolhida, e a {title} é fechada.</DialogContentText>
            <TargetTabField targets={targets} tables={tables} value={target} onChange={setTarget} />
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
          {isLoading ? 'Juntando…' : 'Juntar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
