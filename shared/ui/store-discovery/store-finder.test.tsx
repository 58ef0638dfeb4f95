import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiscoveryResponse, DiscoveryStore, FavoriteStore } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, noContent, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { StoreFinder } from './store-finder';

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

const store = (overrides: Partial<DiscoveryStore>): DiscoveryStore => ({
  id: 1,
  slug: 'pizzaria-bella-napoli',
  name: 'Pizzaria Bella Napoli',
  business_type: { slug: 'pizzaria', name: 'Pizzaria' },
  logo: null,
  district: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
  is_open: true,
  paused: false,
  opens_at: null,
  status_text: 'Aberta agora',
  rating: { average: 4.5, count: 12 },
  delivery: { fee: 5, free: false, estimated_time: '30-45 minutos', eta: { min: 30, max: 45 }, zone: 'Centro expandido', min_order: 30 },
  delivery_refusal: null,
  distance_km: 0.6,
  ...overrides,
});

const STORES = [
  store({}),
  store({ id: 2, slug: 'acai-gratis', name: 'Açaí Grátis', delivery: { fee: 0, free: true, estimated_time: null, eta: null, zone: null, min_order: 0 }, rating: null }),
  store({ id: 3, slug: 'bar-longe', name: 'Bar Longe', delivery: null, delivery_refusal: 'Endereço fora da área de entrega.', distance_km: 9.2 }),
  store({ id: 4, slug: 'bella-moema', name: 'Bella Moema', is_open: false, status_text: 'Fechada · abre hoje às 18:00', opens_at: '2026-11-24T21:00:00Z' }),
];

const response = (data: DiscoveryStore[], address: DiscoveryResponse['address'] = { cep: '01310100', district: 'Bela Vista', city: 'São Paulo', state: 'SP', located: true }): DiscoveryResponse => ({
  data,
  address,
  meta: { page: 1, per_page: 12, total: data.length, last_page: 1 },
});

const BUSINESS_TYPES = { data: [{ id: 1, name: 'Pizzaria', slug: 'pizzaria' }, { id: 2, name: 'Bar', slug: 'bar' }] };

function api(discover: (call: ApiCall) => Response, favorites: FavoriteStore[] = []) {
  return mockApi((call) => {
    if (call.path === '/api/business-types') return jsonResponse(BUSINESS_TYPES);
    if (call.path === '/api/stores/discover') return discover(call);
    if (call.path === '/api/customer/favorites') return jsonResponse({ data: favorites });
    if (call.path.startsWith('/api/customer/favorites/')) return noContent();
    return jsonResponse({ message: 'não esperado' }, 500);
  });
}

const discoverCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/stores/discover').map((c) => Object.fromEntries(c.query));

// The base API logs every failed request; the failures here are on purpose.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('StoreFinder', () => {
  it('a visitor searches by CEP: fee and time, free delivery, "does not deliver", closed with its opening; cards link to the storefront', async () => {
    const calls = api(() => jsonResponse(response(STORES)));
    renderWithProviders(<StoreFinder />);
    const cep = screen.getByLabelText('CEP');
    await userEvent.type(cep, '01310100');
    expect(cep).toHaveValue('01310-100');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));

    const results = await screen.findByTestId('store-finder-results');
    expect(discoverCalls(calls)).toEqual([{ cep: '01310100', page: '1' }]);
    expect(screen.getByText('Lojas perto de Bela Vista, São Paulo/SP')).toBeInTheDocument();
    const card = (slug: string) => within(results).getByTestId(`store-card-${slug}`);
    expect(nbsp(within(card('pizzaria-bella-napoli')).getByTestId('store-card-delivery').textContent)).toBe('Entrega R$ 5,00 · 30–45 min');
    expect(within(card('acai-gratis')).getByTestId('store-card-delivery')).toHaveTextContent('Entrega grátis');
    expect(within(card('bar-longe')).getByTestId('store-card-delivery')).toHaveTextContent('Não entrega no seu endereço');
    expect(within(card('bella-moema')).getByText('Fechada · abre hoje às 18:00')).toBeInTheDocument();
    expect(within(card('pizzaria-bella-napoli')).getByRole('link')).toHaveAttribute('href', '/loja/pizzaria-bella-napoli');
    expect(within(card('pizzaria-bella-napoli')).getByLabelText('Nota 4,5 de 5 (12 avaliações)')).toBeInTheDocument();
    // A guest has no heart.
    expect(screen.queryByRole('button', { name: /Favoritar/ })).toBeNull();
  });

  it('refuses a short CEP before asking; by city "Entrega no meu endereço" is off; filters search again', async () => {
    const calls = api(() => jsonResponse(response([STORES[0]!], null)));
    renderWithProviders(<StoreFinder />);
    await userEvent.type(screen.getByLabelText('CEP'), '0131');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('CEP inválido. Use o formato 00000-000')).toBeInTheDocument();
    expect(discoverCalls(calls)).toEqual([]);

    await userEvent.clear(screen.getByLabelText('CEP'));
    await userEvent.type(screen.getByLabelText('ou Cidade'), 'São Paulo');
    expect(screen.getByRole('switch', { name: 'Entrega no meu endereço' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByTestId('store-finder-results');
    // Without an address the cards say nothing about delivery.
    expect(screen.queryByTestId('store-card-delivery')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Aberta agora' }));
    await waitFor(() => expect(discoverCalls(calls)).toEqual([{ city: 'São Paulo', page: '1' }, { city: 'São Paulo', open_now: '1', page: '1' }]));
  });

  it('says when nothing is found, when the CEP service is down (with a retry), and shows the server’s CEP message', async () => {
    let answer = () => jsonResponse(response([]));
    api(() => answer());
    renderWithProviders(<StoreFinder />);
    await userEvent.type(screen.getByLabelText('CEP'), '01310100');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(/Nenhuma loja encontrada/)).toBeInTheDocument();

    answer = () => jsonResponse({ message: 'Serviço de CEP indisponível no momento. Tente novamente ou busque pela cidade.' }, 503);
    await userEvent.click(screen.getByRole('switch', { name: 'Aberta agora' }));
    expect(await screen.findByText('Serviço de CEP indisponível no momento. Tente novamente ou busque pela cidade.')).toBeInTheDocument();
    answer = () => jsonResponse(response([STORES[0]!]));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByTestId('store-finder-results')).toBeInTheDocument();

    answer = () => jsonResponse({ message: 'CEP não encontrado.', errors: { cep: ['CEP não encontrado.'] } }, 422);
    await userEvent.clear(screen.getByLabelText('CEP'));
    await userEvent.type(screen.getByLabelText('CEP'), '00000000');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('CEP não encontrado.')).toBeInTheDocument();
  });

  it('a customer searches from their saved address at once, and marks a store with the heart', async () => {
    const calls = api(() => jsonResponse(response(STORES.slice(0, 2))), [{ store_id: 2, slug: 'acai-gratis', name: 'Açaí Grátis', logo: null, business_type: null, city: 'São Paulo', state: 'SP', is_open: true, status_text: 'Aberta agora', created_at: '2026-11-24T20:00:00Z' }]);
    renderWithProviders(<StoreFinder savedAddress={{ id: 7, label: 'Casa · Avenida Paulista, 1000' }} />, { preloadedState: authStateFor(makeUser('customer')) });
    await screen.findByTestId('store-finder-results');
    expect(discoverCalls(calls)[0]).toEqual({ address_id: '7', page: '1' });
    expect(screen.getByRole('combobox', { name: 'Buscar perto de' })).toHaveTextContent('Casa · Avenida Paulista, 1000');
    expect(await screen.findByRole('button', { name: 'Remover Açaí Grátis das favoritas' })).toHaveAttribute('aria-pressed', 'true');
    const heart = screen.getByRole('button', { name: 'Favoritar Pizzaria Bella Napoli' });
    fireEvent.click(heart);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/customer/favorites/1')).toBe(true));
    expect(await screen.findByText('Loja adicionada às favoritas.')).toBeInTheDocument();
  });
});
