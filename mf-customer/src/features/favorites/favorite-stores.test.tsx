import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FavoriteStore, SavedAddress } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, noContent, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { CustomerDashboardPage } from '../../pages/customer-dashboard-page';
import { NewOrderPage } from '../../pages/new-order-page';

const favorite = (id: number, name: string, slug: string): FavoriteStore => ({
  store_id: id,
  slug,
  name,
  logo: null,
  business_type: { slug: 'pizzaria', name: 'Pizzaria' },
  city: 'São Paulo',
  state: 'SP',
  is_open: true,
  status_text: 'Aberta agora',
  created_at: '2026-11-24T20:00:00Z',
});

const address = (id: number, isDefault: boolean, street: string): SavedAddress => ({
  id,
  label: isDefault ? 'Casa' : null,
  is_default: isDefault,
  cep: '01310-100',
  address: street,
  number: '1000',
  complement: null,
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  reference: null,
  latitude: null,
  longitude: null,
  last_used_at: null,
  created_at: '2026-11-01T10:00:00Z',
});

function backend(favorites: FavoriteStore[]) {
  let current = favorites;
  return mockApi((call: ApiCall) => {
    if (call.path === '/api/customer/favorites') return jsonResponse({ data: current });
    if (call.method === 'DELETE' && call.path.startsWith('/api/customer/favorites/')) {
      current = current.filter((f) => `/api/customer/favorites/${f.store_id}` !== call.path);
      return noContent();
    }
    if (call.path === '/api/customer/addresses') return jsonResponse({ data: [address(3, false, 'Rua Augusta'), address(9, true, 'Avenida Paulista')] });
    if (call.path === '/api/stores/discover') return jsonResponse({ data: [], address: { cep: '01310100', district: 'Bela Vista', city: 'São Paulo', state: 'SP', located: true }, meta: { page: 1, per_page: 12, total: 0, last_page: 1 } });
    if (call.path === '/api/business-types') return jsonResponse({ data: [] });
    if (call.path === '/api/customer/orders/stores') return jsonResponse({ data: [] });
    if (call.path === '/api/customer/orders') return jsonResponse({ data: [], meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 } });
    return jsonResponse({ message: 'não encontrado' }, 404);
  });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('dashboard: favourite stores and the store finder', () => {
  it('lists my favourite stores with a link to order, and unmarking one takes it off', async () => {
    const calls = backend([favorite(1, 'Pizzaria Bella Napoli', 'pizzaria-bella-napoli'), favorite(2, 'Burger House', 'burger-house')]);
    renderWithProviders(<CustomerDashboardPage />, { route: '/customer/dashboard', preloadedState: authStateFor(makeUser('customer')) });
    const section = screen.getByRole('region', { name: 'Lojas favoritas' });
    expect(await within(section).findByRole('link', { name: 'Pedir em Pizzaria Bella Napoli' })).toHaveAttribute('href', '/loja/pizzaria-bella-napoli');
    expect(within(section).getAllByText('Pizzaria · São Paulo · Aberta agora')).toHaveLength(2);
    await userEvent.click(await within(section).findByRole('button', { name: 'Remover Burger House das favoritas' }));
    await waitFor(() => expect(within(section).queryByText('Burger House')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/customer/favorites/2')).toBe(true);
  });

  it('says how to add one when there are none; the finder searches from my default address at once', async () => {
    const calls = backend([]);
    renderWithProviders(<CustomerDashboardPage />, { route: '/customer/dashboard', preloadedState: authStateFor(makeUser('customer')) });
    expect(await screen.findByText('Toque no coração de uma loja para guardá-la aqui.')).toBeInTheDocument();
    const finder = screen.getByRole('region', { name: 'Encontre uma loja' });
    expect(await within(finder).findByRole('combobox', { name: 'Buscar perto de' })).toHaveTextContent('Casa · Avenida Paulista, 1000');
    await waitFor(() => expect(calls.find((c) => c.path === '/api/stores/discover')?.query.get('address_id')).toBe('9'));
  });
});

describe('Fazer um pedido (/customer/orders/create)', () => {
  it('offers my favourite stores, the ones I ordered from, and the finder from my default address', async () => {
    const calls = backend([favorite(1, 'Pizzaria Bella Napoli', 'pizzaria-bella-napoli')]);
    renderWithProviders(<NewOrderPage />, { route: '/customer/orders/create', preloadedState: authStateFor(makeUser('customer')) });
    expect(screen.getByRole('heading', { name: 'Fazer um pedido', level: 1 })).toBeInTheDocument();
    const favorites = screen.getByRole('region', { name: 'Lojas favoritas' });
    expect(await within(favorites).findByRole('link', { name: 'Pedir em Pizzaria Bella Napoli' })).toHaveAttribute('href', '/loja/pizzaria-bella-napoli');
    expect(screen.getByRole('region', { name: 'Onde já pedi' })).toBeInTheDocument();
    const other = screen.getByRole('region', { name: 'Outra loja' });
    expect(await within(other).findByRole('combobox', { name: 'Buscar perto de' })).toHaveTextContent('Casa · Avenida Paulista, 1000');
    await waitFor(() => expect(calls.find((c) => c.path === '/api/stores/discover')?.query.get('address_id')).toBe('9'));
  });
});
