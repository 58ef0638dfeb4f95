import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { makeUser, renderWithProviders } from '@comanda/shared/testing';
import {
  CEP_NOT_FOUND_MESSAGE,
  CEP_UNAVAILABLE_MESSAGE,
  GEOCODE_DEBOUNCE_MS,
  REGISTER_FAILED_MESSAGE,
  RegisterForm,
} from './register-form';
import { mockApi, reply, silenceApiErrorLog } from './test-utils';

beforeEach(() => {
  silenceApiErrorLog();
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const submitButton = () => screen.getByRole('button', { name: 'Cadastrar' });
const cepButton = () => screen.getByRole('button', { name: 'Buscar CEP' });

const VIA_CEP = { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: '', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' };
const GEOCODED = { success: true, latitude: -23.5614, longitude: -46.6559, message: 'ok' };
const FULL_ADDRESS = 'Avenida Paulista, 1000, Bela Vista, São Paulo, SP, 01310-100, Brasil';

/** Fills a field the way a user pastes into it (one input event, masks applied). */
async function fill(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillValidForm(user: UserEvent) {
  await fill(user, 'Nome', 'Ana Souza');
  await fill(user, 'E-mail', 'ana@example.com');
  await fill(user, 'Telefone', '11987654321');
  await fill(user, 'CEP', '01310100');
  await fill(user, 'Endereço', 'Avenida Paulista');
  await fill(user, 'Número', '1000');
  await fill(user, 'Bairro', 'Bela Vista');
  await fill(user, 'Cidade', 'São Paulo');
  await fill(user, 'Estado', 'sp');
  await fill(user, 'Senha', 'segredo123');
  await fill(user, 'Confirmar senha', 'segredo123');
}

describe('RegisterForm validation', () => {
  it('shows every required message and the summary on an empty submit', async () => {
    const api = mockApi({});
    renderWithProviders(<RegisterForm />);
    await userEvent.setup().click(submitButton());
    for (const message of [
      'O nome é obrigatório',
      'O e-mail é obrigatório',
      'O telefone é obrigatório',
      'O CEP é obrigatório',
      'O endereço é obrigatório',
      'O número é obrigatório',
      'O bairro é obrigatório',
      'A cidade é obrigatória',
      'O estado é obrigatório',
      'A senha é obrigatória',
      'A confirmação de senha é obrigatória',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Por favor, corrija os erros acima.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows format, length and mismatch messages', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await fill(user, 'E-mail', 'ana@');
    await fill(user, 'Telefone', '119876');
    await fill(user, 'CEP', '0131');
    await fill(user, 'Senha', 'curta');
    await fill(user, 'Confirmar senha', 'outra');
    await user.click(submitButton());
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('Telefone inválido. Use o formato (99) 99999-9999')).toBeInTheDocument();
    expect(screen.getByText('CEP inválido. Use o formato 00000-000')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter no mínimo 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('As senhas não conferem')).toBeInTheDocument();
  });

  it('has every field of the registration payload, complement optional', () => {
    mockApi({});
    renderWithProviders(<RegisterForm />);
    for (const label of ['Nome', 'E-mail', 'Telefone', 'CEP', 'Endereço', 'Número', 'Bairro', 'Cidade', 'Estado', 'Senha', 'Confirmar senha']) {
      expect(field(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Complemento')).not.toBeRequired();
  });
});

describe('RegisterForm masks', () => {
  it('masks phone, CEP and state while typing', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await user.type(field('Telefone'), '1134567890');
    expect(field('Telefone')).toHaveValue('(11) 3456-7890');
    await user.type(field('Telefone'), '1');
    expect(field('Telefone')).toHaveValue('(11) 34567-8901');
    await user.type(field('CEP'), '01310x1009');
    expect(field('CEP')).toHaveValue('01310-100');
    await user.type(field('Estado'), 'rj');
    expect(field('Estado')).toHaveValue('RJ');
  });
});

describe('RegisterForm CEP lookup', () => {
  it('keeps "Buscar CEP" disabled under 8 digits', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    expect(cepButton()).toBeDisabled();
    await user.type(field('CEP'), '0131010');
    expect(cepButton()).toBeDisabled();
    await user.type(field('CEP'), '0');
    expect(cepButton()).toBeEnabled();
    await user.type(field('CEP'), '{Backspace}');
    expect(cepButton()).toBeDisabled();
  });

  it('fills address, district, city and state, then geocodes', async () => {
    const api = mockApi({ 'GET /api/cep/01310100': reply(VIA_CEP), 'POST /api/geocode': reply(GEOCODED) });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await user.type(field('CEP'), '01310100');
    await user.click(cepButton());
    await waitFor(() => expect(field('Endereço')).toHaveValue('Avenida Paulista'));
    expect(field('Bairro')).toHaveValue('Bela Vista');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(field('Estado')).toHaveValue('SP');
    await waitFor(() =>
      expect(api.callsTo('POST /api/geocode').map((call) => call.body)).toEqual([
        { address: 'Avenida Paulista, Bela Vista, São Paulo, SP, 01310-100, Brasil' },
      ]),
    );
  });

  it('tells the user to type the address when the provider fails', async () => {
    const api = mockApi({ 'GET /api/cep/01310100': reply({ message: 'Serviço de CEP indisponível' }, 503) });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await user.type(field('CEP'), '01310100');
    await user.click(cepButton());
    expect(await screen.findByText(CEP_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(field('Endereço')).toHaveValue('');
    expect(field('Endereço')).toBeEnabled();
    expect(api.callsTo('POST /api/geocode')).toEqual([]);
  });

  it('says the CEP was not found on a 404', async () => {
    mockApi({ 'GET /api/cep/99999999': reply({ erro: true, message: 'CEP não encontrado' }, 404) });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await user.type(field('CEP'), '99999999');
    await user.click(cepButton());
    expect(await screen.findByText(CEP_NOT_FOUND_MESSAGE)).toBeInTheDocument();
  });
});

describe('RegisterForm geocoding', () => {
  it('geocodes once, debounced, when every address field is filled', async () => {
    const api = mockApi({ 'POST /api/geocode': reply(GEOCODED) });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await fill(user, 'CEP', '01310100');
    await fill(user, 'Endereço', 'Avenida Paulista');
    await fill(user, 'Bairro', 'Bela Vista');
    await fill(user, 'Cidade', 'São Paulo');
    await fill(user, 'Estado', 'SP');
    await user.type(field('Número'), '1000');
    expect(api.callsTo('POST /api/geocode')).toEqual([]);
    await waitFor(() => expect(api.callsTo('POST /api/geocode')).toHaveLength(1), { timeout: GEOCODE_DEBOUNCE_MS + 1000 });
    expect(api.callsTo('POST /api/geocode')[0]?.body).toEqual({ address: FULL_ADDRESS });
    // the same address is not geocoded again
    await fill(user, 'Nome', 'Ana');
    await new Promise((resolve) => setTimeout(resolve, GEOCODE_DEBOUNCE_MS + 200));
    expect(api.callsTo('POST /api/geocode')).toHaveLength(1);
  });

  it('geocodes before registering when coordinates are missing', async () => {
    const customer = makeUser('customer');
    const api = mockApi({
      'POST /api/geocode': reply(GEOCODED),
      'POST /api/register': reply({ data: { token: 't', user: customer } }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST /api/register')).toHaveLength(1));
    const keys = api.calls.map((call) => call.key);
    expect(keys.indexOf('POST /api/geocode')).toBeLessThan(keys.indexOf('POST /api/register'));
    expect(api.callsTo('POST /api/register')[0]?.body).toMatchObject({
      current_latitude: GEOCODED.latitude,
      current_longitude: GEOCODED.longitude,
    });
  });

  it('registers without coordinates when geocoding fails', async () => {
    const api = mockApi({
      'POST /api/geocode': reply({ success: false, latitude: null, longitude: null, message: 'Endereço não encontrado' }),
      'POST /api/register': reply({ data: { token: 't', user: makeUser('customer') } }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST /api/register')).toHaveLength(1));
    expect(api.callsTo('POST /api/register')[0]?.body).not.toHaveProperty('current_latitude');
  });
});

describe('RegisterForm submit', () => {
  it('sends the payload, toasts success and calls onSuccess with the user', async () => {
    const customer = makeUser('customer', { id: 42 });
    const api = mockApi({
      'POST /api/geocode': reply(GEOCODED),
      'POST /api/register': reply({ data: { token: 'tok', user: customer } }, 201),
    });
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onSuccess={onSuccess} />);
    await fillValidForm(user);
    await fill(user, 'Complemento', 'Apto 12');
    await user.click(submitButton());
    expect(await screen.findByText('Cadastro realizado com sucesso!')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith(customer);
    expect(api.callsTo('POST /api/register')[0]?.body).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '(11) 98765-4321',
      cep: '01310-100',
      address: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 12',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      password: 'segredo123',
      password_confirmation: 'segredo123',
      role: 'customer',
      current_latitude: GEOCODED.latitude,
      current_longitude: GEOCODED.longitude,
    });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('from a storefront sends role customer and store_id', async () => {
    const api = mockApi({
      'POST /api/geocode': reply(GEOCODED),
      'POST /api/register': reply({ data: { token: 'tok', user: makeUser('customer', { store_id: 9 }) } }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm storeId={9} />);
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST /api/register')).toHaveLength(1));
    expect(api.callsTo('POST /api/register')[0]?.body).toMatchObject({ role: 'customer', store_id: 9 });
  });

  it("replaces the form errors with the server's field errors", async () => {
    mockApi({
      'POST /api/geocode': reply(GEOCODED),
      'POST /api/register': reply(
        {
          message: 'Os dados fornecidos são inválidos.',
          errors: { email: ['Este e-mail já está cadastrado.', 'segunda mensagem'], phone: ['Telefone já utilizado.'] },
        },
        422,
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Este e-mail já está cadastrado.')).toBeInTheDocument();
    expect(screen.getByText('Telefone já utilizado.')).toBeInTheDocument();
    expect(screen.queryByText('segunda mensagem')).not.toBeInTheDocument();
    expect(screen.getByText('Por favor, corrija os erros acima.')).toBeInTheDocument();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Os dados fornecidos são inválidos.')).not.toBeInTheDocument();
  });

  it('toasts the server message when there are no field errors', async () => {
    mockApi({
      'POST /api/geocode': reply(GEOCODED),
      'POST /api/register': reply({ message: 'Cadastro temporariamente indisponível.' }, 503),
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Cadastro temporariamente indisponível.')).toBeInTheDocument();
    expect(screen.queryByText('Por favor, corrija os erros acima.')).not.toBeInTheDocument();
  });

  it('toasts the generic failure without a server message', async () => {
    mockApi({
      'POST /api/geocode': reply(GEOCODED),
      'POST /api/register': () => new Response('<html>erro</html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(REGISTER_FAILED_MESSAGE)).toBeInTheDocument();
  });

  it('disables the submit button while sending', async () => {
    let release: (response: Response) => void = () => undefined;
    mockApi({
      'POST /api/geocode': reply(GEOCODED),
      'POST /api/register': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    release(new Response(JSON.stringify({ data: { token: 't', user: makeUser('customer') } }), { status: 201, headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(within(document.body).getByText('Cadastro realizado com sucesso!')).toBeInTheDocument();
  });
});
