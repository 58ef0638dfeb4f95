import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@comanda/shared/testing';
import { ResetPasswordForm } from './reset-password-form';
import { mockApi, reply, silenceApiErrorLog } from './test-utils';

beforeEach(() => {
  silenceApiErrorLog();
});

afterEach(() => jest.restoreAllMocks());

const submit = () => screen.getByRole('button', { name: 'Redefinir senha' });

describe('ResetPasswordForm', () => {
  it('requires password and a matching confirmation', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token="tok" email="ana@example.com" />);
    await user.click(submit());
    expect(await screen.findByText('A senha é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('A confirmação de senha é obrigatória')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nova senha/), 'curta');
    await user.type(screen.getByLabelText(/^Confirmar senha/), 'outra');
    await user.click(submit());
    expect(await screen.findByText('A senha deve ter no mínimo 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('As senhas não conferem')).toBeInTheDocument();
  });

  it('sends token, e-mail and passwords, toasts the message and calls onSuccess', async () => {
    const api = mockApi({ 'POST /api/reset-password': reply({ message: 'Senha redefinida com sucesso.' }) });
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token="tok" email="ana@example.com" onSuccess={onSuccess} />);
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    await user.type(screen.getByLabelText(/^Nova senha/), 'novaSenha1');
    await user.type(screen.getByLabelText(/^Confirmar senha/), 'novaSenha1');
    await user.click(submit());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('Senha redefinida com sucesso.'));
    expect(await screen.findByText('Senha redefinida com sucesso.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/reset-password')[0]?.body).toEqual({
      token: 'tok',
      email: 'ana@example.com',
      password: 'novaSenha1',
      password_confirmation: 'novaSenha1',
    });
  });

  it('shows an invalid-token error as a form message', async () => {
    mockApi({ 'POST /api/reset-password': reply({ message: 'Dados inválidos', errors: { token: ['Token inválido ou expirado'] } }, 422) });
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token="tok" email="ana@example.com" />);
    await user.type(screen.getByLabelText(/^Nova senha/), 'novaSenha1');
    await user.type(screen.getByLabelText(/^Confirmar senha/), 'novaSenha1');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Token inválido ou expirado');
  });
});
