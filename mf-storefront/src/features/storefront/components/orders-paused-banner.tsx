import { Alert } from '@comanda/shared/ui/mui';
import type { StorePublic } from '@comanda/shared/domain';

/** 'Pedidos pausados: <mensagem> · voltamos às 19:30', at the top of the storefront while the store paused orders. */
export function OrdersPausedBanner({ paused }: { paused: StorePublic['ordersPaused'] }) {
  if (!paused) return null;
  return (
    <Alert severity="warning" role="status" data-testid="orders-paused" sx={{ borderRadius: 0, justifyContent: 'center', fontWeight: 600 }}>
      {paused.text}
    </Alert>
  );
}
