import type { FastifyBaseLogger } from 'fastify';
import {
  foldText,
  geocodeQueryOf,
  onlyDigits,
  placeByCep,
  type CepFacts,
  type Coordinates,
  type PlacedAddress,
  type PlacementRefusal,
  type TypedDeliveryAddress,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { LruCache } from '../../lib/lru-cache';
import { ProviderUnavailableError } from '../../lib/fetch-json';
import type { CepLookup } from '../cep/cep.service';
import type { Geocoder } from '../geocode/geocode.service';
import { readLookup, writeLookup, type LookupKind } from './address-lookups';

export type PlacementResult = { ok: true; address: PlacedAddress } | PlacementRefusal;

/**
 * `fillFromCep`: blank street, district, city and state are taken from the CEP (the zone editor's "Simular endereço",
 * where the store types only the CEP and the number); a customer's address is always placed as typed.
 */
export type PlacementOptions = { fillFromCep?: boolean };

/** Where a typed delivery address is, decided by the server (the client's coordinates are never read). */
export type DeliveryPlacer = (typed: TypedDeliveryAddress, now: Date, options?: PlacementOptions) => Promise<PlacementResult>;

/** The typed address with its blanks filled from the CEP's answer. */
function filledFromCep(typed: TypedDeliveryAddress, cep: CepFacts | null | 'unavailable'): TypedDeliveryAddress {
  if (cep === null || cep === 'unavailable') return typed;
  const or = (value: string, fallback: string) => (value.trim() === '' ? fallback : value);
  return { ...typed, address: or(typed.address, cep.street), district: or(typed.district, cep.district), city: or(typed.city, cep.city), state: or(typed.state, cep.state) };
}

type Options = { db: Db; lookupCep: CepLookup; geocode: Geocoder; log: Pick<FastifyBaseLogger, 'warn'> };

const HOUR = 60 * 60 * 1000;

/**
 * CEP directory, then geocoder, each answer kept in an in-process LRU (hot path, no query) and in the
 * address_lookups table (shared by the API nodes, survives restarts, and still answers for an address
 * seen before while a provider is down). Only successes are kept. A geocoder that is down or does not
 * know the street leaves the address without a point: bairro zones still place it (quoteDelivery).
 */
export function createDeliveryPlacer({ db, lookupCep, geocode, log }: Options): DeliveryPlacer {
  const memory = new LruCache<unknown>(5000, 24 * HOUR);

  async function cached<T>(kind: LookupKind, key: string, now: Date, fetch: () => Promise<T | null>): Promise<T | null> {
    const memoryKey = `${kind}:${key}`;
    const hit = memory.get(memoryKey) as T | undefined;
    if (hit !== undefined) return hit;
    const stored = await readLookup<T>(db, kind, key, now);
    if (stored !== null) {
      memory.set(memoryKey, stored);
      return stored;
    }
    const fresh = await fetch();
    if (fresh !== null) {
      memory.set(memoryKey, fresh);
      await writeLookup(db, kind, key, fresh, now).catch((err: unknown) => log.warn({ err, kind }, 'address lookup not stored'));
    }
    return fresh;
  }

  async function cepFacts(cep: string, now: Date): Promise<CepFacts | null | 'unavailable'> {
    try {
      return await cached<CepFacts>('cep', cep, now, async () => {
        const found = await lookupCep(cep);
        return found && { cep, street: found.logradouro, district: found.bairro, city: found.localidade, state: found.uf };
      });
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      log.warn({ err }, 'CEP provider unavailable while placing a delivery address');
      return 'unavailable';
    }
  }

  async function pointOf(query: string, now: Date): Promise<Coordinates | null> {
    try {
      return await cached<Coordinates>('geocode', foldText(query), now, () => geocode(query));
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      log.warn({ err }, 'geocoder unavailable while placing a delivery address');
      return null;
    }
  }

  return async (typed, now, options = {}) => {
    const cep = onlyDigits(typed.cep);
    const facts = cep.length === 8 ? await cepFacts(cep, now) : null;
    const address = options.fillFromCep ? filledFromCep(typed, facts) : typed;
    const byCep = placeByCep(address, facts);
    if (!byCep.ok) return byCep;
    const location = await pointOf(geocodeQueryOf(address, byCep.address), now);
    return { ok: true, address: { ...byCep.address, location } };
  };
}
