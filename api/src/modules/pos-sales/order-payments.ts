import type { TenderLine } from '@comanda/shared/domain';
import type { SqlRunner, Statement } from '../../db/client';

/** The tenders of one sale into one register session, in the order they were handed over. */
const INSERT_PAYMENTS: Statement = {
  name: 'pos_sales_insert_payments',
  text: `
INSERT INTO order_payments (order_id, register_session_id, method, amount_cents, change_cents, created_by, created_at)
SELECT $1::int, $2::int, e.v->>'method', (e.v->>'amount_cents')::int, (e.v->>'change_cents')::int, $3::int, $4::timestamptz
FROM jsonb_array_elements($5::jsonb) WITH ORDINALITY AS e(v, n)
ORDER BY e.n`,
};

/** The order's method follows its largest payment (the first of equals). */
const FOLLOW_LARGEST_PAYMENT: Statement = {
  name: 'pos_sales_follow_largest_payment',
  text: `
UPDATE orders SET payment_method = p.method, updated_at = now()
FROM (SELECT method FROM order_payments WHERE order_id = $1::int ORDER BY amount_cents DESC, id LIMIT 1) p
WHERE orders.id = $1::int`,
};

export type PaymentsInto = { orderId: number; sessionId: number; createdBy: number; at: Date };

export async function insertPayments(tx: Pick<SqlRunner, 'run'>, into: PaymentsInto, lines: readonly TenderLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.run(INSERT_PAYMENTS, [into.orderId, into.sessionId, into.createdBy, into.at.toISOString(), JSON.stringify(lines)]);
}

export async function followLargestPayment(tx: Pick<SqlRunner, 'run'>, orderId: number): Promise<void> {
  await tx.run(FOLLOW_LARGEST_PAYMENT, [orderId]);
}
