import { screen, within } from '@testing-library/react';
import type { PlatformDashboard } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders } from '@comanda/shared/testing';
import { PlatformDashboardPage } from './platform-dashboard-page';

const DASHBOARD: PlatformDashboard = {
  stores: { total: 16, unpublished: 1, by_status: { trialing: 2, active: 12, past_due: 1, cancelled: 0, suspended: 1 }, by_standing: { ok: 14, grace: 1, locked: 0, suspended: 1 } },
  per_day: [
    { date: '2026-11-24', orders: 10, gmv: 812.5, new_stores: 1, cancellations: 0 },
    { date: '2026-11-25', orders: 7, gmv: 620, new_stores: 0, cancellations: 0 },
  ],
  totals: { orders: 1234, gmv: 98765.4, new_stores: 3, cancellations: 1 },
  churn_risk: [{ id: 9, name: 'Bar do Zé', slug: 'bar-do-ze', last_order_at: null, plan: 'Profissional' }],
  newest_stores: [{ id: 21, name: 'Açaí da Renata', business_type: 'Açaiteria', city: 'São Paulo - SP', created_at: '2026-11-24T23:10:00.000Z', published: false, plan: 'Profissional', status: 'trialing', orders: 0 }],
};

afterEach(() => jest.restoreAllMocks());

it('the platform at a glance: totals, stores by status (each opens the filtered list) and the stores at risk', async () => {
  mockApi(() => jsonResponse({ data: DASHBOARD }));
  renderWithProviders(<PlatformDashboardPage />, { route: '/admin/dashboard', preloadedState: authStateFor(makeUser('super_admin')) });
  const orders = await screen.findByRole('region', { name: 'Pedidos' });
  expect(within(orders).getByText('1.234')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Vendas (GMV)' })).getByText((t) => t.replace(/\u00a0/g, ' ') === 'R$ 98.765,40')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Lojas' })).getByText('12 ativas, 2 em teste')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Em atraso: 1' })).toHaveAttribute('href', '/admin/stores?status=past_due');
  expect(screen.getByRole('link', { name: 'Não publicadas: 1' })).toHaveAttribute('href', '/admin/stores?status=unpublished');
  const risk = screen.getByRole('table', { name: 'Lojas em risco' });
  expect(within(risk).getByRole('link', { name: 'Bar do Zé' })).toHaveAttribute('href', '/admin/stores/9');
  expect(within(risk).getByText('Nunca')).toBeInTheDocument();
  const newest = within(screen.getByRole('table', { name: 'Lojas novas' }));
  expect(newest.getByRole('link', { name: 'Açaí da Renata' })).toHaveAttribute('href', '/admin/stores/21');
  expect(newest.getByText('Açaiteria · São Paulo - SP')).toBeInTheDocument();
  expect(newest.getByText('Não publicada')).toBeInTheDocument();
  expect(newest.getByText('Em teste')).toBeInTheDocument();
});
