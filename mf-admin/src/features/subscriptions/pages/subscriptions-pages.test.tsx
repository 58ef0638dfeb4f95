import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SUBSCRIPTION_MESSAGES, type AdminSubscriptionDetails, type Plan, type PlanChangeQuote } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { SubscriptionDetailsPage } from './subscription-details-page';
import { SubscriptionEditPage } from './subscription-edit-page';
import { SubscriptionsListPage } from './subscriptions-list-page';

jest.setTimeout(60_000);

const plan = (id: number, slug: string, name: string, monthly: number, is_retired = false): Plan => ({
  id,
  slug,
  name,
  description: null,
  price_monthly: monthly,
  price_yearly: monthly * 10,
  trial_days: 14,
  limits: { products: null, branches: null, employees: null, orders_per_month: null },
  features: [],
  is_retired,
});
const PLANS = [plan(1, 'essencial', 'Essencial', 49.9), plan(2, 'profissional', 'Profissional', 99.9), plan(3, 'rede', 'Rede', 249.9), plan(9, 'antigo', 'Antigo', 19.9, true)];

const SUB: AdminSubscriptionDetails = {
  id: 5,
  store: { id: 7, name: 'Burger House', slug: 'burger-house' },
  plan: { id: 2, name: 'Profissional', slug: 'profissional' },
  status: 'active',
  standing: 'ok',
  billing_cycle: 'monthly',
  price: 99.9,
  trial_ends_at: '2026-10-20T03:00:00.000Z',
  current_period_start: '2026-11-10T03:00:00.000Z',
  current_period_end: '2026-12-10T03:00:00.000Z',
  grace_ends_at: null,
  credit: 0,
  billing_document: null,
  billing_email: null,
  created_at: '2026-10-06T12:00:00.000Z',
  invoices: [
    { id: 31, kind: 'renewal', description: 'Profissional (mensal) de 10/11/2026 a 10/12/2026', amount: 99.9, due_date: '2026-11-13', status: 'pending', invoice_url: null, charged: false, period_start: null, period_end: null, paid_at: null, created_at: '2026-11-10T12:00:00.000Z' },
    { id: 30, kind: 'renewal', description: 'Profissional (mensal) de 10/10/2026 a 10/11/2026', amount: 99.9, due_date: '2026-10-13', status: 'paid', invoice_url: 'https://pay.example/i/30', charged: true, period_start: null, period_end: null, paid_at: '2026-10-12T15:00:00.000Z', created_at: '2026-10-10T12:00:00.000Z' },
  ],
};

const QUOTE: PlanChangeQuote = {
  days_left: 15,
  days_in_period: 30,
  credit_cents: 4995,
  charge_cents: 12495,
  amount_due_cents: 7500,
  carried_credit_cents: 0,
  statement: 'Mudança de Profissional para Rede: 15 dias restantes; a pagar agora: R$ 75,00.',
};

function mockSubscriptions(write: (call: ApiCall) => Response = () => jsonResponse({ data: SUB })) {
  return mockApi((call) => {
    if (call.method !== 'GET') return write(call);
    if (call.path === '/api/admin/plans') return jsonResponse({ data: PLANS });
    if (call.path === '/api/admin/subscriptions/5') return jsonResponse({ data: SUB });
    return jsonResponse({ data: [SUB] });
  });
}

function renderAt(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/admin/subscriptions" element={<SubscriptionsListPage />} />
      <Route path="/admin/subscriptions/:id" element={<SubscriptionDetailsPage />} />
      <Route path="/admin/subscriptions/:id/edit" element={<SubscriptionEditPage />} />
    </Routes>,
    { route, preloadedState: authStateFor(makeUser('super_admin')) },
  );
  return userEvent.setup({ delay: null });
}

const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');
const lists = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/subscriptions');

afterEach(() => jest.restoreAllMocks());

describe('subscriptions list', () => {
  it('shows each subscription and filters by status, plan and the store searched', async () => {
    const calls = mockSubscriptions();
    const user = renderAt('/admin/subscriptions');
    const link = await screen.findByRole('link', { name: 'Burger House' });
    const row = link.closest('[role="row"]') as HTMLElement;
    for (const text of ['Profissional', 'Mensal', 'Ativa', 'Até 10/12/2026', '06/10/2026']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByText((t) => t.replace(/\u00a0/g, ' ') === 'R$ 99,90')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Em atraso' }));
    await waitFor(() => expect(Object.fromEntries(lists(calls).at(-1)!.query)).toEqual({ status: 'past_due' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Plano' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Antigo (aposentado)' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar loja' }), 'burger');
    await waitFor(() => expect(Object.fromEntries(lists(calls).at(-1)!.query)).toEqual({ status: 'past_due', plan: 'antigo', q: 'burger' }));
  });
});

describe('subscription details', () => {
  it('shows the plan, the missing billing data and the invoices; a renewal the gateway did not charge says why', async () => {
    const calls = mockSubscriptions(() => jsonResponse({ data: { subscription: SUB, warning: SUBSCRIPTION_MESSAGES.gatewayOff } }, 201));
    const user = renderAt('/admin/subscriptions/5');
    expect(await screen.findByRole('heading', { name: 'Assinatura: Burger House', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('10/11/2026 a 10/12/2026')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(SUBSCRIPTION_MESSAGES.documentRequired.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
    const invoices = screen.getByRole('table', { name: 'Faturas' });
    expect(within(invoices).getByText('13/11/2026')).toBeInTheDocument();
    expect(within(invoices).getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(within(invoices).getByText('Paga')).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: /Abrir/ })).toHaveAttribute('href', 'https://pay.example/i/30');
    expect(within(invoices).getAllByRole('button', { name: 'Cobrar de novo' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Emitir fatura' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', path: '/api/admin/subscriptions/5/invoices' })]));
    expect(await screen.findByText('Fatura de renovação emitida.')).toBeInTheDocument();
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.gatewayOff)).toBeInTheDocument();
  });

  it('"Cancelar assinatura" asks first and says until when the store keeps access', async () => {
    const calls = mockSubscriptions(() => jsonResponse({ data: { ...SUB, status: 'cancelled' } }));
    const user = renderAt('/admin/subscriptions/5');
    await user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a assinatura de Burger House?' });
    expect(writes(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', path: '/api/admin/subscriptions/5/cancel' })]));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.cancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument());
    expect(screen.getByText('Cancelada')).toBeInTheDocument();
  });
});

describe('subscription edit', () => {
  it('choosing another plan shows the server’s proration, then changes the plan', async () => {
    const calls = mockSubscriptions((call) =>
      call.path.endsWith('/quote') ? jsonResponse({ data: QUOTE }) : jsonResponse({ data: { subscription: { ...SUB, plan: { id: 3, name: 'Rede', slug: 'rede' } }, quote: QUOTE, invoice: null, warning: null } }),
    );
    renderAt('/admin/subscriptions/5/edit');
    expect(await screen.findByRole('button', { name: 'Mudar plano' })).toBeDisabled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Plano' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Essencial', 'Profissional', 'Rede']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Rede' }));

    expect(await screen.findByText(QUOTE.statement)).toBeInTheDocument();
    const lines = screen.getByLabelText('Cálculo proporcional');
    expect(lines.textContent?.replace(/\u00a0/g, ' ')).toBe('Dias restantes no período15 de 30Crédito do plano atualR$ 49,95Novo plano nesses diasR$ 124,95A pagar agoraR$ 75,00');
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: '/api/admin/subscriptions/5/quote', body: { plan_id: 3, billing_cycle: 'monthly' } });

    fireEvent.click(screen.getByRole('button', { name: 'Mudar plano' }));
    await waitFor(() => expect(writes(calls).filter((c) => c.method === 'PUT')).toEqual([expect.objectContaining({ path: '/api/admin/subscriptions/5/plan', body: { plan_id: 3, billing_cycle: 'monthly' } })]));
    expect(await screen.findAllByText(QUOTE.statement)).not.toHaveLength(0);
  });

  it('billing data: the shared schema checks the CPF/CNPJ before the API', async () => {
    const calls = mockSubscriptions(() => jsonResponse({ data: { ...SUB, billing_document: '11222333000181', billing_email: 'financeiro@burgerhouse.com.br' } }));
    const user = renderAt('/admin/subscriptions/5/edit');
    const document = await screen.findByLabelText('CPF ou CNPJ');
    await user.type(document, '123.456.789-00');
    await user.type(screen.getByLabelText('E-mail de cobrança'), 'financeiro@burgerhouse.com.br');
    await user.click(screen.getByRole('button', { name: 'Salvar dados de cobrança' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.documentInvalid)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await user.clear(document);
    await user.type(document, '11.222.333/0001-81');
    await user.click(screen.getByRole('button', { name: 'Salvar dados de cobrança' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'PUT', path: '/api/admin/subscriptions/5/billing', body: { document: '11.222.333/0001-81', email: 'financeiro@burgerhouse.com.br' } })]));
    expect(await screen.findByText('Dados de cobrança salvos.')).toBeInTheDocument();
  });
});
