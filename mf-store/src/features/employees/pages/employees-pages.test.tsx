import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { EmployeeCreateScreen } from './employee-create-page';
import { EmployeesScreen } from './employees-page';

const TEAM = {
  data: [
    { id: 1, name: 'Dona Maria', email: 'dono@loja.com.br', role: 'store_owner', branch: null, active: true, last_access_at: '2026-11-24T12:00:00Z' },
    { id: 7, name: 'Carla', email: 'carla@loja.com.br', role: 'attendant', branch: { id: 3, name: 'Filial Moema' }, active: false, last_access_at: null },
  ],
  invitations: [{ id: 9, email: 'novo@loja.com.br', name: null, role: 'attendant', branch: null, expires_at: '2026-12-01T12:00:00Z', expired: false }],
  branches: [{ id: 3, name: 'Filial Moema' }],
};

type Call = { method: string; path: string; body: unknown };

function mockApi(respond: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, path: new URL(request.url, 'http://localhost').pathname, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    return respond(call) ?? jsonResponse(TEAM);
  });
  return { calls, restore: () => spy.mockRestore() };
}

afterEach(() => jest.restoreAllMocks());

describe('employees screens', () => {
  it('lists the team with role, branch, status and last access; resends a pending invitation', async () => {
    const api = mockApi((call) => (call.method === 'POST' ? jsonResponse({ message: 'Convite reenviado.' }) : undefined));
    renderWithProviders(
      <Routes>
        <Route path="/store/employees" element={<EmployeesScreen />} />
      </Routes>,
      { route: '/store/employees', preloadedState: authStateFor(makeUser('store_owner')) },
    );
    const table = await screen.findByRole('table', { name: 'Equipe da loja' });
    const carla = within(table).getByText('Carla').closest('tr')!;
    expect(within(carla).getByText('Atendente')).toBeInTheDocument();
    expect(within(carla).getByText('Filial Moema')).toBeInTheDocument();
    expect(within(carla).getByText('Inativo')).toBeInTheDocument();
    expect(within(carla).getByText('Nunca')).toBeInTheDocument();
    // The owner's own row cannot be edited; Carla's can.
    expect(within(table).queryByRole('link', { name: 'Editar Dona Maria' })).toBeNull();
    expect(within(carla).getByRole('link', { name: 'Editar Carla' })).toHaveAttribute('href', '/store/employees/7/edit');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar convite para novo@loja.com.br' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/stores/10/employees/invitations/9/resend')).toBe(true));
    expect(await screen.findByText('Convite reenviado.')).toBeInTheDocument();
  });

  it('revokes a pending invitation after confirming; a manager sees no edit or revoke for managers', async () => {
    const team = {
      ...TEAM,
      data: [...TEAM.data, { id: 8, name: 'Gil Gerente', email: 'gil@loja.com.br', role: 'store_admin', branch: null, active: true, last_access_at: null }],
      invitations: [...TEAM.invitations, { id: 10, email: 'gerente@loja.com.br', name: null, role: 'store_admin', branch: null, expires_at: '2026-12-01T12:00:00Z', expired: false }],
    };
    const api = mockApi((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(team)));
    renderWithProviders(
      <Routes>
        <Route path="/store/employees" element={<EmployeesScreen />} />
      </Routes>,
      { route: '/store/employees', preloadedState: authStateFor(makeUser('store_admin', { id: 50 })) },
    );
    const table = await screen.findByRole('table', { name: 'Equipe da loja' });
    expect(within(table).queryByRole('link', { name: 'Editar Gil Gerente' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Editar Carla' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revogar convite para gerente@loja.com.br' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Revogar convite para novo@loja.com.br' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar o convite?' });
    expect(within(dialog).getByText('O link enviado para novo@loja.com.br deixa de funcionar.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar convite' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/stores/10/employees/invitations/9')).toBe(true));
    expect(await screen.findByText('Convite revogado.')).toBeInTheDocument();
  });

  it('invites with the shared schema: an invalid e-mail is refused before sending; a manager cannot choose "Gerente"; the server error lands on its field', async () => {
    const api = mockApi((call) =>
      call.method === 'POST' ? jsonResponse({ message: 'Dados inválidos', errors: { email: ['Esta pessoa já faz parte da equipe da loja'] } }, 422) : undefined,
    );
    renderWithProviders(
      <Routes>
        <Route path="/store/employees/create" element={<EmployeeCreateScreen />} />
      </Routes>,
      { route: '/store/employees/create', preloadedState: authStateFor(makeUser('store_admin')) },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'sem-arroba');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Função' }));
    expect(screen.getByRole('option', { name: 'Gerente' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Atendente' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Filial' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Filial Moema' }));

    await userEvent.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'carla@loja.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Esta pessoa já faz parte da equipe da loja')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/stores/10/employees',
      body: { name: '', email: 'carla@loja.com.br', role: 'attendant', branch_id: 3 },
    });
  });
});
