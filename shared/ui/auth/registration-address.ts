import { onlyDigits } from '@comanda/shared/domain';

export type AddressFields = {
  address: string;
  number: string;
  district: string;
  city: string;
  state: string;
  cep: string;
};

/** 'street, number, district, city, state, cep, Brasil' (spec §7); blank parts are skipped. */
export function geocodeAddressOf(fields: AddressFields): string {
  return [fields.address, fields.number, fields.district, fields.city, fields.state, fields.cep, 'Brasil']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

export function isAddressComplete(fields: AddressFields): boolean {
  const { address, number, district, city, state, cep } = fields;
  return onlyDigits(cep).length === 8 && [address, number, district, city, state].every((part) => part.trim() !== '');
}
