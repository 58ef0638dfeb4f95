import { onlyDigits } from '../masks';
import type { OrderAddress } from './wire';

/** An address as forms and requests send it: optional fields may be missing or blank. */
export type AddressInput = Pick<OrderAddress, 'cep' | 'address' | 'number' | 'district' | 'city' | 'state'> &
  Partial<Pick<OrderAddress, 'complement' | 'reference' | 'latitude' | 'longitude'>>;

const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/** As stored with an order or in a customer's address book: CEP digits, state upper-case, blank optional text null. */
export function storedOrderAddress(input: AddressInput): OrderAddress {
  return {
    cep: onlyDigits(input.cep),
    address: input.address.trim(),
    number: input.number.trim(),
    complement: textOrNull(input.complement),
    district: input.district.trim(),
    city: input.city.trim(),
    state: input.state.trim().toUpperCase(),
    reference: textOrNull(input.reference),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}
