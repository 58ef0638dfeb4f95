import { render, screen } from '@testing-library/react';
import { makeStore } from '../test-fixtures';
import { StoreInfoCards } from './store-info-cards';

const band = (upToKm: number, fee: number) => ({ upToKm, fee, minOrderValue: null, estimatedTime: null });
const zone = (name: string, fee: number) => ({ name, districts: [name], city: 'São Paulo', state: 'SP', fee, minOrderValue: null, estimatedTime: null });

describe('StoreInfoCards: Taxa de Entrega', () => {
  it('distance bands: from the cheapest band, not the unused flat fee', () => {
    render(<StoreInfoCards store={makeStore({ deliveryFee: 5.9, deliveryBands: [band(2, 4.9), band(4, 7.9), band(6, 10.9)], deliveryZones: [] })} />);
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent(/^a partir de R\$\s4,90$/);
  });

  it('bairro zones: from the cheapest zone', () => {
    render(<StoreInfoCards store={makeStore({ deliveryFee: 7, deliveryZones: [zone('Centro', 5), zone('Itaim', 9.9)], deliveryBands: [] })} />);
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent(/^a partir de R\$\s5,00$/);
  });

  it('a flat fee when that is the rule', () => {
    render(<StoreInfoCards store={makeStore({ deliveryFee: 7, deliveryZones: [], deliveryBands: [] })} />);
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent(/^R\$\s7,00$/);
  });
});
