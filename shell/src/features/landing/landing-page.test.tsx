import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStateFor, jsonResponse, renderWithProviders } from '@comanda/shared/testing';
import { LandingPage } from './landing-page';

afterEach(() => jest.restoreAllMocks());

it('offers businesses the store sign-up and keeps customer registration reachable', async () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ data: [{ id: 1, name: 'Pizzaria', slug: 'pizzaria' }] }));
  renderWithProviders(<LandingPage />, { preloadedState: authStateFor(null) });
  expect(screen.getByRole('link', { name: 'Cadastre sua loja' })).toHaveAttribute('href', '/cadastre-sua-loja');
  expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Criar conta grátis' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  expect(await screen.findByText('Pizzaria')).toBeInTheDocument();
});

it('"Encontre uma loja perto de você": a visitor searches by CEP and sees the stores with the fee for that address', async () => {
  const store = {
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
    rating: null,
    delivery: { fee: 5, free: false, estimated_time: '30-45 minutos', eta: { min: 30, max: 45 }, zone: 'Centro expandido', min_order: 30 },
    delivery_refusal: null,
    distance_km: 0.6,
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    if (url.pathname === '/api/stores/discover') {
      return jsonResponse({ data: [store], address: { cep: '01310100', district: 'Bela Vista', city: 'São Paulo', state: 'SP', located: true }, meta: { page: 1, per_page: 12, total: 1, last_page: 1 } });
    }
    return jsonResponse({ data: [{ id: 1, name: 'Pizzaria', slug: 'pizzaria' }] });
  });
  renderWithProviders(<LandingPage />, { preloadedState: authStateFor(null) });
  const section = screen.getByRole('region', { name: 'Encontre uma loja perto de você' });
  await userEvent.type(await within(section).findByLabelText('CEP'), '01310100');
  await userEvent.click(within(section).getByRole('button', { name: 'Buscar' }));
  const card = await within(section).findByTestId('store-card-pizzaria-bella-napoli');
  expect(within(card).getByRole('link')).toHaveAttribute('href', '/loja/pizzaria-bella-napoli');
  expect(within(card).getByTestId('store-card-delivery').textContent?.replace(/\u00a0/g, ' ')).toBe('Entrega R$ 5,00 · 30–45 min');
});
