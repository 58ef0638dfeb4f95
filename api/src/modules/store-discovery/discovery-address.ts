import { and, eq } from 'drizzle-orm';
import { DELIVERY_MESSAGES, DISCOVERY_MESSAGES, type PlacedAddress, type TypedDeliveryAddress } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { customerAddresses, type UserRow } from '../../db/schema';
import { fieldError, HttpError } from '../../lib/http-error';
import type { DeliveryPlacer } from '../delivery-address/delivery-placer';

export type DiscoveryPlace = { cep: string; placed: PlacedAddress };

const typedOfCep = (cep: string): TypedDeliveryAddress => ({ cep, address: '', number: '', district: '', city: '', state: '' });

/**
 * Where a search looks from, placed by the same placer as the checkout's delivery quote: a bare CEP (street,
 * district, city and state taken from the CEP, as the zone editor's simulation does) or one of the caller's
 * saved addresses as it is. A CEP service that is down is a 503, like GET /cep/{cep}.
 */
export async function placeDiscovery(
  deps: { db: Db; placer: DeliveryPlacer; now: Date },
  query: { cep: string | null; address_id: number | null },
  user: UserRow | null,
): Promise<DiscoveryPlace | null> {
  if (query.cep !== null) {
    const result = await deps.placer(typedOfCep(query.cep), deps.now, { fillFromCep: true });
    if (result.ok) return { cep: query.cep, placed: result.address };
    if (result.message === DELIVERY_MESSAGES.cepUnavailable) throw new HttpError(503, DISCOVERY_MESSAGES.cepUnavailable);
    throw fieldError('cep', DISCOVERY_MESSAGES.cepNotFound);
  }
  if (query.address_id === null) return null;
  if (!user) throw fieldError('address_id', DISCOVERY_MESSAGES.addressNeedsSignIn);
  const [saved] = await deps.db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, query.address_id), eq(customerAddresses.userId, user.id)))
    .limit(1);
  if (!saved) throw fieldError('address_id', DISCOVERY_MESSAGES.addressUnknown);
  const typed: TypedDeliveryAddress = { cep: saved.cep, address: saved.address, number: saved.number, district: saved.district, city: saved.city, state: saved.state };
  const result = await deps.placer(typed, deps.now);
  if (result.ok) return { cep: saved.cep, placed: result.address };
  if (result.message === DELIVERY_MESSAGES.cepUnavailable) throw new HttpError(503, DISCOVERY_MESSAGES.cepUnavailable);
  throw fieldError('address_id', result.message);
}
