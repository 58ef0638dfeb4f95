import { geocodeAddressOf, isAddressComplete } from './registration-address';

const FULL = { address: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', state: 'SP', cep: '01310-100' };

it('builds the geocoding address in the spec order', () => {
  expect(geocodeAddressOf(FULL)).toBe('Avenida Paulista, 1000, Bela Vista, São Paulo, SP, 01310-100, Brasil');
  expect(geocodeAddressOf({ ...FULL, number: ' ' })).toBe('Avenida Paulista, Bela Vista, São Paulo, SP, 01310-100, Brasil');
});

it('knows when every address field is filled', () => {
  expect(isAddressComplete(FULL)).toBe(true);
  expect(isAddressComplete({ ...FULL, number: '' })).toBe(false);
  expect(isAddressComplete({ ...FULL, cep: '01310-10' })).toBe(false);
  // other form fields riding along (an empty complement) do not matter
  expect(isAddressComplete({ ...FULL, complement: '', name: '' } as typeof FULL)).toBe(true);
});
