import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PLAN_MESSAGES, type Plan } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, noContent, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { PlanDetailsPage } from './plan-details-page';
import { PlanCreatePage, PlanEditPage } from './plan-form-page';
import { PlansListPage } from './plans-list-page';

jest.setTimeout(60_000);

const PRO: Plan = {
  id: 2,
  name: 'Profissional',
  slug: 'profissional',
  description: 'PDV com caixa, gestão de entregas, cupons e relatórios.',
  price_monthly: 99.9,
  price_yearly: 999,
  trial_days: 14,
  limits: { products: 1000, branches: 2, employees: 15, orders_per_month: null },
  features: ['pos', 'delivery_management', 'coupons', 'reports'],
  is_retired: false,
  subscriptions_count: 12,
};
const OLD: Plan = { ...PRO, id: 9, name: 'Antigo', slug: 'antigo', price_monthly: 29.9, price_yearly: 299, trial_days: 0, limits: { products: 50, branches: 0, employees: 1, orders_per_month: 1500 }, features: [], is_retired: true, subscriptions_count: 1 };

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/plans" element={<PlansListPage />} />
      <Route path="/admin/plans/create" element={<PlanCreatePage />} />
      <Route path="/admin/plans/:id" element={<PlanDetailsPage />} />
      <Route path="/admin/plans/:id/edit" element={<PlanEditPage />} />
    </Routes>,
    { route, preloadedState: authStateFor(makeUser('super_admin')) },
  );
}

const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');
const text = (el: Element) => el.textContent?.replace(/\u00a0/g, ' ');

afterEach(() => jest.restoreAllMocks());

describe('plans list', () => {
  it('shows prices in reais, trial, limits (blank = Ilimitado), features, subscriptions and status', async () => {
    mockApi(() => jsonResponse({ data: [PRO, OLD] }));
    renderAt('/admin/plans');
    const row = (await screen.findByRole('link', { name: 'Profissional' })).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map(text);
    expect(cells[0]).toBe('Profissionalprofissional');
    expect(cells.slice(1, 4)).toEqual(['R$ 99,90', 'R$ 999,00', '14 dias']);
    expect(within(row).getByText('Produtos: 1.000')).toBeInTheDocument();
    expect(within(row).getByText('Pedidos por mês: Ilimitado')).toBeInTheDocument();
    expect(within(row).getByText('PDV (ponto de venda)')).toBeInTheDocument();
    expect(within(row).getByText('Relatórios')).toBeInTheDocument();
    expect(cells.slice(6)).toEqual(['12', 'Ativo']);

    const old = screen.getByRole('link', { name: 'Antigo' }).closest('tr')!;
    expect(within(old).getByText('Sem teste')).toBeInTheDocument();
    expect(within(old).getByText('Nenhum')).toBeInTheDocument();
    expect(within(old).getByText('Pedidos por mês: 1.500')).toBeInTheDocument();
    expect(within(old).getByText('Aposentado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo plano' })).toHaveAttribute('href', '/admin/plans/create');
  });
});

describe('plan form', () => {
  it('validates with the shared schema, then sends blank limits as null (ilimitado) and the checked features', async () => {
    const calls = mockApi((call) => (call.method === 'POST' ? jsonResponse({ data: { ...PRO, id: 30, name: 'Plano Básico', slug: 'plano-basico' } }, 201) : jsonResponse({ data: { ...PRO, id: 30, name: 'Plano Básico' } })));
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/plans/create');

    await user.click(await screen.findByRole('button', { name: 'Criar plano' }));
    expect(await screen.findByText(PLAN_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getAllByText(PLAN_MESSAGES.priceInvalid)).toHaveLength(2);
    expect(screen.getByText('Por favor, corrija os erros acima.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await user.type(screen.getByLabelText('Nome'), 'Plano Básico');
    expect(screen.getByLabelText('Identificador')).toHaveValue('plano-basico');
    await user.type(screen.getByLabelText('Preço mensal'), '4990');
    expect(screen.getByLabelText('Preço mensal')).toHaveValue('R$ 49,90');
    await user.type(screen.getByLabelText('Preço anual'), '49900');
    expect(screen.getByText('Equivale a R$ 41,58 por mês (17% de desconto sobre o mensal).')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Teste (dias)'));
    await user.type(screen.getByLabelText('Teste (dias)'), '120');
    await user.type(screen.getByLabelText('Filiais'), '-1');
    await user.tab();
    expect(await screen.findByText(PLAN_MESSAGES.trialInvalid)).toBeInTheDocument();
    expect(screen.getByText(PLAN_MESSAGES.limitInvalid)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Teste (dias)'));
    await user.type(screen.getByLabelText('Teste (dias)'), '7');
    await user.clear(screen.getByLabelText('Filiais'));
    await user.type(screen.getByLabelText('Produtos'), '200');
    await user.click(screen.getByLabelText('Cupons'));
    await user.click(screen.getByLabelText('PDV (ponto de venda)'));
    await user.click(screen.getByRole('button', { name: 'Criar plano' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const post = writes(calls)[0]!;
    expect(post.path).toBe('/api/admin/plans');
    expect(post.body).toEqual({
      name: 'Plano Básico',
      slug: 'plano-basico',
      description: null,
      price_monthly: 49.9,
      price_yearly: 499,
      trial_days: 7,
      limits: { products: 200, branches: null, employees: null, orders_per_month: null },
      features: ['pos', 'coupons'],
      is_retired: false,
    });
    expect(await screen.findByText('Plano "Plano Básico" criado.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Plano Básico' })).toBeInTheDocument();
  });

  it('editing: the form starts from the plan and the API’s 422 lands on its field', async () => {
    const calls = mockApi((call) =>
      call.method === 'PUT' ? jsonResponse({ message: PLAN_MESSAGES.slugTaken, errors: { slug: [PLAN_MESSAGES.slugTaken] } }, 422) : jsonResponse({ data: PRO }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/plans/2/edit');
    const slug = await screen.findByLabelText('Identificador');
    expect(slug).toHaveValue('profissional');
    expect(screen.getByLabelText('Preço mensal')).toHaveValue('R$ 99,90');
    expect(screen.getByLabelText('Produtos')).toHaveValue(1000);
    expect(screen.getByLabelText('Pedidos por mês')).toHaveValue(null);
    expect(screen.getByLabelText('Relatórios')).toBeChecked();

    await user.clear(slug);
    await user.type(slug, 'rede');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', path: '/api/admin/plans/2', body: { slug: 'rede', limits: { products: 1000, orders_per_month: null } } });
    expect(await screen.findAllByText(PLAN_MESSAGES.slugTaken)).not.toHaveLength(0);
    expect(screen.getByLabelText('Identificador')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('plan details', () => {
  it('"Aposentar" asks first, then sends the plan as it is with is_retired', async () => {
    let current = PRO;
    const calls = mockApi((call) => {
      if (call.method === 'PUT') current = { ...PRO, ...(call.body as Partial<Plan>) };
      return jsonResponse({ data: current });
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/plans/2');
    expect(await screen.findByRole('heading', { name: 'Profissional' })).toBeInTheDocument();
    expect(screen.getByText('Ativo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aposentar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aposentar o plano Profissional?' });
    expect(within(dialog).getByText(/As lojas que já o assinam \(12 assinaturas\) continuam nele/)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Aposentar' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/api/admin/plans/2',
        body: {
          name: 'Profissional',
          slug: 'profissional',
          description: PRO.description,
          price_monthly: 99.9,
          price_yearly: 999,
          trial_days: 14,
          limits: PRO.limits,
          features: PRO.features,
          is_retired: true,
        },
      }),
    );
    expect(await screen.findByText('Plano "Profissional" aposentado.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reativar' })).toBeInTheDocument();
  });

  it('retiring the trial plan: the server’s refusal is a toast', async () => {
    mockApi((call) => (call.method === 'PUT' ? jsonResponse({ message: PLAN_MESSAGES.trialPlan, errors: { is_retired: [PLAN_MESSAGES.trialPlan] } }, 422) : jsonResponse({ data: PRO })));
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/plans/2');
    await user.click(await screen.findByRole('button', { name: 'Aposentar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aposentar' }));
    expect(await screen.findByText(PLAN_MESSAGES.trialPlan)).toBeInTheDocument();
  });

  it('"Excluir" of a plan in use: the 422 message is shown in a toast and the plan stays', async () => {
    const calls = mockApi((call) => (call.method === 'DELETE' ? jsonResponse({ message: PLAN_MESSAGES.inUse(12), errors: { plan: [PLAN_MESSAGES.inUse(12)] } }, 422) : jsonResponse({ data: PRO })));
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/plans/2');
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Excluir o plano Profissional?' })).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/admin/plans/2' })]));
    expect(await screen.findByText('Este plano tem 12 assinaturas: ele não pode ser excluído, apenas aposentado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Profissional' })).toBeInTheDocument();
  });

  it('"Excluir" of an unused plan goes back to the list', async () => {
    const unused = { ...PRO, id: 5, name: 'Promo', slug: 'promo', subscriptions_count: 0 };
    let deleted = false;
    mockApi((call) => {
      if (call.method === 'DELETE') {
        deleted = true;
        return noContent();
      }
      return call.path === '/api/admin/plans' ? jsonResponse({ data: deleted ? [PRO] : [PRO, unused] }) : jsonResponse({ data: unused });
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/plans/5');
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Plano "Promo" excluído.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Planos' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Profissional' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Promo' })).not.toBeInTheDocument();
  });
});
