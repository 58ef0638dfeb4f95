import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_STORE_CREATE_MESSAGES, ADMIN_STORE_MESSAGES } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { StoreCreatePage } from './store-create-page';

jest.setTimeout(60_000);

const PLANS = [
  { id: 1, name: 'Essencial', slug: 'essencial', description: null, price_monthly: 49.9, price_yearly: 499, trial_days: 14, limits: { products: 150, branches: 0, employees: 3, orders_per_month: 1500 }, features: [], is_retired: false },
  { id: 9, name: 'Antigo', slug: 'antigo', description: null, price_monthly: 29.9, price_yearly: 299, trial_days: 0, limits: { products: 50, branches: 0, employees: 1, orders_per_month: 500 }, features: [], is_retired: true },
];

function mockCreate(onPost: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.method === 'POST' && call.path === '/api/admin/stores') return onPost(call);
    if (call.path === '/api/business-types') return jsonResponse({ data: [{ id: 1, name: 'Pizzaria', slug: 'pizzaria', description: null, icon: null }] });
    if (call.path === '/api/admin/plans') return jsonResponse({ data: PLANS });
    if (call.path === '/api/store-signup/slug') return jsonResponse({ data: { slug: call.query.get('slug'), available: true, suggestion: null, message: null } });
    if (call.path.startsWith('/api/cep/')) return jsonResponse({ cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' });
    if (call.path === '/api/geocode') return jsonResponse({ success: false, latitude: null, longitude: null });
    return jsonResponse({ data: { id: 77, name: 'Cantina Nova' } });
  });
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/admin/stores/create" element={<StoreCreatePage />} />
      <Route path="/admin/stores/:id" element={<h1>Loja aberta</h1>} />
    </Routes>,
    { route: '/admin/stores/create', preloadedState: authStateFor(makeUser('super_admin')) },
  );
  return userEvent.setup({ delay: null });
}

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/stores');

afterEach(() => jest.restoreAllMocks());

describe('store create', () => {
  it('validates with adminStoreCreateSchema, fills the address from the CEP and invites the owner', async () => {
    const calls = mockCreate(() => jsonResponse({ data: { store: { id: 77, name: 'Cantina Nova', slug: 'cantina-nova' }, message: ADMIN_STORE_CREATE_MESSAGES.invited('ana@cantina.com.br') } }, 201));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Criar loja e convidar o dono' }));
    expect(await screen.findByText('Informe o nome do(a) dono(a).')).toBeInTheDocument();
    expect(screen.getByText(ADMIN_STORE_MESSAGES.email)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.type(screen.getByLabelText(/Nome do dono/), 'Ana Lima');
    await user.type(screen.getByLabelText(/E-mail do dono/), 'Ana@Cantina.com.br');
    await user.type(screen.getByLabelText(/Nome da loja/), 'Cantina Nova');
    expect(screen.getByLabelText(/Endereço da loja/)).toHaveValue('cantina-nova');
    expect(await screen.findByText('Disponível')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo de negócio/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Pizzaria' }));
    await user.type(screen.getByLabelText(/WhatsApp da loja/), '11987654321');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Plano' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Plano de teste da plataforma', 'Essencial']);
    fireEvent.click(options[1]!);
    await user.type(screen.getByLabelText(/CEP/), '01310100');
    await waitFor(() => expect(screen.getByLabelText(/^Endereço/, { selector: 'input[name="address"]' })).toHaveValue('Avenida Paulista'));
    await user.type(screen.getByLabelText(/Número/), '1000');
    await user.click(screen.getByRole('button', { name: 'Criar loja e convidar o dono' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({
      owner_name: 'Ana Lima',
      owner_email: 'Ana@Cantina.com.br',
      store_name: 'Cantina Nova',
      business_type: 'pizzaria',
      slug: 'cantina-nova',
      whatsapp: '(11) 98765-4321',
      cep: '01310-100',
      address: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      plan_id: 1,
    });
    expect(await screen.findByText(ADMIN_STORE_CREATE_MESSAGES.invited('ana@cantina.com.br'))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Loja aberta' })).toBeInTheDocument();
  });

  it('an owner e-mail of someone else’s staff: the 422 lands on the field', async () => {
    mockCreate(() => jsonResponse({ message: ADMIN_STORE_CREATE_MESSAGES.ownerIsStaff, errors: { owner_email: [ADMIN_STORE_CREATE_MESSAGES.ownerIsStaff] } }, 422));
    const user = renderPage();
    await user.type(await screen.findByLabelText(/Nome do dono/), 'Giuseppe');
    await user.type(screen.getByLabelText(/E-mail do dono/), 'dono@bellanapoli.com.br');
    await user.type(screen.getByLabelText(/Nome da loja/), 'Outra Pizzaria');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo de negócio/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Pizzaria' }));
    await user.type(screen.getByLabelText(/WhatsApp da loja/), '11987654321');
    await user.type(screen.getByLabelText(/CEP/), '01310100');
    await waitFor(() => expect(screen.getByLabelText(/Cidade/)).toHaveValue('São Paulo'));
    await user.type(screen.getByLabelText(/Número/), '10');
    await user.click(screen.getByRole('button', { name: 'Criar loja e convidar o dono' }));
    expect(await screen.findAllByText(ADMIN_STORE_CREATE_MESSAGES.ownerIsStaff)).not.toHaveLength(0);
    expect(screen.getByLabelText(/E-mail do dono/)).toHaveAttribute('aria-invalid', 'true');
  });
});
