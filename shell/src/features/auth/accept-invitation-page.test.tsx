import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { AcceptInvitationPage } from './accept-invitation-page';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

function renderAt(token: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/convite/:token" element={<AcceptInvitationPage />} />
      <Route path="/store/dashboard" element={<h1>Painel da loja</h1>} />
    </Routes>,
    { route: `/convite/${token}` },
  );
}

it('shows who invited whom, creates the password, signs in and opens the store dashboard', async () => {
  const posts: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url, 'http://localhost').pathname;
    if (request.method === 'POST' && path === '/api/invitations/abc/accept') {
      posts.push(JSON.parse(await request.text()));
      return jsonResponse({ token: 'novo-token', token_type: 'Bearer', user: makeUser('attendant', { name: 'Carla' }) });
    }
    if (path === '/api/user') return jsonResponse(makeUser('attendant', { name: 'Carla' }));
    return jsonResponse({ data: { email: 'carla@loja.com.br', name: 'Carla', role: 'attendant', store: { name: 'Pizzaria Bella Napoli', slug: 'pizzaria-bella-napoli' } } });
  });
  const { store } = renderAt('abc');
  expect(await screen.findByText('Pizzaria Bella Napoli convidou carla@loja.com.br como Atendente.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Carla'));
  await userEvent.type(screen.getByLabelText(/^Senha/), 'segredo123');
  await userEvent.type(screen.getByLabelText(/^Confirmar senha/), 'segredo12');
  await userEvent.click(screen.getByRole('button', { name: 'Criar senha e entrar' }));
  expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
  expect(posts).toEqual([]);
  await userEvent.type(screen.getByLabelText(/^Confirmar senha/), '3');
  await userEvent.click(screen.getByRole('button', { name: 'Criar senha e entrar' }));
  expect(await screen.findByRole('heading', { name: 'Painel da loja' })).toBeInTheDocument();
  expect(posts).toEqual([{ name: 'Carla', password: 'segredo123', password_confirmation: 'segredo123' }]);
  expect(localStorage.getItem('token')).toBe('novo-token');
  expect(store.getState().auth.user?.name).toBe('Carla');
});

it('an invalid or expired link says so', async () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ message: 'Este convite é inválido ou expirou. Peça um novo convite à loja.' }, 404));
  renderAt('vencido');
  expect(await screen.findByText('Este convite é inválido ou expirou. Peça um novo convite à loja.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Criar senha e entrar' })).toBeNull();
});
