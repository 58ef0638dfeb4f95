import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  SAVED_ADDRESS_LIMITS,
  SAVED_ADDRESS_MESSAGES,
  savedAddressKey,
  savedAddressSchema,
  storedOrderAddress,
  type AddressInput,
  type OrderAddress,
  type SavedAddress,
} from '@comanda/shared/domain';
import type { Db, SqlRunner, Statement } from '../../db/client';
import { rowFromJson } from '../../db/row-from-json';
import { isUniqueViolation } from '../../lib/db-errors';
import { customerAddresses, type CustomerAddressRow } from '../../db/schema';
import { fieldError, HttpError } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';

export function toSavedAddress(row: CustomerAddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    cep: row.cep,
    address: row.address,
    number: row.number,
    complement: row.complement,
    district: row.district,
    city: row.city,
    state: row.state,
    reference: row.reference,
    latitude: row.latitude,
    longitude: row.longitude,
    is_default: row.isDefault,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * The upsert on (user_id, match_key) both writers share: the same place again takes the new label (when
 * given), the displayed fields, the reference, the coordinates (kept when the new use has none) and
 * last_used_at (kept when $14 is null). `whenFull` decides what a new address does at $15 addresses.
 */
function upsertStatement(name: string, whenFull: 'refuse' | 'replaceLeastRecentlyUsed'): Statement {
  const evict =
    whenFull === 'refuse'
      ? ''
      : `, evicted AS (
  -- Keeps the default and the $15 - 1 most recent rather than deleting one: two new addresses racing can leave
  -- one too many, and the next new address trims it.
  DELETE FROM customer_addresses WHERE id IN (
    SELECT id FROM customer_addresses WHERE user_id = $1::int
    ORDER BY is_default DESC, last_used_at DESC NULLS LAST, id DESC OFFSET $15::int - 1
  ) AND NOT EXISTS (SELECT 1 FROM existing)
)`;
  const guard = whenFull === 'refuse' ? 'WHERE EXISTS (SELECT 1 FROM existing) OR (SELECT count(*) FROM customer_addresses WHERE user_id = $1::int) < $15::int' : '';
  return {
    name,
    text: `
WITH existing AS (
  SELECT id FROM customer_addresses WHERE user_id = $1::int AND match_key = $2::text
)${evict}
INSERT INTO customer_addresses AS ca (user_id, match_key, label, cep, address, number, complement, district, city, state,
  reference, latitude, longitude, last_used_at)
SELECT $1::int, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text, $9::text, $10::text,
  $11::text, $12::float8, $13::float8, $14::timestamptz
${guard}
ON CONFLICT (user_id, match_key) DO UPDATE SET
  label = coalesce(EXCLUDED.label, ca.label),
  cep = EXCLUDED.cep, address = EXCLUDED.address, number = EXCLUDED.number, complement = EXCLUDED.complement,
  district = EXCLUDED.district, city = EXCLUDED.city, state = EXCLUDED.state, reference = EXCLUDED.reference,
  latitude = CASE WHEN EXCLUDED.latitude IS NULL OR EXCLUDED.longitude IS NULL THEN ca.latitude ELSE EXCLUDED.latitude END,
  longitude = CASE WHEN EXCLUDED.latitude IS NULL OR EXCLUDED.longitude IS NULL THEN ca.longitude ELSE EXCLUDED.longitude END,
  last_used_at = coalesce(EXCLUDED.last_used_at, ca.last_used_at)
RETURNING to_jsonb(ca) AS row, NOT EXISTS (SELECT 1 FROM existing) AS created`,
  };
}

const SAVE_ADDRESS = upsertStatement('customer_addresses_save', 'refuse');
/** Orders and registration never fail on the limit: the least recently used address makes room. */
const REMEMBER_ADDRESS = upsertStatement('customer_addresses_remember', 'replaceLeastRecentlyUsed');

type Upserted = { row: CustomerAddressRow; created: boolean };

async function upsert(
  runner: Pick<SqlRunner, 'run'>,
  statement: Statement,
  userId: number,
  fields: AddressInput,
  label: string | null,
  usedAt: Date | null,
): Promise<Upserted | null> {
  const a = storedOrderAddress(fields);
  const params = [userId, savedAddressKey(a), label, a.cep, a.address, a.number, a.complement, a.district, a.city, a.state, a.reference, a.latitude, a.longitude, usedAt, SAVED_ADDRESS_LIMITS.maxPerCustomer];
  const [result] = await runner.run<{ row: Record<string, unknown>; created: boolean }>(statement, params);
  return result ? { row: rowFromJson(customerAddresses, result.row), created: result.created } : null;
}

/** The address of a delivery order placed by a signed-in customer, now its most recently used one. */
export async function rememberDeliveryAddress(runner: Pick<SqlRunner, 'run'>, userId: number, address: OrderAddress, now: Date): Promise<CustomerAddressRow> {
  const result = await upsert(runner, REMEMBER_ADDRESS, userId, address, null, now);
  if (!result) throw new Error('customer address upsert returned nothing');
  return result.row;
}

/** The address given when the account was created; not used yet, so listed after the used ones. */
export async function saveAccountAddress(runner: Pick<SqlRunner, 'run'>, userId: number, fields: AddressInput): Promise<void> {
  await upsert(runner, REMEMBER_ADDRESS, userId, fields, null, null);
}

/** POST /api/customer/addresses: 201 for a new place, 200 for one already saved (updated). */
export async function saveAddress(runner: Pick<SqlRunner, 'run'>, userId: number, body: unknown, now: Date): Promise<{ address: SavedAddress; created: boolean }> {
  const input = await validateBody(savedAddressSchema, body);
  const result = await upsert(runner, SAVE_ADDRESS, userId, input, textOrNull(input.label), now);
  if (!result) throw fieldError('address', SAVED_ADDRESS_MESSAGES.limitReached);
  return { address: toSavedAddress(result.row), created: result.created };
}

export async function listSavedAddresses(db: Db, userId: number): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.isDefault), sql`${customerAddresses.lastUsedAt} DESC NULLS LAST`, desc(customerAddresses.id));
  return rows.map(toSavedAddress);
}

const MAX_SERIAL = 2_147_483_647;
const notFound = () => new HttpError(404, SAVED_ADDRESS_MESSAGES.notFound);

/** Another customer's address, a missing one and a malformed id are all the same 404. */
function addressId(id: string): number {
  if (!/^\d{1,10}$/.test(id) || Number(id) > MAX_SERIAL) throw notFound();
  return Number(id);
}

const ownAddress = (userId: number, id: number) => and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId));

export async function deleteSavedAddress(db: Db, userId: number, id: string): Promise<void> {
  const deleted = await db.delete(customerAddresses).where(ownAddress(userId, addressId(id))).returning({ id: customerAddresses.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * PUT /api/customer/addresses/{id}: the fields as given (a cleared label is cleared). Coordinates not sent are
 * kept only while it is still the same place; a different place never keeps the old pin. Becoming another
 * saved place of the customer's is a 422 on the address.
 */
export async function editSavedAddress(db: Db, userId: number, id: string, body: unknown): Promise<SavedAddress> {
  const targetId = addressId(id);
  const input = await validateBody(savedAddressSchema, body);
  const a = storedOrderAddress(input);
  const matchKey = savedAddressKey(a);
  const located = a.latitude !== null && a.longitude !== null;
  const coordinates = located
    ? { latitude: a.latitude, longitude: a.longitude }
    : {
        latitude: sql`CASE WHEN ${customerAddresses.matchKey} = ${matchKey} THEN ${customerAddresses.latitude} END`,
        longitude: sql`CASE WHEN ${customerAddresses.matchKey} = ${matchKey} THEN ${customerAddresses.longitude} END`,
      };
  try {
    const [row] = await db
      .update(customerAddresses)
      .set({
        label: textOrNull(input.label),
        cep: a.cep,
        address: a.address,
        number: a.number,
        complement: a.complement,
        district: a.district,
        city: a.city,
        state: a.state,
        reference: a.reference,
        matchKey,
        ...coordinates,
      })
      .where(ownAddress(userId, targetId))
      .returning();
    if (!row) throw notFound();
    return toSavedAddress(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('address', SAVED_ADDRESS_MESSAGES.duplicate);
    throw err;
  }
}

/** PUT /api/customer/addresses/{id}/default: this one becomes the default, the previous one stops being it. */
export async function makeDefaultAddress(db: Db, userId: number, id: string): Promise<SavedAddress> {
  const targetId = addressId(id);
  return db.transaction(async (tx) => {
    // Locks the customer's addresses first, so two requests at once take turns instead of both unsetting.
    const owned = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(eq(customerAddresses.userId, userId)).for('update');
    if (!owned.some((row) => row.id === targetId)) throw notFound();
    await tx
      .update(customerAddresses)
      .set({ isDefault: false })
      .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.isDefault, true), ne(customerAddresses.id, targetId)));
    const [row] = await tx.update(customerAddresses).set({ isDefault: true }).where(ownAddress(userId, targetId)).returning();
    return toSavedAddress(row!);
  });
}
