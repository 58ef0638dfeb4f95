import { screen } from '@testing-library/react';
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
