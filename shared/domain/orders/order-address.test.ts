/** @jest-environment node */
import { storedOrderAddress } from './order-address';

describe('storedOrderAddress', () => {
  it('keeps CEP digits, upper-cases the state, trims, and turns blank optional text into null', () => {
    expect(
      storedOrderAddress({ cep: '01310-100', address: ' Avenida Paulista ', number: '1578 ', complement: '  ', district: 'Bela Vista', city: 'São Paulo', state: 'sp', reference: '' }),
    ).toEqual({ cep: '01310100', address: 'Avenida Paulista', number: '1578', complement: null, district: 'Bela Vista', city: 'São Paulo', state: 'SP', reference: null, latitude: null, longitude: null });
    expect(storedOrderAddress({ cep: '01310100', address: 'A', number: '1', complement: 'Apto 4', district: 'B', city: 'C', state: 'SP', latitude: -23.5, longitude: -46.6 })).toMatchObject({
      complement: 'Apto 4',
      latitude: -23.5,
      longitude: -46.6,
    });
  });
});
