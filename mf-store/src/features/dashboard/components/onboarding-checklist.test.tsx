import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onboardingChecklist, publishRefusal, PUBLISH_MESSAGES, type DashboardFigures, type DashboardResponse, type OnboardingFacts } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { initialAuthState } from '@comanda/shared/state';
import { DashboardPage } from '../pages/dashboard-page';
import type { StoreOnboarding } from '../api/onboarding-api';

const figures: DashboardFigures = {
  revenue: 0,
  orders: 0,
  average_ticket: 0,
  cancelled_orders: 0,
  cancelled_value: 0,
  by_channel: [],
  by_order_type: [],
  new_customers: 0,
  returning_customers: 0,
};
const DASHBOARD: DashboardResponse = {
  period: { from: '2026-11-24', to: '2026-11-24' },
  previous_period: { from: '2026-11-23', to: '2026-11-23' },
  current: figures,
  previous: figures,
  revenue_per_day: [],
  orders_by_hour: Array.from({ length: 7 }, () => Array<number>(24).fill(0)),
  top_products: [],
};

/** The API's answer for these facts, built with the same domain functions the API uses. */
function onboardingOf(facts: Partial<OnboardingFacts>, publishedAt: string | null = null): StoreOnboarding {
  const all: OnboardingFacts = { has_logo: false, has_hours: false, products: 0, has_pix_key: false, has_delivery_area: false, published: publishedAt !== null, ...facts };
  const refusal = publishRefusal(all);
  return { published_at: publishedAt, steps: onboardingChecklist(all), can_publish: refusal === null, blocked_by: refusal };
}

type Call = { method: string; path: string };

function mockApi(onboarding: () => StoreOnboarding, publish: () => Response = () => jsonResponse({ data: onboardingOf({}, '2026-11-24T18:00:00.000Z') })) {
  const calls: Call[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const call = { method: request.method, path: new URL(request.url).pathname };
    calls.push(call);
    if (call.path === '/api/stores/10/dashboard') return jsonResponse({ data: DASHBOARD });
    if (call.path === '/api/stores/10/onboarding') return jsonResponse({ data: onboarding() });
    if (call.method === 'POST' && call.path === '/api/stores/10/publish') return publish();
    return jsonResponse({ message: 'Não encontrado' }, 404);
  });
  return { calls, count: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length };
}

const card = () => screen.getByRole('region', { name: 'Configure sua loja' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('"Configure sua loja" on the dashboard of an unpublished store', () => {
  it('lists the steps with links to their screens, the progress, and why it cannot be published yet', async () => {
    const facts = { has_logo: true, has_hours: true };
    mockApi(() => onboardingOf(facts));
    renderWithProviders(<DashboardPage />, { route: '/store/dashboard', preloadedState: authStateFor(makeUser('store_owner')) });

    await screen.findByRole('region', { name: 'Configure sua loja' });
    const steps = within(within(card()).getByRole('list', { name: 'Passos da configuração' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Envie o logo da lojaConcluído',
      'Defina os horários de funcionamentoConcluído',
      'Cadastre o primeiro produtoObrigatório',
      'Cadastre a chave PIXOpcional',
      'Defina a área de entregaObrigatório',
      'Publique a lojaObrigatório',
    ]);
    expect(within(card()).getByRole('link', { name: /Cadastre o primeiro produto/ })).toHaveAttribute('href', '/store/products/create');
    expect(within(card()).getByRole('link', { name: /Envie o logo/ })).toHaveAttribute('href', '/store/profile');
    expect(within(card()).getByRole('link', { name: /Defina a área de entrega/ })).toHaveAttribute('href', '/store/settings');
    expect(within(card()).queryByRole('link', { name: /Publique a loja/ })).toBeNull();
    expect(within(steps[0]!).getByTestId('CheckCircleIcon')).toBeInTheDocument();
    expect(within(steps[2]!).getByTestId('RadioButtonUncheckedIcon')).toBeInTheDocument();
    expect(within(card()).getByText('2 de 6 passos')).toBeInTheDocument();
    expect(within(card()).getByRole('progressbar', { name: 'Progresso da configuração' })).toHaveAttribute('aria-valuenow', String(Math.round((2 / 6) * 100)));

    const publish = within(card()).getByRole('button', { name: 'Publicar loja' });
    expect(publish).toBeDisabled();
    const missing = publishRefusal({ ...facts, products: 0, has_pix_key: false, has_delivery_area: false, published: false })!;
    expect(within(card()).getByText(missing)).toBeInTheDocument();
    expect(publish).toHaveAccessibleDescription(missing);
  });

  it('publishes when the required steps are done, says so and the card goes away', async () => {
    let published: string | null = null;
    const api = mockApi(
      () => onboardingOf({ has_hours: true, products: 3, has_delivery_area: true }, published),
      () => {
        published = '2026-11-24T18:00:00.000Z';
        return jsonResponse({ data: onboardingOf({ has_hours: true, products: 3, has_delivery_area: true }, published) });
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />, { route: '/store/dashboard', preloadedState: authStateFor(makeUser('store_admin')) });

    const publish = await within(await screen.findByRole('region', { name: 'Configure sua loja' })).findByRole('button', { name: 'Publicar loja' });
    expect(publish).toBeEnabled();
    expect(within(card()).getByText('3 de 6 passos')).toBeInTheDocument();
    await user.click(publish);

    expect(await screen.findByText(PUBLISH_MESSAGES.published)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Configure sua loja' })).toBeNull());
    expect(api.count('POST', '/api/stores/10/publish')).toBe(1);
    expect(api.count('GET', '/api/stores/10/onboarding')).toBe(2);
  });

  it('shows the server refusal when publishing fails', async () => {
    mockApi(
      () => onboardingOf({ has_hours: true, products: 3, has_delivery_area: true }),
      () => jsonResponse({ message: 'Antes de publicar: cadastre o primeiro produto.', errors: { publish: ['Antes de publicar: cadastre o primeiro produto.'] } }, 422),
    );
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />, { route: '/store/dashboard', preloadedState: authStateFor(makeUser('store_owner')) });
    await user.click(await within(await screen.findByRole('region', { name: 'Configure sua loja' })).findByRole('button', { name: 'Publicar loja' }));
    expect(await screen.findByText('Antes de publicar: cadastre o primeiro produto.')).toBeInTheDocument();
    expect(card()).toBeInTheDocument();
  });

  it('is not shown to an attendant, nor on a branch, nor once the store is published', async () => {
    const api = mockApi(() => onboardingOf({}));
    const { unmount } = renderWithProviders(<DashboardPage />, { route: '/store/dashboard', preloadedState: authStateFor(makeUser('attendant')) });
    await screen.findByRole('heading', { name: 'Painel da loja' });
    await screen.findByText(/Nenhum pedido neste período/);
    unmount();

    const owner = makeUser('store_owner');
    const onBranch = renderWithProviders(<DashboardPage />, {
      route: '/store/dashboard',
      preloadedState: { auth: { ...initialAuthState, user: owner, token: 't', isAuthenticated: true, isLoading: false, activeStoreId: 20 } },
    });
    await screen.findByRole('heading', { name: 'Painel da loja' });
    onBranch.unmount();
    expect(api.count('GET', '/api/stores/10/onboarding')).toBe(0);

    const published = mockApi(() => onboardingOf({ has_hours: true, products: 1, has_delivery_area: true }, '2026-11-01T12:00:00.000Z'));
    renderWithProviders(<DashboardPage />, { route: '/store/dashboard', preloadedState: authStateFor(owner) });
    await screen.findByText(/Nenhum pedido neste período/);
    await waitFor(() => expect(published.count('GET', '/api/stores/10/onboarding')).toBe(1));
    expect(screen.queryByRole('region', { name: 'Configure sua loja' })).toBeNull();
  });
});
