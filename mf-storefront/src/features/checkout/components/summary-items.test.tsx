import { screen, within } from '@testing-library/react';
import type { CartItem, ProductSelection } from '@comanda/shared/domain';
import { renderWithProviders } from '@comanda/shared/testing';
import { SummaryItems } from './summary-items';

const acai = (businessType?: string | null): CartItem => ({
  lineKey: '7|x',
  id: 7,
  name: 'Açaí na Tigela',
  price: 2500,
  basePrice: 1500,
  quantity: 1,
  image: null,
  selectedOptions: {
    selectedSize: { id: 'sizes:1', name: '500 ml', price: 2000 },
    selectedFruits: [{ id: 'fruits:0', name: 'Banana', price: 150, quantity: 2 }],
  } as unknown as ProductSelection,
  ...(businessType === undefined ? {} : { businessType }),
  addedAt: '2026-11-24T00:00:00.000Z',
});

const lines = () => within(screen.getByTestId('checkout-line')).getAllByRole('listitem').map((li) => li.textContent);

describe('SummaryItems', () => {
  it("describes a product of another business type than the store's by the product's own type", () => {
    renderWithProviders(<SummaryItems items={[acai('acaiteria')]} businessType="lanchonete" />);
    expect(lines()).toEqual(['Tamanho: 500 ml', '2x Banana']);
  });

  it("falls back to the store's type for a line stored without one", () => {
    renderWithProviders(<SummaryItems items={[acai()]} businessType="acaiteria" />);
    expect(lines()).toEqual(['Tamanho: 500 ml', '2x Banana']);
  });
});
