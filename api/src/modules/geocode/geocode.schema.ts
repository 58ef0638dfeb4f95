import { object, string } from 'yup';
// Sets yup's Portuguese locale before the schemas below are declared.
import '@comanda/shared/domain';

export const GEOCODE_MESSAGES = {
  addressRequired: 'O endereço é obrigatório',
  addressTooLong: 'O endereço deve ter no máximo 500 caracteres',
  found: 'Endereço localizado.',
  notFound: 'Endereço não encontrado.',
  unavailable: 'Serviço de geolocalização indisponível. Continue sem a localização.',
} as const;

// API-only body (the browser builds this string from the address form fields).
export const geocodeSchema = object({
  address: string().trim().required(GEOCODE_MESSAGES.addressRequired).max(500, GEOCODE_MESSAGES.addressTooLong),
});

export type GeocodeResult =
  | { success: true; latitude: number; longitude: number; message: string }
  | { success: false; latitude: null; longitude: null; message: string };
