import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { PixProviderSection } from './pix-provider-section';

afterEach(() => jest.restoreAllMocks());

const CONFIGURED = {
  configured: true,
  base_url: 'https://pix.banco.com.br/api/v2',
  client_id: 'loja-123',
  pix_key: 'loja@exemplo.com.br',
  expiry_minutes: 30,
  client_secret_set: true,
  webhook_secret_set: true,
  webhook_url: 'https://comanda.app/api/webhooks/pix/abc',
};

it('a connected provider: "Configurado" for the secrets (never their value); saving with blank secrets keeps them; the field errors of the API show', async () => {
  const puts: Record<string, unknown>[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    if (request.method === 'PUT') {
      const body = JSON.parse(await request.text()) as Record<string, unknown>;
      puts.push(body);
      if (puts.length === 1) return jsonResponse({ message: 'Dados inválidos', errors: { client_secret: ['O banco recusou o Client ID e o Client Secret informados.'] } }, 422);
      return jsonResponse({ data: CONFIGURED });
    }
    return jsonResponse({ data: CONFIGURED });
  });
  renderWithProviders(<PixProviderSection storeId={7} />, { preloadedState: authStateFor(makeUser('store_owner')) });
  await waitFor(() => expect(screen.getByLabelText('Client ID')).toHaveValue('loja-123'));
  expect(screen.getByText('Conectado')).toBeInTheDocument();
  expect(screen.getByLabelText('Client Secret')).toHaveValue('');
  expect(screen.getAllByText('Configurado. Deixe em branco para manter.')).toHaveLength(2);
  expect(screen.getByText('https://comanda.app/api/webhooks/pix/abc')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Salvar PIX automático' }));
  expect(await screen.findByText('O banco recusou o Client ID e o Client Secret informados.')).toBeInTheDocument();
  expect(puts[0]).toEqual({ base_url: CONFIGURED.base_url, client_id: 'loja-123', client_secret: '', pix_key: 'loja@exemplo.com.br', webhook_secret: '', expiry_minutes: 30 });
  await userEvent.type(screen.getByLabelText('Client Secret'), 'novo-segredo');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar PIX automático' }));
  await waitFor(() => expect(puts[1]).toMatchObject({ client_secret: 'novo-segredo' }));
});

it('a manager does not see it (owner only)', () => {
  const fetch = jest.spyOn(globalThis, 'fetch');
  const { container } = renderWithProviders(<PixProviderSection storeId={7} />, { preloadedState: authStateFor(makeUser('store_admin')) });
  expect(container).toBeEmptyDOMElement();
  expect(fetch).not.toHaveBeenCalled();
});
