import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ENTITLEMENT_MESSAGES, type StoreEntitlements } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { entitlementsFixture } from './features/plan/test-fixtures';
import StoreRoutes from './routes';
import { makeCoupon } from './features/coupons/test-fixtures';

jest.setTimeout(60_000);

const COUPON = makeCoupon();
const DAY_MS = 86_400_000;
const readOnly = { included: true, writable: false };

/** The store area's API: the entitlements given, the screens' lists, writes recorded. */
function mockApi(entitlements: StoreEntitlements | null) {
  const writes: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET') writes.push(`${request.method} ${path}`);
    if (path === '/api/stores/10/entitlements') return jsonResponse({ data: entitlements });
    if (path === '/api/stores/10/coupons') return jsonResponse({ data: [COUPON] });
    if (path === '/api/stores/10/coupons/7') return jsonResponse({ data: COUPON });
    if (path === '/api/stores/10/employees') return jsonResponse({ data: [], invitations: [], branches: [] });
    if (path === '/api/stores/10/branches') return jsonResponse({ data: [] });
    return jsonResponse({ message: 'Não encontrado' }, 404);
  });
  return writes;
}

function renderStoreArea(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/store/*" element={<StoreRoutes basePath="/store" />} />
    </Routes>,
    { route, preloadedState: authStateFor(makeUser('store_owner')) },
  );
}

/** The disabled control and the reason its tooltip gives. */
async function reasonFor(user: ReturnType<typeof userEvent.setup>, control: HTMLElement): Promise<string> {
  expect(control).toBeDisabled();
  await user.hover(control.parentElement!);
  return (await screen.findByRole('tooltip')).textContent ?? '';
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the plan in the store area', () => {
  it('locked: the banner says read-only and the coupon actions are disabled with the reason', async () => {
    const features = { pos: readOnly, delivery_management: readOnly, coupons: readOnly, reports: readOnly };
    const writes = mockApi(entitlementsFixture({ standing: 'locked', status: 'past_due', grace_ends_at: '2026-11-20T14:00:00.000Z', features }));
    const user = userEvent.setup();
    renderStoreArea('/store/coupons');

    expect(await screen.findByText('Assinatura vencida: recursos do plano em modo somente leitura. Os pedidos continuam chegando.')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Cupons' });
    const create = await screen.findByRole('button', { name: 'Novo cupom' });
    await waitFor(() => expect(create).toBeDisabled());
    expect(await reasonFor(user, create)).toBe(ENTITLEMENT_MESSAGES.readOnly);
    expect(screen.queryByRole('link', { name: 'Novo cupom' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Excluir FRETE5' })).toBeDisabled();
    expect(writes).toEqual([]);
  });

  it('a coupon opened while coupons are not in the plan is shown, not saved', async () => {
    const features = { ...entitlementsFixture().features, coupons: { included: false, writable: false } };
    const writes = mockApi(entitlementsFixture({ features }));
    const user = userEvent.setup();
    renderStoreArea('/store/coupons/7/edit');

    await screen.findByRole('heading', { name: 'Editar cupom FRETE5' });
    const save = screen.getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(await reasonFor(user, save)).toBe(ENTITLEMENT_MESSAGES.featureNotInPlan('coupons'));
    expect(screen.getAllByText(ENTITLEMENT_MESSAGES.featureNotInPlan('coupons')).length).toBeGreaterThan(0);
    expect(writes).toEqual([]);
  });

  it('writable coupons keep their links and actions', async () => {
    mockApi(entitlementsFixture());
    renderStoreArea('/store/coupons');
    await screen.findByRole('table', { name: 'Cupons' });
    expect(await screen.findByRole('link', { name: 'Novo cupom' })).toHaveAttribute('href', '/store/coupons/create');
    expect(screen.getByRole('button', { name: 'Excluir FRETE5' })).toBeEnabled();
  });

  it('a trial shows the days left; at the employees limit the invitation says why it is off', async () => {
    const trialEnds = new Date(Date.now() + 5 * DAY_MS - 3_600_000).toISOString();
    mockApi(entitlementsFixture({ status: 'trialing', trial_ends_at: trialEnds, usage: { products: 0, branches: 0, employees: 5, orders_per_month: 0 } }));
    const user = userEvent.setup();
    renderStoreArea('/store/employees');

    expect(await screen.findByText('Teste grátis: faltam 5 dias')).toBeInTheDocument();
    const invite = await screen.findByRole('button', { name: 'Convidar funcionário' });
    expect(await reasonFor(user, invite)).toBe(ENTITLEMENT_MESSAGES.limitReached('employees', 5));
  });

  it('near the plan\'s orders of the month a second banner says how many were received', async () => {
    const trialEnds = new Date(Date.now() + 5 * DAY_MS - 3_600_000).toISOString();
    const limits = { products: 100, branches: 1, employees: 5, orders_per_month: 500 };
    mockApi(entitlementsFixture({ status: 'trialing', trial_ends_at: trialEnds, limits, usage: { products: 0, branches: 0, employees: 0, orders_per_month: 420 } }));
    renderStoreArea('/store/branches');
    expect(await screen.findByText('Você já recebeu 420 de 500 pedidos do plano neste mês.')).toBeInTheDocument();
    expect(screen.getByText('Teste grátis: faltam 5 dias')).toBeInTheDocument();
  });

  it('at the products limit "Novo produto" is off with the plan\'s words', async () => {
    mockApi(entitlementsFixture({ usage: { products: 100, branches: 0, employees: 0, orders_per_month: 0 } }));
    const user = userEvent.setup();
    renderStoreArea('/store/products');
    const create = await screen.findByRole('button', { name: 'Novo produto' });
    expect(await reasonFor(user, create)).toBe(ENTITLEMENT_MESSAGES.limitReached('products', 100));
  });

  it('in the grace period the banner gives the date, and a branch can still be added below the limit', async () => {
    mockApi(entitlementsFixture({ standing: 'grace', status: 'trialing', trial_ends_at: '2026-11-21T14:00:00.000Z', grace_ends_at: '2026-11-28T14:00:00.000Z' }));
    renderStoreArea('/store/branches');
    expect(
      await screen.findByText('Seu período de teste terminou. Até 28/11/2026 tudo continua funcionando; os recursos do plano ficam somente leitura depois dessa data.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nova filial' })).toHaveAttribute('href', '/store/branches/create');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Filiais' })).toBeInTheDocument();
  });
});
