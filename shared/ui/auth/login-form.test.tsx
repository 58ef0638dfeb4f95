import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from '@comanda/shared/testing';
import { LoginForm } from './login-form';
import { mockApi, reply, silenceApiErrorLog } from './test-utils';

beforeEach(() => {
  silenceApiErrorLog();
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Senha/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginForm', () => {
  it('requires e-mail and password', async () => {
    mockApi({});
    renderWithProviders(<LoginForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('O e-mail é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('A senha é obrigatória')).toBeInTheDocument();
  });

  it('shows "Email ou senha inválidos" when the server refuses', async () => {
    const api = mockApi({
      'POST /api/login': reply({ message: 'Email ou senha inválidos', errors: { email: ['Email ou senha inválidos'] } }, 422),
    });
    const onSuccess = jest.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await fillAndSubmit('ana@example.com', 'errada123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou senha inválidos');
    expect(api.callsTo('POST /api/login')[0]?.body).toEqual({ email: 'ana@example.com', password: 'errada123' });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('calls onSuccess with the user', async () => {
    const customer = makeUser('customer', { id: 5 });
    mockApi({ 'POST /api/login': reply({ token: 't1', user: customer }), 'GET /api/user': reply(customer) });
    const onSuccess = jest.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await fillAndSubmit('customer@teste.com.br', 'segredo123');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(customer));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
