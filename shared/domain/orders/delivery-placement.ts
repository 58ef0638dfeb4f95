import { foldText } from '../masks';
import { cepCityMismatchMessage, DELIVERY_MESSAGES, type DeliveryAddressInput, type DeliveryRefusalReason } from './delivery';

/** What a CEP directory (ViaCEP) says about a CEP; `district` is empty for a city-wide CEP. */
export type CepFacts = { cep: string; street: string; district: string; city: string; state: string };

/** The address as the customer typed it (the checkout form / order request). */
export type TypedDeliveryAddress = { cep: string; address: string; number: string; district: string; city: string; state: string };

export type PlacedAddress = DeliveryAddressInput & { district: string; city: string; state: string };

export type PlacementRefusal = { ok: false; reason: Extract<DeliveryRefusalReason, 'cep' | 'city'>; message: string };

/**
 * The district, city and state the delivery is decided on: the CEP's city and state are authoritative
 * and must be the ones typed (a Rio CEP cannot be sent as São Paulo), its district too when it has one
 * (city-wide CEPs have none: the typed district stands). `cep` null = unknown CEP, 'unavailable' = the
 * directory did not answer (and nothing is cached): the address cannot be confirmed.
 */
export function placeByCep(typed: TypedDeliveryAddress, cep: CepFacts | null | 'unavailable'): { ok: true; address: Omit<PlacedAddress, 'location'> } | PlacementRefusal {
  if (cep === 'unavailable') return { ok: false, reason: 'cep', message: DELIVERY_MESSAGES.cepUnavailable };
  if (cep === null) return { ok: false, reason: 'cep', message: DELIVERY_MESSAGES.cepNotFound };
  if (foldText(cep.city) !== foldText(typed.city) || foldText(cep.state) !== foldText(typed.state)) {
    return { ok: false, reason: 'city', message: cepCityMismatchMessage(typed.cep, cep.city, cep.state) };
  }
  return { ok: true, address: { district: cep.district.trim() || typed.district.trim(), city: cep.city.trim(), state: cep.state.trim().toUpperCase() } };
}

/** The text a geocoder is asked for: street and number as typed, the rest as the CEP placed it. */
export function geocodeQueryOf(typed: TypedDeliveryAddress, placed: Omit<PlacedAddress, 'location'>): string {
  return [typed.address, typed.number, placed.district, placed.city, placed.state, typed.cep, 'Brasil']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
