import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ADMIN_STORE_MESSAGES, type AdminStoreDetails, type AdminStoreSummary, type Plan } from '@comanda/shared/domain';
import { selectActiveStoreId, selectSupportStore } from '@comanda/shared/state';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { StoreDetailsPage } from './store-details-page';
import { StoreEditPage } from './store-edit-page';
import { StoresListPage } from './stores-list-page';

jest.setTimeout(60_000);

const SUMMARY: AdminStoreSummary = {
  id: 7,
  name: 'Pizzaria Bella Napoli',
  slug: 'pizzaria-bella-napoli',
  city: 'São Paulo',
  state: 'SP',
  business_type: 'Pizzaria',
  owner: { id: 3, name: 'Dono Bella', email: 'dono@bellanapoli.com.br' },
  plan: { id: 3, name: 'Rede', slug: 'rede' },
  subscription_status: 'active',
  standing: 'ok',
  published: true,
  is_active: true,
  branches: 2,
  orders_30d: 1234,
  last_order_at: '2026-11-24T15:00:00.000Z',
  created_at: '2026-01-10T12:00:00.000Z',
};

const DETAILS: AdminStoreDetails = {
  ...SUMMARY,
  email: 'contato@bellanapoli.com.br',
  phone: '1133334444',
  whatsapp: '11987654321',
  address: 'Rua Augusta, 100, Consolação',
  suspension_reason: null,
  entitlements: {
    plan: { id: 3, name: 'Rede', slug: 'rede' },
    status: 'active',
    standing: 'ok',
    grace_ends_at: null,
    trial_ends_at: null,
    current_period_end: '2026-12-10T03:00:00.000Z',
    suspension_reason: null,
    limits: { products: 150, branches: 2, employees: null, orders_per_month: 1500 },
    features: {
      pos: { included: true, writable: true },
      delivery_management: { included: true, writable: true },
      coupons: { included: true, writable: true },
      reports: { included: false, writable: false },
    },
    usage: { products: 42, branches: 2, employees: 5, orders_per_month: 310 },
  },
  branch_list: [
    { id: 11, name: 'Bella Napoli - Moema', slug: 'bella-napoli-moema', is_active: true },
    { id: 12, name: 'Bella Napoli - Centro', slug: 'bella-napoli-centro', is_active: false },
  ],
  recent_orders: [{ id: 501, number: 42, public_id: 'abc', status: 'preparing', total: 89.9, customer_name: 'Maria Souza', created_at: '2026-11-24T15:00:00.000Z' }],
};

const PLANS: Plan[] = [
  { id: 1, name: 'Essencial', slug: 'essencial', description: null, price_monthly: 49.9, price_yearly: 499, trial_days: 14, limits: { products: 150, branches: 0, employees: 3, orders_per_month: 1500 }, features: ['coupons'], is_retired: false },
  { id: 3, name: 'Rede', slug: 'rede', description: null, price_monthly: 249.9, price_yearly: 2499, trial_days: 14, limits: { products: null, branches: null, employees: null, orders_per_month: null }, features: [], is_retired: false },
];

const BUSINESS_TYPES = [
  { id: 1, name: 'Pizzaria', slug: 'pizzaria', description: null, icon: null },
  { id: 2, name: 'Hamburgueria', slug: 'hamburgueria', description: null, icon: null },
];

function Where() {
  return <p>em {useLocation().pathname}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/stores" element={<StoresListPage />} />
      <Route path="/admin/stores/:id" element={<StoreDetailsPage />} />
      <Route path="/admin/stores/:id/edit" element={<StoreEditPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, preloadedState: authStateFor(makeUser('super_admin')) },
  );
}

/** Serves the lists the stores screens read; `details` is what GET /admin/stores/7 answers. */
function mockStores(details: () => AdminStoreDetails = () => DETAILS, write?: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.method !== 'GET') return write ? write(call) : jsonResponse({ data: { id: 7 } });
    if (call.path === '/api/business-types') return jsonResponse({ data: BUSINESS_TYPES });
    if (call.path === '/api/admin/plans') return jsonResponse({ data: PLANS });
    if (call.path === '/api/admin/stores/7') return jsonResponse({ data: details() });
    const page = Number(call.query.get('page'));
    const perPage = Number(call.query.get('per_page'));
    return jsonResponse({ data: [SUMMARY], meta: { total: 45, page, per_page: perPage } });
  });
}

const storeLists = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/stores');
const lastQuery = (calls: ApiCall[]) => Object.fromEntries(storeLists(calls).at(-1)!.query.entries());
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

afterEach(() => jest.restoreAllMocks());

describe('stores list', () => {
  it('shows a store per row: name and slug, owner, type, city/UF, plan, status, orders and dates', async () => {
    mockStores();
    renderAt('/admin/stores');
    const link = await screen.findByRole('link', { name: 'Pizzaria Bella Napoli' });
    expect(link).toHaveAttribute('href', '/admin/stores/7');
    const row = link.closest('[role="row"]') as HTMLElement;
    for (const text of ['pizzaria-bella-napoli', 'Dono Bella', 'dono@bellanapoli.com.br', 'Pizzaria', 'São Paulo/SP', 'Rede', 'Ativa', '1.234', '24/11/2026', '10/01/2026']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('each filter builds the query the API takes and goes back to the first page; the search waits for a pause', async () => {
    const calls = mockStores();
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/stores');
    await waitFor(() => expect(storeLists(calls).length).toBeGreaterThan(0));
    expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20' });

    fireEvent.click(await screen.findByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '2', per_page: '20' }));

    await choose('Tipo de negócio', 'Pizzaria');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20', business_type: 'pizzaria' }));
    await choose('Plano', 'Rede');
    await choose('Status', 'Suspensa');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20', business_type: 'pizzaria', plan: 'rede', status: 'suspended' }));

    const before = storeLists(calls).length;
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'bella');
    // One request for the whole word, not one per letter.
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ q: 'bella', page: '1' }));
    expect(storeLists(calls).length).toBe(before + 1);
    await user.type(screen.getByRole('textbox', { name: 'Cidade' }), 'Campinas');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20', business_type: 'pizzaria', plan: 'rede', status: 'suspended', q: 'bella', city: 'Campinas' }));

    // Back to the unfiltered first page (already cached: RTK Query answers it without a request).
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('');
    for (const label of ['Tipo de negócio', 'Plano', 'Status']) expect(screen.getByRole('combobox', { name: label })).toHaveTextContent('Todos');
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('lists the status filters in Portuguese', async () => {
    mockStores();
    renderAt('/admin/stores');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Todos', 'Em teste', 'Ativa', 'Em atraso', 'Cancelada', 'Suspensa', 'Não publicada']);
  });

  it('reads the filters from the URL (back from a store keeps them)', async () => {
    const calls = mockStores();
    renderAt('/admin/stores?status=trialing&city=Recife&page=3');
    await waitFor(() => expect(storeLists(calls).length).toBeGreaterThan(0));
    expect(lastQuery(calls)).toEqual({ page: '3', per_page: '20', status: 'trialing', city: 'Recife' });
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Recife');
  });

  it('a click on a row opens the store, whose "Lojas" goes back to the list as it was', async () => {
    mockStores();
    renderAt('/admin/stores?plan=rede&page=2');
    const row = (await screen.findByRole('link', { name: 'Pizzaria Bella Napoli' })).closest('[role="row"]') as HTMLElement;
    fireEvent.click(within(row).getByText('São Paulo/SP'));
    expect(await screen.findByRole('heading', { name: 'Pizzaria Bella Napoli', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lojas' })).toHaveAttribute('href', '/admin/stores?plan=rede&page=2');
  });
});

describe('store details', () => {
  it('shows owner, contacts, address, branches, the plan with usage against limits, and the last orders', async () => {
    mockStores();
    renderAt('/admin/stores/7');
    expect(await screen.findByRole('heading', { name: 'Pizzaria Bella Napoli', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver vitrine/ })).toHaveAttribute('href', '/loja/pizzaria-bella-napoli');
    expect(screen.getByText('(11) 3333-4444')).toBeInTheDocument();
    expect(screen.getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(screen.getByText('Rua Augusta, 100, Consolação')).toBeInTheDocument();
    expect(screen.getByText('Bella Napoli - Moema')).toBeInTheDocument();
    expect(screen.getByText('Inativa')).toBeInTheDocument();
    expect(screen.getByText('Período atual até 10/12/2026')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Produtos: 42 de 150' })).toHaveAttribute('aria-valuenow', '28');
    expect(screen.getByRole('progressbar', { name: 'Filiais: 2 de 2' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Funcionários: 5 (ilimitado)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Relatórios: não incluído')).toBeInTheDocument();
    const order = screen.getByRole('table', { name: 'Últimos pedidos' });
    expect([...within(order).getAllByRole('cell')].map((c) => c.textContent?.replace(/\u00a0/g, ' '))).toEqual(['#0042', '24/11/2026 12:00', 'Maria Souza', 'Em preparo', 'R$ 89,90']);
  });

  it('"Suspender" requires the reason the store will see, then calls the API with it', async () => {
    let details = DETAILS;
    const calls = mockStores(
      () => details,
      (call) => {
        details = { ...DETAILS, subscription_status: 'suspended', standing: 'suspended', suspension_reason: (call.body as { reason: string }).reason };
        return jsonResponse({ data: { id: 7 } });
      },
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/stores/7');
    await user.click(await screen.findByRole('button', { name: 'Suspender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspender Pizzaria Bella Napoli?' });
    expect(within(dialog).getByText('A loja verá este motivo.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(await within(dialog).findByText(ADMIN_STORE_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Motivo/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Motivo/), '  Venda de produtos proibidos.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: '/api/admin/stores/7/suspend', body: { reason: 'Venda de produtos proibidos.' } });
    expect(await screen.findByText('Loja Pizzaria Bella Napoli suspensa.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Motivo que a loja vê: Venda de produtos proibidos\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reativar' })).toBeInTheDocument();
  });

  it('a suspended store shows its reason and "Reativar" calls the API', async () => {
    const calls = mockStores(() => ({ ...DETAILS, subscription_status: 'suspended', standing: 'suspended', suspension_reason: 'Fraude no PIX.' }));
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/stores/7');
    expect(await screen.findByText(/Motivo que a loja vê: Fraude no PIX\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspender' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reativar' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', path: '/api/admin/stores/7/reactivate' })]));
    expect(await screen.findByText('Loja Pizzaria Bella Napoli reativada.')).toBeInTheDocument();
  });

  it('"Entrar em modo suporte" says it is read-only and recorded, then opens the store\'s back office in support mode', async () => {
    localStorage.clear();
    const calls = mockStores();
    const user = userEvent.setup({ delay: null });
    const { store } = renderAt('/admin/stores/7');
    await user.click(await screen.findByRole('button', { name: 'Entrar em modo suporte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar em modo suporte?' });
    expect(dialog).toHaveTextContent('somente para leitura');
    expect(dialog).toHaveTextContent('Cada acesso fica registrado');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectSupportStore(store.getState())).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Entrar em modo suporte' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Entrar em modo suporte' }));
    expect(await screen.findByText('em /store/dashboard')).toBeInTheDocument();
    expect(selectSupportStore(store.getState())).toEqual({ id: 7, name: 'Pizzaria Bella Napoli' });
    expect(selectActiveStoreId(store.getState())).toBe(7);
    expect(JSON.parse(localStorage.getItem('support_store')!)).toEqual({ user_id: 1, id: 7, name: 'Pizzaria Bella Napoli' });
    expect(writes(calls)).toEqual([]);
  });
});

describe('store edit', () => {
  it('validates with adminStoreEditSchema and sends the contacts (blank = null)', async () => {
    const calls = mockStores();
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/stores/7/edit');
    const phone = await screen.findByLabelText('Telefone');
    expect(phone).toHaveValue('(11) 3333-4444');
    await user.clear(phone);
    await user.type(phone, '1199');
    await user.clear(screen.getByLabelText('E-mail da loja'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(ADMIN_STORE_MESSAGES.phone)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await user.clear(phone);
    await user.click(screen.getByLabelText('Loja ativa'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', path: '/api/admin/stores/7', body: { name: 'Pizzaria Bella Napoli', email: null, phone: null, whatsapp: '(11) 98765-4321', is_active: false } });
    expect(await screen.findByText('Loja Pizzaria Bella Napoli salva.')).toBeInTheDocument();
  });
});

describe('store business type', () => {
  it('another type is checked first: products that would lose options block it, a safe type is applied', async () => {
    const types = [...BUSINESS_TYPES, { id: 3, name: 'Lanchonete', slug: 'lanchonete', description: null, icon: null }];
    const calls = mockApi((call) => {
      if (call.path === '/api/business-types') return jsonResponse({ data: types });
      if (call.path === '/api/admin/stores/7') return jsonResponse({ data: DETAILS });
      if (call.path.endsWith('/business-type-check')) {
        const to = call.query.get('to');
        return jsonResponse({ data: to === 'hamburgueria' ? { allowed: false, from: 'pizzaria', to, products: [{ id: 1, name: 'Calabresa', lost: ['Sabores', 'Bordas'] }] } : { allowed: true, from: 'pizzaria', to, products: [] } });
      }
      return jsonResponse({ data: { allowed: true, from: 'pizzaria', to: 'lanchonete', products: [] } });
    });
    renderAt('/admin/stores/7/edit');
    const select = await screen.findByRole('combobox', { name: 'Tipo de negócio' });
    await waitFor(() => expect(select).toHaveTextContent('Pizzaria'));
    expect(screen.getByRole('button', { name: 'Mudar tipo' })).toBeDisabled();

    fireEvent.mouseDown(select);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Hamburgueria' }));
    expect(await screen.findByText(/1 produto perderia opções com o novo tipo/)).toBeInTheDocument();
    expect(screen.getByText('Calabresa:').closest('li')).toHaveTextContent('Calabresa: Sabores, Bordas');
    expect(screen.getByRole('button', { name: 'Mudar tipo' })).toBeDisabled();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo de negócio' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Lanchonete' }));
    expect(await screen.findByText('Nenhum produto perde opções com o novo tipo.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mudar tipo' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'PUT', path: '/api/admin/stores/7/business-type', body: { business_type: 'lanchonete' } })]));
    expect(await screen.findByText(ADMIN_STORE_MESSAGES.typeChanged('Pizzaria', 'Lanchonete'))).toBeInTheDocument();
  });
});
