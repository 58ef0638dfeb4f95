import { pixTxidForOrder } from '@comanda/shared/domain';
import type { SqlRunner } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { SCHEDULE_PIX_CHARGE } from './pix-charge.statements';

/**
 * Called in a PIX order's transaction: a store with a provider gets the charge scheduled (pix-charge.statements.ts) and
 * the order as it is now (no static code, its expiry); a store without one keeps the order as written.
 */
export async function schedulePixCharge(tx: Pick<SqlRunner, 'run'>, order: OrderRow, placedAt: Date): Promise<OrderRow> {
  const txid = pixTxidForOrder(order.storeId, order.id);
  const [row] = await tx.run<{ expiresAt: string | Date }>(SCHEDULE_PIX_CHARGE, [order.id, order.storeId, txid, order.totalCents, placedAt.toISOString()]);
  return row ? { ...order, pixCode: null, pixExpiresAt: new Date(row.expiresAt) } : order;
}
