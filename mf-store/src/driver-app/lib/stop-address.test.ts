import type { OrderAddress } from '@comanda/shared/domain';
import { addressLine, googleMapsUrl, wazeUrl } from './stop-address';

const ADDRESS: OrderAddress = {
  cep: '01310-100',
  address: 'Av. Paulista',
  number: '1000',
  complement: null,
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  reference: null,
  latitude: -23.5614,
  longitude: -46.6559,
};

it('opens the maps at the coordinates, or searches the address when there are none', () => {
  expect(googleMapsUrl(ADDRESS)).toBe('https://www.google.com/maps/dir/?api=1&destination=-23.5614,-46.6559');
  expect(wazeUrl(ADDRESS)).toBe('https://waze.com/ul?ll=-23.5614,-46.6559&navigate=yes');
  const noPoint = { ...ADDRESS, latitude: null, longitude: null };
  const query = encodeURIComponent('Av. Paulista, 1000, Bela Vista, São Paulo - SP, 01310-100');
  expect(googleMapsUrl(noPoint)).toBe(`https://www.google.com/maps/dir/?api=1&destination=${query}`);
  expect(wazeUrl(noPoint)).toBe(`https://waze.com/ul?q=${query}&navigate=yes`);
});

it('the address line skips what is missing', () => {
  expect(addressLine(ADDRESS)).toBe('Av. Paulista, 1000 — Bela Vista');
  expect(addressLine({ ...ADDRESS, complement: 'Conj. 12' })).toBe('Av. Paulista, 1000 — Conj. 12 — Bela Vista');
});
