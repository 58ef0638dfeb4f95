import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { FORM_ERROR_SUMMARY, PROFILE_MESSAGES, SIGNUP_MESSAGES, type SlugAvailability } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { StoreSignupPage } from './store-signup-page';

jest.setTimeout(60_000);

const TERMS = { terms_version: '2026-11-25', terms_of_use: 'Termos de uso da Comanda\n\n1. A loja responde pelos pedidos.', privacy_policy: 'Política de privacidade (LGPD)\n\n1. Dados só para operar.', platform_name: 'Comanda' };
const BUSINESS_TYPES = [
  { id: 1, name: 'Pizzaria', slug: 'pizzaria' },
  { id: 2, name: 'Hamburgueria', slug: 'hamburgueria' },
];
const VIA_CEP = { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: '', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' };
const TAKEN = ['pizzaria-do-ze'];

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** The public API the page talks to; `signup` answers POST /api/store-signup. */
function mockApi(signup: (body: unknown) => Response = () => jsonResponse({ message: 'no mock' }, 500)) {
  const calls: Call[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    if (call.path === '/api/business-types') return jsonResponse({ data: BUSINESS_TYPES });
    if (call.path === '/api/platform/terms') return jsonResponse({ data: TERMS });
    if (call.path === '/api/store-signup/slug') {
      const slug = url.searchParams.get('slug')!;
      const data: SlugAvailability = TAKEN.includes(slug)
        ? { slug, available: false, suggestion: `${slug}-2`, message: PROFILE_MESSAGES.slugTaken }
        : { slug, available: true, suggestion: null, message: null };
      return jsonResponse({ data });
    }
    if (call.path === '/api/cep/01310100') return jsonResponse(VIA_CEP);
    if (call.path === '/api/geocode') return jsonResponse({ success: true, latitude: -23.56, longitude: -46.65 });
    if (call.method === 'POST' && call.path === '/api/store-signup') return signup(call.body);
    return jsonResponse({ message: `no mock for ${call.method} ${call.path}` }, 404);
  });
  return {
    calls,
    slugChecks: () => calls.filter((c) => c.path === '/api/store-signup/slug').map((c) => c.query.get('slug')),
    posts: () => calls.filter((c) => c.method === 'POST' && c.path === '/api/store-signup'),
  };
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/cadastre-sua-loja" element={<StoreSignupPage />} />
      <Route path="/store/dashboard" element={<h1>Painel da loja</h1>} />
    </Routes>,
    { route: '/cadastre-sua-loja', preloadedState: authStateFor(null) },
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Criar minha loja' }));
/** `hidden`: also while the terms dialog makes the page behind it aria-hidden. */
const termsCheckbox = () => screen.getByRole('checkbox', { name: 'Li e aceito os termos de uso e a política de privacidade', hidden: true });

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function chooseBusinessType(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo de negócio/ }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

/** Every field but the terms, the CEP filling street, district, city and state. */
async function fillForm(user: UserEvent) {
  await fill(user, 'Seu nome', 'José da Silva');
  await fill(user, 'E-mail', 'ze@pizzariadoze.com.br');
  await fill(user, 'Telefone', '11987654321');
  await fill(user, 'Senha', 'segredo123');
  await fill(user, 'Confirmar senha', 'segredo123');
  await fill(user, 'Nome da loja', 'Pizzaria do Zé Centro');
  await chooseBusinessType('Pizzaria');
  await fill(user, 'WhatsApp da loja', '11912345678');
  await fill(user, 'CEP', '01310100');
  await waitFor(() => expect(field('Endereço')).toHaveValue('Avenida Paulista'));
  await fill(user, 'Número', '1000');
}

beforeEach(() => {
  // The API client logs failed calls; keep them out of the output.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('/cadastre-sua-loja', () => {
  it('validates with the shared sign-up schema before sending anything', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderPage();
    await submit(user);
    for (const message of [
      'O nome é obrigatório',
      'O e-mail é obrigatório',
      'A senha é obrigatória',
      SIGNUP_MESSAGES.storeNameRequired,
      SIGNUP_MESSAGES.businessTypeRequired,
      PROFILE_MESSAGES.slugRequired,
      SIGNUP_MESSAGES.whatsappRequired,
      'O CEP é obrigatório',
      SIGNUP_MESSAGES.acceptTerms,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText(FORM_ERROR_SUMMARY)).toBeInTheDocument();
    await fill(user, 'WhatsApp da loja', '1198');
    await fill(user, 'Endereço da loja', 'Minha Loja!');
    await user.tab();
    expect(await screen.findByText(SIGNUP_MESSAGES.whatsappInvalid)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.slug)).toBeInTheDocument();
    expect(api.posts()).toEqual([]);
  });

  it('fills the store address from its name until it is edited, checks it (debounced) and offers the suggestion', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderPage();
    await fill(user, 'Nome da loja', 'Pizzaria do Zé');
    expect(field('Endereço da loja')).toHaveValue('pizzaria-do-ze');
    expect(await screen.findByText(PROFILE_MESSAGES.slugTaken)).toBeInTheDocument();
    expect(api.slugChecks()).toEqual(['pizzaria-do-ze']);

    await user.click(screen.getByRole('button', { name: 'Usar pizzaria-do-ze-2' }));
    expect(field('Endereço da loja')).toHaveValue('pizzaria-do-ze-2');
    expect(await screen.findByText('Disponível')).toBeInTheDocument();
    expect(screen.getByText(/localhost\/loja\/pizzaria-do-ze-2/)).toBeInTheDocument();

    // Chosen by hand: the name no longer rewrites it.
    await fill(user, 'Nome da loja', ' Centro');
    expect(field('Nome da loja')).toHaveValue('Pizzaria do Zé Centro');
    expect(field('Endereço da loja')).toHaveValue('pizzaria-do-ze-2');

    // Typing the address itself is checked once, after the pause.
    const before = api.slugChecks().length;
    await user.clear(field('Endereço da loja'));
    await user.type(field('Endereço da loja'), 'ze-pizzas');
    await waitFor(() => expect(api.slugChecks().slice(before)).toEqual(['ze-pizzas']));
    expect(await screen.findByText('Disponível')).toBeInTheDocument();
  });

  it('opens the terms and the privacy policy from the checkbox label without ticking it; "Li e aceito" ticks it', async () => {
    mockApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'termos de uso' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/A loja responde pelos pedidos/)).toBeInTheDocument();
    expect(within(dialog).getByText(/versão de 25\/11\/2026/)).toBeInTheDocument();
    expect(termsCheckbox()).not.toBeChecked();
    await user.click(within(dialog).getByRole('tab', { name: 'Política de privacidade' }));
    expect(within(dialog).getByText(/Dados só para operar/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Li e aceito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(termsCheckbox()).toBeChecked();
  });

  it('shows the server 422 on its fields and asks for the current terms again when they changed', async () => {
    const api = mockApi(() =>
      jsonResponse(
        {
          message: 'CEP não encontrado.',
          errors: { cep: ['CEP não encontrado.'], email: ['Este e-mail já está em uso.'], accept_terms: [SIGNUP_MESSAGES.termsOutdated] },
        },
        422,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    await user.click(termsCheckbox());
    await submit(user);
    expect(await screen.findByText('CEP não encontrado.')).toBeInTheDocument();
    expect(screen.getByText('Este e-mail já está em uso.')).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_MESSAGES.termsOutdated)).toBeInTheDocument();
    expect(termsCheckbox()).not.toBeChecked();
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/platform/terms')).toHaveLength(2));
    expect(api.posts()).toHaveLength(1);
  });

  it('signs up, keeps the session as login does and opens the store dashboard with the welcome toast', async () => {
    const owner = makeUser('store_owner', { id: 42, name: 'José da Silva', store_id: 77 });
    const api = mockApi(() => jsonResponse({ data: { token: 'token-novo', user: owner, store: { id: 77, name: 'Pizzaria do Zé Centro', slug: 'pizzaria-do-ze-centro' } } }, 201));
    const user = userEvent.setup();
    const { store } = renderPage();
    await fillForm(user);
    expect(field('Bairro')).toHaveValue('Bela Vista');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(field('Estado')).toHaveValue('SP');
    expect(field('Endereço da loja')).toHaveValue('pizzaria-do-ze-centro');
    await user.click(termsCheckbox());
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Painel da loja' })).toBeInTheDocument();
    expect(await screen.findByText(SIGNUP_MESSAGES.created)).toBeInTheDocument();
    expect(api.posts().map((c) => c.body)).toEqual([
      {
        name: 'José da Silva',
        email: 'ze@pizzariadoze.com.br',
        phone: '(11) 98765-4321',
        password: 'segredo123',
        password_confirmation: 'segredo123',
        store_name: 'Pizzaria do Zé Centro',
        business_type: 'pizzaria',
        slug: 'pizzaria-do-ze-centro',
        whatsapp: '(11) 91234-5678',
        cep: '01310-100',
        address: 'Avenida Paulista',
        number: '1000',
        complement: '',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        accept_terms: true,
        terms_version: '2026-11-25',
      },
    ]);
    expect(localStorage.getItem('token')).toBe('token-novo');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 42, role: 'store_owner' });
    expect(localStorage.getItem('store_id')).toBe('77');
    expect(store.getState().auth).toMatchObject({ token: 'token-novo', isAuthenticated: true, user: { id: 42 } });
  });
});
