import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { CartItem, ReorderResponse } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders } from '@comanda/shared/testing';
import { useReorderFromLink } from './use-reorder-from-link';
import { useStoreCart } from './use-store-cart';

const store = { id: 1, name: 'Pizzaria Bella Napoli', slug: 'pizzaria-bella-napoli' };

const line = (overrides: Partial<CartItem>): CartItem => ({
  lineKey: `k${overrides.id}`,
  id: 1,
  name: 'Pizza Margherita',
  price: 5990,
  basePrice: 5990,
  quantity: 1,
  image: null,
  selectedOptions: null,
  addedAt: '2026-11-26T12:00:00Z',
  ...overrides,
});

function Harness({ askToSignIn = () => undefined }: { askToSignIn?: () => void }) {
  const cart = useStoreCart(store.id);
  useReorderFromLink(store.id, cart, askToSignIn);
  const location = useLocation();
  return (
    <>
      <output aria-label="carrinho">{cart.cart.items.map((item) => `${item.quantity}x ${item.name} ${item.price}`).join('; ')}</output>
      <output aria-label="endereço">{location.pathname + location.search}</output>
    </>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('"Pedir de novo" from the customer area', () => {
  it('puts the order’s items in the cart at today’s prices, tells each change and leaves the address clean', async () => {
    const data: ReorderResponse['data'] = {
      store: { id: store.id, name: store.name, slug: store.slug },
      items: [line({ id: 1, quantity: 2, price: 5990 }), line({ id: 2, name: 'Guaraná 2L', price: 1200 })],
      changes: [
        { kind: 'price', name: 'Pizza Margherita', fromCents: 5490, toCents: 5990 },
        { kind: 'removed', name: 'Pizza Calabresa', reason: 'product' },
      ],
    };
    const calls = mockApi((call) => (call.path === '/api/customer/orders/42/reorder' ? jsonResponse({ data }) : jsonResponse({}, 404)));
    renderWithProviders(<Harness />, { route: `/loja/${store.slug}?pedir-de-novo=42`, preloadedState: authStateFor(makeUser('customer')) });

    await waitFor(() => expect(screen.getByRole('status', { name: 'carrinho' })).toHaveTextContent('2x Pizza Margherita 5990; 1x Guaraná 2L 1200'));
    expect(await screen.findByText(/O preço de Pizza Margherita mudou: agora R\$\s59,90 cada\./)).toBeInTheDocument();
    expect(screen.getByText('Pizza Calabresa não está mais disponível e saiu do carrinho.')).toBeInTheDocument();
    expect(screen.getByText('Itens do pedido adicionados ao carrinho')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent(`/loja/${store.slug}`));
    expect(screen.getByRole('status', { name: 'endereço' }).textContent).not.toContain('pedir-de-novo');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign in first, and adds nothing', async () => {
    const calls = mockApi(() => jsonResponse({}, 404));
    const askToSignIn = jest.fn();
    renderWithProviders(<Harness askToSignIn={askToSignIn} />, { route: `/loja/${store.slug}?pedir-de-novo=42`, preloadedState: authStateFor(null) });
    await waitFor(() => expect(askToSignIn).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('status', { name: 'carrinho' })).toHaveTextContent('');
  });
});
