import { render, screen } from '@testing-library/react';
import { makeStore } from '../test-fixtures';
import { StoreInfoCards } from './store-info-cards';
import { StoreBanner } from './store-banner';

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

describe('StoreInfoCards and StoreBanner: the orders pause and the next opening', () => {
  it('a paused store shows the pause banner with its message and "Pedidos pausados" as its status', () => {
    const text = 'Pedidos pausados: cozinha cheia · voltamos às 19:30';
    const store = makeStore({ isOpen: false, ordersPaused: { text, message: 'cozinha cheia', reopensAt: '2026-11-24T22:30:00.000Z' } });
    render(
      <>
        <StoreBanner store={store} />
        <StoreInfoCards store={store} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByTestId('store-status')).toHaveTextContent('Pedidos pausados');
  });

  it('a closed store says when it opens; an open one shows no banner', () => {
    const { unmount } = render(<StoreInfoCards store={makeStore({ isOpen: false, opensAt: new Date(Date.now() + 3 * 86_400_000).toISOString() })} />);
    expect(screen.getByText(/^Abre (segunda|terça|quarta|quinta|sexta|sábado|domingo) às \d{2}:\d{2}$/)).toBeInTheDocument();
    unmount();
    render(<StoreBanner store={makeStore({ isOpen: true })} />);
    expect(screen.queryByTestId('orders-paused')).toBeNull();
  });
});
