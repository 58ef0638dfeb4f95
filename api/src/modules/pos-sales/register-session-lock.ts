import { POS_SALE_MESSAGES } from '@comanda/shared/domain';
import type { SqlRunner, Statement } from '../../db/client';
import { fieldError } from '../../lib/http-error';

const INT4_MAX = 2_147_483_647;

const SESSION_OF_STORE: Statement = {
  name: 'pos_sales_register_session',
  text: 'SELECT opened_at, closed_at IS NOT NULL AS closed FROM pos_register_sessions WHERE id = $1::int AND store_id = $2::int',
};

/** FOR SHARE: payments of several sales go in together; a close (FOR UPDATE) waits for them and they for it. */
const LOCK_SESSION_OF_STORE: Statement = { name: 'pos_sales_lock_register_session', text: `${SESSION_OF_STORE.text} FOR SHARE` };

export type OpenRegisterSession = { id: number; openedAt: Date };

async function openSession(sql: Pick<SqlRunner, 'run'>, statement: Statement, storeId: number, sessionId: number): Promise<OpenRegisterSession> {
  const [row] = sessionId <= INT4_MAX ? await sql.run<{ opened_at: Date | string; closed: boolean }>(statement, [sessionId, storeId]) : [];
  if (!row) throw fieldError('register_session_id', POS_SALE_MESSAGES.registerRequired);
  if (row.closed) throw fieldError('register_session_id', POS_SALE_MESSAGES.registerClosed);
  return { id: sessionId, openedAt: new Date(row.opened_at) };
}

/** The store's open register session `sessionId` (a 422 on register_session_id otherwise), read before the sale is charged. */
export const registerSessionOf = (sql: Pick<SqlRunner, 'run'>, storeId: number, sessionId: number) => openSession(sql, SESSION_OF_STORE, storeId, sessionId);

/**
 * The same, in the transaction that writes payments into it: locked until the commit, so a close cannot slip in
 * between the check and the payments (it waits, then counts them; or it went first and the sale is refused).
 */
export const lockOpenRegisterSession = (tx: Pick<SqlRunner, 'run'>, storeId: number, sessionId: number) => openSession(tx, LOCK_SESSION_OF_STORE, storeId, sessionId);
