import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_USER_MESSAGES, type AdminUserDetails } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { UserDetailsPage } from './user-details-page';
import { UserEditPage } from './user-edit-page';
import { UsersListPage } from './users-list-page';

jest.setTimeout(60_000);

const MARIA: AdminUserDetails = {
  id: 42,
  name: 'Maria Souza',
  email: 'maria@cliente.com.br',
  phone: '11987654321',
  role: 'customer',
  role_label: 'Cliente',
  status: 'ativo',
  deactivated_at: null,
  stores: [],
  last_login_at: '2026-11-24T15:00:00.000Z',
  created_at: '2026-02-01T12:00:00.000Z',
  active_sessions: 2,
  orders: { total: 12, last_30_days: 3 },
  audit: [{ id: 1, actor_name: 'Admin', action: 'reactivated', summary: 'Conta de Maria Souza reativada', before: null, after: null, created_at: '2026-11-01T13:00:00.000Z' }],
};

const STORE = { id: 7, name: 'Burger House', slug: 'burger-house' };

function mockUsers(write: (call: ApiCall) => Response = () => jsonResponse({ message: 'ok', data: MARIA })) {
  return mockApi((call) => {
    if (call.method !== 'GET') return write(call);
    if (call.path === '/api/admin/users/42') return jsonResponse({ data: MARIA });
    if (call.path === '/api/admin/stores') return jsonResponse({ data: [{ ...STORE, city: null, state: null }], meta: { total: 1, page: 1, per_page: 20 } });
    if (call.path === '/api/admin/stores/7') return jsonResponse({ data: { ...STORE, branch_list: [{ id: 70, name: 'Burger House - Centro', slug: 'burger-centro', is_active: true }] } });
    const page = Number(call.query.get('page'));
    return jsonResponse({ data: [MARIA], meta: { current_page: page, last_page: 3, per_page: 20, total: 45 } });
  });
}

function renderAt(route: string, me = makeUser('super_admin', { id: 1 })) {
  renderWithProviders(
    <Routes>
      <Route path="/admin/users" element={<UsersListPage />} />
      <Route path="/admin/users/:id" element={<UserDetailsPage />} />
      <Route path="/admin/users/:id/edit" element={<UserEditPage />} />
    </Routes>,
    { route, preloadedState: authStateFor(me) },
  );
  return userEvent.setup({ delay: null });
}

const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');
const lastList = (calls: ApiCall[]) => Object.fromEntries(calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/users').at(-1)!.query);

afterEach(() => jest.restoreAllMocks());

describe('users list', () => {
  it('asks the server for a sorted page and filters by role, status and search', async () => {
    const calls = mockUsers();
    const user = renderAt('/admin/users');
    const row = (await screen.findByRole('link', { name: 'Maria Souza' })).closest('[role="row"]') as HTMLElement;
    for (const text of ['maria@cliente.com.br', '(11) 98765-4321', 'Cliente', 'Ativo', '24/11/2026 12:00', '01/02/2026']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(lastList(calls)).toEqual({ page: '1', per_page: '20', sort: 'created_at', direction: 'desc' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Perfil' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Atendente' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Situação' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Desativado' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'maria');
    await waitFor(() => expect(lastList(calls)).toEqual({ page: '1', per_page: '20', sort: 'created_at', direction: 'desc', role: 'attendant', status: 'desativado', search: 'maria' }));
    fireEvent.click(screen.getByRole('columnheader', { name: /Nome/ }).querySelector('.MuiDataGrid-columnHeaderTitleContainer')!);
    await waitFor(() => expect(lastList(calls)).toMatchObject({ sort: 'name', direction: 'asc', page: '1' }));
  });
});

describe('user details', () => {
  it('shows the account; "Desativar" asks (reason optional) and a refusal stays in the dialog', async () => {
    const calls = mockUsers(() => jsonResponse({ message: ADMIN_USER_MESSAGES.lastSuperAdmin, errors: { user: [ADMIN_USER_MESSAGES.lastSuperAdmin] } }, 422));
    const user = renderAt('/admin/users/42');
    expect(await screen.findByRole('heading', { name: 'Maria Souza', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Conta de Maria Souza reativada')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar a conta de Maria Souza?' });
    await user.type(within(dialog).getByLabelText('Motivo (opcional)'), 'Pedidos falsos');
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', path: '/api/admin/users/42/deactivate', body: { reason: 'Pedidos falsos' } })]));
    expect(await within(dialog).findByText(ADMIN_USER_MESSAGES.lastSuperAdmin)).toBeInTheDocument();
  });

  it('"Enviar redefinição de senha" says where it went; one’s own account cannot be changed here', async () => {
    mockUsers(() => jsonResponse({ message: ADMIN_USER_MESSAGES.resetSent('maria@cliente.com.br') }));
    const user = renderAt('/admin/users/42', makeUser('super_admin', { id: 42 }));
    await user.click(await screen.findByRole('button', { name: 'Enviar redefinição de senha' }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.resetSent('maria@cliente.com.br'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mudar perfil' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Desativar' })).toBeDisabled();
  });
});

describe('an account its customer deleted (LGPD)', () => {
  it('offers no "Reativar", and says why', async () => {
    const removed: AdminUserDetails = { ...MARIA, name: 'Cliente removido', email: 'removido-42@anonimo.invalid', phone: null, status: 'desativado', deactivated_at: '2026-11-20T10:00:00.000Z' };
    mockApi((call) => (call.path === '/api/admin/users/42' ? jsonResponse({ data: removed }) : jsonResponse({ message: 'não' }, 404)));
    const user = renderAt('/admin/users/42');
    const reactivate = await screen.findByRole('button', { name: 'Reativar' });
    expect(reactivate).toBeDisabled();
    await user.hover(reactivate.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(ADMIN_USER_MESSAGES.removedAccount);
  });
});

describe('user role', () => {
  it('a store role needs a store (the shared rule), then sends store and branch', async () => {
    const calls = mockUsers((call) => jsonResponse({ message: ADMIN_USER_MESSAGES.roleChanged, data: { ...MARIA, role: 'attendant', role_label: 'Atendente' }, echo: call.body }));
    const user = renderAt('/admin/users/42/edit');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Perfil' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Atendente' }));
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.storeRequired)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: 'Loja' }), 'burger');
    await user.click(await screen.findByRole('option', { name: /Burger House/ }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Filial' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Burger House - Centro' }));
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'PUT', path: '/api/admin/users/42/role', body: { role: 'attendant', store_id: 7, branch_id: 70 } })]));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.roleChanged)).toBeInTheDocument();
  });

  it('the store already has an owner: the API’s refusal lands on the store', async () => {
    const refusal = ADMIN_USER_MESSAGES.storeHasOwner('Burger House', 'Rafael Costa');
    mockUsers(() => jsonResponse({ message: refusal, errors: { store_id: [refusal] } }, 422));
    const user = renderAt('/admin/users/42/edit');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Perfil' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Proprietário' }));
    await user.type(screen.getByRole('combobox', { name: 'Loja' }), 'burger');
    await user.click(await screen.findByRole('option', { name: /Burger House/ }));
    expect(screen.queryByRole('combobox', { name: 'Filial' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findAllByText(refusal)).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Loja' })).toHaveAttribute('aria-invalid', 'true');
  });
});
