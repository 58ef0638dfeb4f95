import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { AccountSession, AuthUser, SavedAddress } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, noContent, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import CustomerRoutes from '../../routes';

const MARIA = makeUser('customer', { id: 5, name: 'Maria Souza', email: 'maria@exemplo.com.br', phone: '11987654321' });

const HOME: SavedAddress = {
  id: 31,
  label: 'Casa',
  cep: '01310100',
  address: 'Avenida Paulista',
  number: '1578',
  complement: 'Apto 42',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  reference: null,
  latitude: -23.56,
  longitude: -46.65,
  is_default: false,
  last_used_at: '2026-11-20T22:10:00Z',
  created_at: '2026-11-01T10:00:00Z',
};

const SESSIONS: AccountSession[] = [
  { id: 9, user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36', ip: '10.0.0.1', created_at: '2026-11-20T10:00:00Z', last_used_at: '2026-11-24T20:00:00Z', current: true },
  { id: 7, user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1', ip: '10.0.0.7', created_at: '2026-11-10T10:00:00Z', last_used_at: '2026-11-22T18:30:00Z', current: false },
];

const fieldErrors = (errors: Record<string, string[]>) => jsonResponse({ message: Object.values(errors)[0]![0], errors }, 422);

/** The API of the page; `reply` answers first (a test's own case). */
function mockBackend(reply?: (call: ApiCall) => Response | undefined) {
  return mockApi((call) => {
    const own = reply?.(call);
    if (own) return own;
    const route = `${call.method} ${call.path}`;
    if (route === 'GET /api/customer/addresses') return jsonResponse({ data: [HOME] });
    if (route === 'GET /api/me/sessions') return jsonResponse({ data: SESSIONS });
    return jsonResponse({ message: 'não encontrado' }, 404);
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="endereço da página">{`${location.pathname}${location.search}`}</output>;
}

function renderProfile(route = '/customer/profile', user: AuthUser = MARIA) {
  const events = userEvent.setup({ delay: null });
  const { store } = renderWithProviders(
    <>
      <Routes>
        <Route path="/customer/*" element={<CustomerRoutes basePath="/customer" />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, preloadedState: authStateFor(user) },
  );
  return { user: events, store };
}

const section = (name: string) => screen.getByRole('region', { name });
const sent = (calls: ApiCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('Dados pessoais', () => {
  it('saves name and phone, toasts and updates the signed-in user', async () => {
    const calls = mockBackend((call) => (call.method === 'PUT' && call.path === '/api/me/profile' ? jsonResponse({ data: { ...MARIA, name: 'Maria Souza Lima', phone: '21987654321' } }) : undefined));
    const { user, store } = renderProfile();
    expect(await screen.findByRole('heading', { name: 'Meu perfil' })).toBeInTheDocument();
    const personal = section('Dados pessoais');
    expect(within(personal).getByLabelText(/Telefone/)).toHaveValue('(11) 98765-4321');
    const name = within(personal).getByLabelText(/Nome/);
    await user.clear(name);
    await user.type(name, 'Maria Souza Lima');
    const phone = within(personal).getByLabelText(/Telefone/);
    await user.clear(phone);
    await user.type(phone, '21987654321');
    await user.click(within(personal).getByRole('button', { name: 'Salvar dados' }));

    expect(await screen.findByText('Dados atualizados.')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/me/profile')).toEqual([expect.objectContaining({ body: { name: 'Maria Souza Lima', phone: '(21) 98765-4321' } })]);
    expect(store.getState().auth.user).toMatchObject({ id: 5, name: 'Maria Souza Lima', phone: '21987654321' });
  });

  it('checks the fields with the shared rules and shows the server’s 422 on its field', async () => {
    const calls = mockBackend((call) => (call.method === 'PUT' ? fieldErrors({ phone: ['Telefone inválido. Use o formato (99) 99999-9999'] }) : undefined));
    const { user } = renderProfile();
    const personal = await screen.findByRole('region', { name: 'Dados pessoais' });
    await user.clear(within(personal).getByLabelText(/Nome/));
    await user.click(within(personal).getByRole('button', { name: 'Salvar dados' }));
    expect(await within(personal).findByText('O nome é obrigatório')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/me/profile')).toEqual([]);

    await user.type(within(personal).getByLabelText(/Nome/), 'Maria');
    await user.click(within(personal).getByRole('button', { name: 'Salvar dados' }));
    expect(await within(personal).findByText('Telefone inválido. Use o formato (99) 99999-9999')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/me/profile')).toHaveLength(1);
  });
});

describe('E-mail', () => {
  it('asks for the change with the current password and says where the link went', async () => {
    const calls = mockBackend((call) =>
      call.path === '/api/me/email' ? jsonResponse({ message: 'Enviamos um link de confirmação para nova@exemplo.com.br.' }, 202) : undefined,
    );
    const { user } = renderProfile();
    const email = await screen.findByRole('region', { name: 'E-mail' });
    expect(within(email).getByText('maria@exemplo.com.br')).toBeInTheDocument();
    await user.type(within(email).getByLabelText(/Novo e-mail/), 'nova@exemplo.com.br');
    await user.type(within(email).getByLabelText(/Senha atual/), 'segredo123');
    await user.click(within(email).getByRole('button', { name: 'Enviar link de confirmação' }));
    expect(await screen.findByText('Enviamos um link de confirmação para nova@exemplo.com.br.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/me/email')).toEqual([expect.objectContaining({ body: { email: 'nova@exemplo.com.br', current_password: 'segredo123' } })]);
  });

  it('a wrong current password is shown on its field', async () => {
    mockBackend((call) => (call.path === '/api/me/email' ? fieldErrors({ current_password: ['Senha atual incorreta.'] }) : undefined));
    const { user } = renderProfile();
    const email = await screen.findByRole('region', { name: 'E-mail' });
    await user.type(within(email).getByLabelText(/Novo e-mail/), 'nova@exemplo.com.br');
    await user.type(within(email).getByLabelText(/Senha atual/), 'errada123');
    await user.click(within(email).getByRole('button', { name: 'Enviar link de confirmação' }));
    expect(await within(email).findByText('Senha atual incorreta.')).toBeInTheDocument();
  });

  it('opened from the link: confirms once, updates the user, toasts and drops the parameter', async () => {
    const calls = mockBackend((call) => (call.path === '/api/me/email/confirm' ? jsonResponse({ data: { ...MARIA, email: 'nova@exemplo.com.br' } }) : undefined));
    const { store } = renderProfile('/customer/profile?confirmar-email=abc123');
    expect(await screen.findByText('E-mail alterado.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/me/email/confirm')).toEqual([expect.objectContaining({ body: { token: 'abc123' } })]);
    expect(store.getState().auth.user?.email).toBe('nova@exemplo.com.br');
    expect(within(section('E-mail')).getByText('nova@exemplo.com.br')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'endereço da página' })).toHaveTextContent(/^\/customer\/profile$/));
    expect(sent(calls, 'POST', '/api/me/email/confirm')).toHaveLength(1);
  });

  it('a used or expired link shows the server’s message', async () => {
    mockBackend((call) => (call.path === '/api/me/email/confirm' ? fieldErrors({ token: ['Este link de confirmação é inválido ou expirou.'] }) : undefined));
    const { store } = renderProfile('/customer/profile?confirmar-email=velho');
    expect(await within(await screen.findByRole('region', { name: 'E-mail' })).findByText('Este link de confirmação é inválido ou expirou.')).toBeInTheDocument();
    expect(store.getState().auth.user?.email).toBe('maria@exemplo.com.br');
    await waitFor(() => expect(screen.getByRole('status', { name: 'endereço da página' })).toHaveTextContent(/^\/customer\/profile$/));
  });
});

describe('Senha', () => {
  it('changes the password; the server’s 422 lands on its field', async () => {
    let attempts = 0;
    const calls = mockBackend((call) => {
      if (call.path !== '/api/me/password') return undefined;
      attempts += 1;
      return attempts === 1 ? fieldErrors({ current_password: ['Senha atual incorreta.'] }) : noContent();
    });
    const { user } = renderProfile();
    const password = await screen.findByRole('region', { name: 'Senha' });
    await user.type(within(password).getByLabelText(/Senha atual/), 'errada123');
    await user.type(within(password).getByLabelText(/^Nova senha/), 'NovaSenha@2026');
    await user.type(within(password).getByLabelText(/Confirmar nova senha/), 'NovaSenha@2026');
    await user.click(within(password).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(password).findByText('Senha atual incorreta.')).toBeInTheDocument();

    const current = within(password).getByLabelText(/Senha atual/);
    await user.clear(current);
    await user.type(current, 'segredo123');
    await user.click(within(password).getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/me/password').at(-1)!.body).toEqual({ current_password: 'segredo123', password: 'NovaSenha@2026', password_confirmation: 'NovaSenha@2026' });
    expect(within(password).getByLabelText(/Senha atual/)).toHaveValue('');
  });

  it('the new password follows registration’s rules before anything is sent', async () => {
    const calls = mockBackend();
    const { user } = renderProfile();
    const password = await screen.findByRole('region', { name: 'Senha' });
    await user.type(within(password).getByLabelText(/Senha atual/), 'segredo123');
    await user.type(within(password).getByLabelText(/^Nova senha/), 'curta');
    await user.type(within(password).getByLabelText(/Confirmar nova senha/), 'outra');
    await user.click(within(password).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(password).findByText('A senha deve ter no mínimo 8 caracteres')).toBeInTheDocument();
    expect(within(password).getByText('As senhas não conferem')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/me/password')).toEqual([]);
  });
});

describe('Endereços de entrega', () => {
  it('lists the saved addresses and deletes one after asking', async () => {
    const calls = mockBackend((call) => (call.method === 'DELETE' && call.path === '/api/customer/addresses/31' ? noContent() : undefined));
    const { user } = renderProfile();
    const addresses = await screen.findByRole('region', { name: 'Endereços de entrega' });
    const home = await within(addresses).findByRole('article', { name: 'Casa' });
    expect(within(home).getByText('Avenida Paulista, 1578 – Apto 42')).toBeInTheDocument();
    expect(within(home).getByText('Bela Vista, São Paulo/SP · CEP 01310-100')).toBeInTheDocument();

    await user.click(within(home).getByRole('button', { name: 'Excluir Casa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir endereço?' });
    expect(sent(calls, 'DELETE', '/api/customer/addresses/31')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Endereço excluído.')).toBeInTheDocument();
    expect(sent(calls, 'DELETE', '/api/customer/addresses/31')).toHaveLength(1);
  });

  it('adds one: the CEP fills the street, the address is geocoded and saved', async () => {
    const calls = mockBackend((call) => {
      if (call.path === '/api/cep/04538133') return jsonResponse({ cep: '04538-133', logradouro: 'Avenida Brigadeiro Faria Lima', bairro: 'Itaim Bibi', localidade: 'São Paulo', uf: 'SP' });
      if (call.path === '/api/geocode') return jsonResponse({ success: true, latitude: -23.5869, longitude: -46.6823 });
      if (call.method === 'POST' && call.path === '/api/customer/addresses') return jsonResponse({ data: { ...HOME, id: 32 } }, 201);
      return undefined;
    });
    const { user } = renderProfile();
    const addresses = await screen.findByRole('region', { name: 'Endereços de entrega' });
    await user.click(within(addresses).getByRole('button', { name: 'Adicionar endereço' }));
    const form = within(addresses).getByRole('form', { name: 'Novo endereço' });
    await user.type(within(form).getByLabelText(/Nome do endereço/), 'Trabalho');
    await user.type(within(form).getByLabelText(/^CEP/), '04538133');
    await waitFor(() => expect(within(form).getByLabelText(/^Endereço/)).toHaveValue('Avenida Brigadeiro Faria Lima'));
    await user.type(within(form).getByLabelText(/^Número/), '3477');
    await user.click(within(form).getByRole('button', { name: 'Salvar endereço' }));

    expect(await screen.findByText('Endereço salvo.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/customer/addresses')[0]!.body).toEqual({
      label: 'Trabalho',
      cep: '04538-133',
      address: 'Avenida Brigadeiro Faria Lima',
      number: '3477',
      complement: '',
      district: 'Itaim Bibi',
      city: 'São Paulo',
      state: 'SP',
      reference: '',
      latitude: -23.5869,
      longitude: -46.6823,
    });
    expect(within(addresses).queryByRole('form', { name: 'Novo endereço' })).toBeNull();
  });
});

describe('Endereços de entrega: editar e padrão', () => {
  const WORK: SavedAddress = { ...HOME, id: 40, label: 'Trabalho', address: 'Rua Funchal', number: '200', complement: null, district: 'Vila Olímpia', cep: '04551060', is_default: true };

  it('marks the default and makes another one the default', async () => {
    const calls = mockBackend((call) => {
      if (call.method === 'GET' && call.path === '/api/customer/addresses') return jsonResponse({ data: [WORK, HOME] });
      if (call.method === 'PUT' && call.path === '/api/customer/addresses/31/default') return jsonResponse({ data: { ...HOME, is_default: true } });
      return undefined;
    });
    const { user } = renderProfile();
    const addresses = await screen.findByRole('region', { name: 'Endereços de entrega' });
    const work = await within(addresses).findByRole('article', { name: 'Trabalho' });
    expect(within(work).getByText('Padrão')).toBeInTheDocument();
    expect(within(work).queryByRole('button', { name: /Tornar .* padrão/ })).toBeNull();

    const home = within(addresses).getByRole('article', { name: 'Casa' });
    expect(within(home).queryByText('Padrão')).toBeNull();
    await user.click(within(home).getByRole('button', { name: 'Tornar Casa o endereço padrão' }));
    expect(await screen.findByText('Endereço padrão atualizado.')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/customer/addresses/31/default')).toHaveLength(1);
  });

  it('edits one in place with its fields filled, and shows the server’s refusal on the field', async () => {
    const calls = mockBackend((call) => {
      if (call.path === '/api/geocode') return jsonResponse({ success: true, latitude: -23.561, longitude: -46.656 });
      if (call.method === 'PUT' && call.path === '/api/customer/addresses/31') {
        const body = call.body as { number: string };
        if (body.number === '1') return fieldErrors({ address: ['Você já guardou este endereço.'] });
        return jsonResponse({ data: { ...HOME, ...body } });
      }
      return undefined;
    });
    const { user } = renderProfile();
    const addresses = await screen.findByRole('region', { name: 'Endereços de entrega' });
    await user.click(within(await within(addresses).findByRole('article', { name: 'Casa' })).getByRole('button', { name: 'Editar Casa' }));
    const form = within(addresses).getByRole('form', { name: 'Editar endereço' });
    expect(within(form).getByLabelText(/^Endereço/)).toHaveValue('Avenida Paulista');
    expect(within(form).getByLabelText(/^Complemento/)).toHaveValue('Apto 42');

    const number = within(form).getByLabelText(/^Número/);
    await user.clear(number);
    await user.type(number, '1');
    await user.click(within(form).getByRole('button', { name: 'Salvar endereço' }));
    expect(await within(form).findByText('Você já guardou este endereço.')).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '1580');
    await user.click(within(form).getByRole('button', { name: 'Salvar endereço' }));
    expect(await screen.findByText('Endereço salvo.')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/customer/addresses/31').at(-1)!.body).toMatchObject({ label: 'Casa', address: 'Avenida Paulista', number: '1580', complement: 'Apto 42' });
    expect(within(addresses).queryByRole('form', { name: 'Editar endereço' })).toBeNull();
    expect(sent(calls, 'POST', '/api/customer/addresses')).toEqual([]);
  });
});

describe('Sessões ativas', () => {
  it('shows each device, marks this one, ends another and then all the others', async () => {
    const calls = mockBackend((call) => {
      if (call.method === 'DELETE' && call.path === '/api/me/sessions/7') return noContent();
      if (call.path === '/api/me/sessions/others/logout') return jsonResponse({ data: { ended: 1 } });
      return undefined;
    });
    const { user } = renderProfile();
    const sessions = await screen.findByRole('region', { name: 'Sessões ativas' });
    const current = await within(sessions).findByRole('article', { name: 'Chrome no Windows' });
    expect(within(current).getByText('Este dispositivo')).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: /Encerrar/ })).toBeNull();
    const phone = within(sessions).getByRole('article', { name: 'Safari no iPhone' });
    expect(within(phone).getByText(/IP 10\.0\.0\.7 · último uso em 22\/11\/2026 15:30/)).toBeInTheDocument();

    await user.click(within(phone).getByRole('button', { name: 'Encerrar Safari no iPhone' }));
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
    expect(sent(calls, 'DELETE', '/api/me/sessions/7')).toHaveLength(1);

    await user.click(within(sessions).getByRole('button', { name: 'Sair de todos os outros dispositivos' }));
    expect(await screen.findByText('1 sessão encerrada.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/me/sessions/others/logout')).toHaveLength(1);
    // The list is asked again after each change.
    await waitFor(() => expect(sent(calls, 'GET', '/api/me/sessions').length).toBeGreaterThanOrEqual(3));
  });
});
