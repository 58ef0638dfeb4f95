import { SectionCard } from '@comanda/shared/ui';
import { useState } from 'react';
import { TextField } from '@mui/material';
import { Alert, Box, Button, Stack } from '@comanda/shared/ui/mui';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import { MAX_PAUSE_MESSAGE, PAUSE_MODE_LABELS, PAUSE_MODES, type PauseMode, type StoreSettings } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { usePauseOrdersMutation, useResumeOrdersMutation } from '../api/settings-api';

/** "Pausar pedidos" now, with the storefront's message; resuming is one click. */
export function PauseSection({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const [message, setMessage] = useState('');
  const [pause, pausing] = usePauseOrdersMutation();
  const [resume, resuming] = useResumeOrdersMutation();
  const { enqueueSnackbar } = useToasts();
  const fail = (error: unknown) => enqueueSnackbar(toApiError(error).message, { variant: 'error' });

  const start = (mode: PauseMode) =>
    pause({ storeId, body: { mode, message: message.trim() || null } })
      .unwrap()
      .then(() => enqueueSnackbar('Pedidos pausados', { variant: 'success' }), fail);

  return (
    <SectionCard id="settings-pause" title="Pausar pedidos" description="Para a loja receber pedidos de novo sem mexer nos horários: a vitrine mostra um aviso com a sua mensagem.">
      {settings.status.paused ? (
        <Alert
          severity="warning"
          role="status"
          action={
            <Button color="inherit" variant="outlined" disabled={resuming.isLoading} onClick={() => resume(storeId).unwrap().then(() => enqueueSnackbar('Pedidos retomados', { variant: 'success' }), fail)}>
              Retomar pedidos
            </Button>
          }
        >
          {settings.status.message}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Alert severity={settings.status.open ? 'success' : 'info'} role="status">
            {settings.status.open ? 'A loja está recebendo pedidos agora.' : 'A loja está fechada agora pelos horários.'}
          </Alert>
          <TextField
            label="Mensagem na vitrine (opcional)"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="Ex.: cozinha cheia, voltamos logo"
            slotProps={{ htmlInput: { maxLength: MAX_PAUSE_MESSAGE } }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {PAUSE_MODES.map((mode) => (
              <Button key={mode} variant="outlined" color="warning" startIcon={<PauseCircleOutlineIcon />} disabled={pausing.isLoading} onClick={() => void start(mode)}>
                {PAUSE_MODE_LABELS[mode]}
              </Button>
            ))}
          </Box>
        </Stack>
      )}
    </SectionCard>
  );
}
