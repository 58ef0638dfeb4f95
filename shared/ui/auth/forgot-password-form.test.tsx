import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@comanda/shared/testing';
import { ForgotPasswordForm } from './forgot-password-form';
import { mockApi, reply, silenceApiErrorLog } from './test-utils';

beforeEach(() => {
  silenceApiErrorLog();
});

afterEach(() => jest.restoreAllMocks());

describe('ForgotPasswordForm', () => {
  it('validates the e-mail', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Enviar link de redefinição' }));
    expect(await screen.findByText('O e-mail é obrigatório')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'ana');
    await user.click(screen.getByRole('button', { name: 'Enviar link de redefinição' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
  });

  it("shows the API's message", async () => {
    const api = mockApi({ 'POST /api/forgot-password': reply({ message: 'Enviamos um link para o seu e-mail.' }) });
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link de redefinição' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enviamos um link para o seu e-mail.');
    expect(api.callsTo('POST /api/forgot-password')[0]?.body).toEqual({ email: 'ana@example.com' });
    expect(onSuccess).toHaveBeenCalledWith('Enviamos um link para o seu e-mail.');
  });

  it('shows a server field error under the e-mail', async () => {
    mockApi({
      'POST /api/forgot-password': reply({ message: 'Dados inválidos', errors: { email: ['E-mail não encontrado'] } }, 422),
    });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link de redefinição' }));
    expect(await screen.findByText('E-mail não encontrado')).toBeInTheDocument();
  });
});
