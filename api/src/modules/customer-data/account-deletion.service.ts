import { NOTIFICATION_TYPES, OPEN_ORDER_STATUSES, type DeleteAccountInput } from '@comanda/shared/domain';
import type { DbHandle } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import { fieldError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { MAIL_JOB } from '../../mail/mail-job';
import { MY_DATA_MESSAGES, REMOVED_CUSTOMER_NAME, removedCustomerEmail } from './customer-data.schema';

/**
 * DELETE /api/me: the customer's account is anonymised in one transaction (the row stays, so that the stores' past
 * orders, their customer counts and coupon limits still hold together, but nothing in it identifies anybody):
 * - users: name 'Cliente removido', e-mail removido-<id>@anonimo.invalid, no phone, no address, a password hash no
 *   password matches, deactivated (the sign-in and every token refuse a deactivated account);
 * - every session, pending e-mail change, password reset link, saved address, favourite store and notification of the account ends;
 *   e-mails still queued to its addresses are not sent;
 * - orders keep every financial field (items, totals, payment, status, store, user_id → the anonymised row) and lose
 *   the identity: customer_name 'Cliente removido', phone '' (the column is NOT NULL), e-mail and CPF null, the
 *   delivery address keeps district/city/state only (street, number, complement, reference, CEP and coordinates go;
 *   the jsonb keeps the OrderAddress shape with empty strings so every reader still works); the customer's own
 *   status-history entries (a cancel) and the store's "Novo pedido" notifications name 'Cliente removido';
 * - reviews keep their ratings (the store's average does not change) and the store's reply; the comment and the
 *   link to the account go.
 * Refused (422 on `account`) while an order is still in progress: the store still needs the address and phone.
 */
export async function deleteAccount(handle: DbHandle, user: UserRow, input: DeleteAccountInput): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.current_password))) throw fieldError('current_password', MY_DATA_MESSAGES.wrongCurrentPassword);
  const open = [...OPEN_ORDER_STATUSES];
  await handle.transaction(async (tx) => {
    // Serialises with another deletion or an order being placed by the same account.
    const [locked] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1 AND deactivated_at IS NULL FOR UPDATE', [user.id]);
    if (!locked) throw fieldError('current_password', MY_DATA_MESSAGES.wrongCurrentPassword);
    const [busy] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status = ANY($2::text[])', [user.id, open]);
    if ((busy?.n ?? 0) > 0) throw fieldError('account', MY_DATA_MESSAGES.openOrders);

    const emails = [
      locked.email.toLowerCase(),
      ...(await tx.query<{ email: string }>('SELECT lower(new_email) AS email FROM email_changes WHERE user_id = $1', [user.id])).map((row) => row.email),
    ];

    // The stores' record of past orders, without the person.
    await tx.query(
      `UPDATE orders SET
         customer_name = $2, customer_phone = '', customer_email = NULL, cpf = NULL, latitude = NULL, longitude = NULL,
         address = CASE WHEN address IS NULL THEN NULL ELSE jsonb_build_object(
           'cep', '', 'address', '', 'number', '', 'complement', NULL,
           'district', coalesce(address->'district', '""'::jsonb), 'city', coalesce(address->'city', '""'::jsonb), 'state', coalesce(address->'state', '""'::jsonb),
           'reference', NULL, 'latitude', NULL, 'longitude', NULL) END
       WHERE user_id = $1`,
      [user.id, REMOVED_CUSTOMER_NAME],
    );
    await tx.query('UPDATE order_status_history SET actor_name = $2 WHERE actor_id = $1', [user.id, REMOVED_CUSTOMER_NAME]);
    await tx.query(
      `UPDATE notifications n SET message = $3 || substr(n.message, strpos(n.message, ' · '))
       FROM orders o
       WHERE o.user_id = $1 AND n.type = $2 AND n.data->>'order_id' = o.id::text AND strpos(n.message, ' · ') > 0`,
      [user.id, NOTIFICATION_TYPES.orderNew, REMOVED_CUSTOMER_NAME],
    );
    await tx.query(
      'UPDATE order_reviews SET comment = NULL, user_id = NULL WHERE user_id = $1 OR order_id IN (SELECT id FROM orders WHERE user_id = $1)',
      [user.id],
    );

    // What only the account had.
    await tx.query('DELETE FROM customer_addresses WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM favorite_stores WHERE user_id = $1', [user.id]);
    // The deliveries' orders stay (the store's record); the schedule, its address and notes go, so no order is made for nobody.
    await tx.query('DELETE FROM meal_subscriptions WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM push_subscriptions WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM notification_preferences WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM notifications WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM email_changes WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM personal_access_tokens WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM password_reset_tokens WHERE lower(email) = ANY($1::text[])', [emails]);
    await tx.query(`DELETE FROM jobs WHERE kind = $1 AND lower(payload->>'to') = ANY($2::text[])`, [MAIL_JOB, emails]);

    await tx.query(
      `UPDATE users SET
         name = $2, email = $3, phone = NULL, password_hash = $4, email_verified_at = NULL,
         cep = NULL, address = NULL, number = NULL, complement = NULL, district = NULL, city = NULL, state = NULL,
         latitude = NULL, longitude = NULL, deactivated_at = now(), updated_at = now()
       WHERE id = $1`,
      // Not an argon2 hash: verifyPassword is false for every password.
      [user.id, REMOVED_CUSTOMER_NAME, removedCustomerEmail(user.id), `!removido!${randomToken()}`],
    );
  });
}
