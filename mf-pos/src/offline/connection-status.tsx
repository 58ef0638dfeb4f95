import { useState, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem } from '@mui/material';
import { Alert, Box, Button, Chip, Stack, Typography } from '@comanda/shared/ui/mui';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { formatBRL } from '@comanda/shared/domain';
import { useActiveStoreId } from '@comanda/shared/state';
import { ConfirmDialog, HeaderExtrasContext, useHeaderExtras } from '@comanda/shared/ui';
import type { OutboxSale } from './pos-db';
import { discardSale, retrySale, type SendSale } from './sale-queue';
import { useConnectivity } from './use-connectivity';
import { usePendingSales } from './use-pending-sales';
import { useSaleSync } from './use-sale-sync';

/** "1 venda aguardando envio" / "3 vendas aguardando envio". */
export function waitingLabel(count: number): string {
  return count === 1 ? '1 venda aguardando envio' : `${count} vendas aguardando envio`;
}

/** "1 venda recusada" / "2 vendas recusadas". */
export function rejectedLabel(count: number): string {
  return count === 1 ? '1 venda recusada' : `${count} vendas recusadas`;
}

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

function saleTotalCents(sale: OutboxSale): number {
  return sale.receipt?.total_cents ?? sale.body.tenders.reduce((sum, tender) => sum + tender.amount_cents, 0);
}

function itemsSummary(sale: OutboxSale): string {
  if (sale.receipt) return sale.receipt.items.map((item) => `${item.quantity}× ${item.name}`).join(', ');
  const count = sale.body.items.reduce((sum, item) => sum + (item.quantity ?? 1), 0);
  return count === 1 ? '1 item' : `${count} itens`;
}

function RejectedSale({ sale, onRetry, onDiscard }: { sale: OutboxSale; onRetry: () => void; onDiscard: () => void }) {
  const fieldMessages = Object.values(sale.error?.errors ?? {}).flat();
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="subtitle2">Venda de {DATE_TIME.format(new Date(sale.created_at))}</Typography>
        <Typography variant="subtitle2">{formatBRL(saleTotalCents(sale))}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {itemsSummary(sale)}
      </Typography>
      <Alert severity="error" sx={{ my: 1 }}>
        {sale.error?.message ?? 'O servidor recusou esta venda.'}
        {fieldMessages.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {fieldMessages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </Box>
        )}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onRetry}>
          Tentar novamente
        </Button>
        <Button size="small" color="error" onClick={onDiscard}>
          Descartar
        </Button>
      </Stack>
    </ListItem>
  );
}

type RejectedSalesDialogProps = { open: boolean; sales: OutboxSale[]; onClose: () => void; onRetried?: () => void };

/** The sales the server refused: each with its message, to send again or to discard (after a confirmation). */
export function RejectedSalesDialog({ open, sales, onClose, onRetried }: RejectedSalesDialogProps) {
  const [discarding, setDiscarding] = useState<OutboxSale | null>(null);
  const [busy, setBusy] = useState(false);

  async function retry(sale: OutboxSale) {
    await retrySale(sale.key);
    onRetried?.();
  }

  async function confirmDiscard() {
    if (!discarding) return;
    setBusy(true);
    try {
      await discardSale(discarding.key);
    } finally {
      setBusy(false);
      setDiscarding(null);
    }
  }

  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rejected-sales-title">
        <DialogTitle id="rejected-sales-title">Vendas recusadas pelo servidor</DialogTitle>
        <DialogContent>
          {sales.length === 0 ? (
            <Typography>Nenhuma venda recusada.</Typography>
          ) : (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                Estas vendas foram feitas neste caixa, mas o servidor não as registrou. Corrija o motivo e tente novamente, ou descarte a venda.
              </Typography>
              <List disablePadding>
                {sales.map((sale) => (
                  <RejectedSale key={sale.key} sale={sale} onRetry={() => void retry(sale)} onDiscard={() => setDiscarding(sale)} />
                ))}
              </List>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Fechar</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={discarding !== null}
        title="Descartar venda?"
        text="A venda será apagada deste caixa e não será registrada no sistema. Esta ação não pode ser desfeita."
        confirmLabel="Descartar venda"
        busy={busy}
        onConfirm={() => void confirmDiscard()}
        onCancel={() => setDiscarding(null)}
      />
    </>
  );
}

type ConnectionStatusProps = {
  /** Default: the active store. */
  storeId?: number | null;
  /** Default: the app's API (tests inject one). */
  send?: SendSale;
};

/**
 * For the POS top bar: Online/Offline, how many sales wait to be sent, and the refused ones (opens their dialog).
 * It also keeps the outbox moving (useSaleSync), so mounting it in the POS layout is all the sync needs.
 */
export function ConnectionStatus({ storeId, send }: ConnectionStatusProps) {
  const activeStoreId = useActiveStoreId();
  const store = storeId === undefined ? activeStoreId : storeId;
  const { online } = useConnectivity();
  const sync = useSaleSync({ storeId: store, send });
  const { waiting, rejected } = usePendingSales(store);
  const [open, setOpen] = useState(false);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mr: 1 }} role="status" aria-live="polite">
      <Chip
        size="small"
        icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
        label={online ? 'Online' : 'Offline'}
        color={online ? 'success' : 'warning'}
      />
      {waiting > 0 && (
        <Typography variant="body2" component="span" sx={{ color: 'inherit', whiteSpace: 'nowrap' }}>
          {waitingLabel(waiting)}
        </Typography>
      )}
      {rejected.length > 0 && (
        <Chip size="small" color="error" icon={<ErrorOutlineIcon />} label={rejectedLabel(rejected.length)} onClick={() => setOpen(true)} />
      )}
      <RejectedSalesDialog open={open} sales={rejected} onClose={() => setOpen(false)} onRetried={() => void sync.flushNow({ force: true })} />
    </Stack>
  );
}

/**
 * Puts <ConnectionStatus /> in the POS top bar, before the shell's own widgets (the bell): wrap the POS layout with it.
 */
export function WithConnectionStatus({ children }: { children: ReactNode }) {
  const shellExtras = useHeaderExtras();
  return (
    <HeaderExtrasContext.Provider
      value={
        <>
          <ConnectionStatus />
          {shellExtras}
        </>
      }
    >
      {children}
    </HeaderExtrasContext.Provider>
  );
}
