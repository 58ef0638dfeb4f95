import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MY_DATA_MESSAGES, MY_DATA_PRIVACY_TEXT, type AuthUser } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, noContent, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { MyDataSection } from './my-data-section';

const MARIA = makeUser('customer', { id: 5, name: 'Maria Souza', email: 'maria@exemplo.com.br', phone: '11987654321' });

const EXPORTED = JSON.stringify({ profile: { name: 'Maria Souza', email: 'maria@exemplo.com.br' }, addresses: [], orders: [], reviews: [] }, null, 2);

const fieldErrors = (errors: Record<string, string[]>) => jsonResponse({ message: Object.values(errors)[0]![0], errors }, 422);

/** The section's API; `reply` answers first (a test's own case). */
function mockBackend(reply?: (call: ApiCall) => Response | undefined) {
  return mockApi((call) => {
    const own = reply?.(call);
    if (own) return own;
    const route = `${call.method} ${call.path}`;
    if (route === 'GET /api/me/data-export') {
      return new Response(EXPORTED, {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': 'attachment; filename="meus-dados-comanda-2026-11-24.json"' },
      });
    }
    return jsonResponse({ message: 'não encontrado' }, 404);
  });
}

/** The JSON body of each DELETE /api/me sent (mockApi does not read DELETE bodies; the Request still holds it). */
async function deleteBodies(): Promise<unknown[]> {
  const requests = jest
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => input)
    .filter((input): input is Request => input instanceof Request && input.method === 'DELETE' && new URL(input.url).pathname === '/api/me');
  return Promise.all(requests.map(async (request) => JSON.parse(await request.clone().text()) as unknown));
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="endereço da página">{location.pathname}</output>;
}

function renderProfile(user: AuthUser = MARIA) {
  const events = userEvent.setup({ delay: null });
  localStorage.setItem('token', 'test-token');
  const { store } = renderWithProviders(
    <>
      <Routes>
        <Route path="/customer/profile" element={<MyDataSection />} />
        <Route path="/" element={<h1>Página inicial</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/customer/profile', preloadedState: authStateFor(user) },
  );
  return { user: events, store };
}

const mySection = () => screen.findByRole('region', { name: 'Meus dados' });
const sent = (calls: ApiCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('Meus dados', () => {
  it('shows the privacy text (what is erased, what the stores keep and why) and its two actions', async () => {
    mockBackend();
    renderProfile();
    const section = await mySection();
    for (const paragraph of MY_DATA_PRIVACY_TEXT) expect(within(section).getByText(paragraph)).toBeInTheDocument();
    expect(within(section).getByText(/obrigações fiscais/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Excluir minha conta' })).toBeEnabled();
  });

  it('"Baixar meus dados" fetches the export with the session token and saves it under the name the API gave', async () => {
    const calls = mockBackend();
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:meus-dados'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: { download: string; href: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    const { user } = renderProfile();
    await user.click(within(await mySection()).getByRole('button', { name: 'Baixar meus dados' }));

    expect(await screen.findByText(MY_DATA_MESSAGES.downloaded)).toBeInTheDocument();
    const [exportCall] = sent(calls, 'GET', '/api/me/data-export');
    expect(exportCall!.headers.get('authorization')).toBe('Bearer test-token');
    expect(saved).toEqual([{ download: 'meus-dados-comanda-2026-11-24.json', href: 'blob:meus-dados' }]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toBe(EXPORTED);
    expect(blobs[0]!.type).toBe('application/json;charset=utf-8');
  });

  it('a failed download is told', async () => {
    mockBackend((call) => (call.path === '/api/me/data-export' ? jsonResponse({ message: 'Esta ação não é autorizada.' }, 403) : undefined));
    const { user } = renderProfile();
    await user.click(within(await mySection()).getByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByText('Esta ação não é autorizada.')).toBeInTheDocument();
  });
});

describe('Excluir minha conta', () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(within(await mySection()).getByRole('button', { name: 'Excluir minha conta' }));
    return screen.findByRole('dialog', { name: 'Excluir minha conta' });
  }

  it('explains what is erased and kept, and asks the password and EXCLUIR exactly before sending anything', async () => {
    const calls = mockBackend();
    const { user } = renderProfile();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/sem o seu nome, telefone, e-mail ou endereço de entrega/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    expect(await within(dialog).findByText(MY_DATA_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MY_DATA_MESSAGES.confirmationRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Senha atual/), 'segredo123');
    await user.type(within(dialog).getByLabelText(/Confirmação/), 'excluir');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    expect(await within(dialog).findByText(MY_DATA_MESSAGES.confirmationMismatch)).toBeInTheDocument();
    expect(sent(calls, 'DELETE', '/api/me')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('endereço da página')).toHaveTextContent('/customer/profile');
  });

  it('shows a wrong password on its field and an order in progress above the form; the account stays signed in', async () => {
    let answer = fieldErrors({ current_password: [MY_DATA_MESSAGES.wrongCurrentPassword] });
    mockBackend((call) => (call.method === 'DELETE' && call.path === '/api/me' ? answer : undefined));
    const { user, store } = renderProfile();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Senha atual/), 'errada123');
    await user.type(within(dialog).getByLabelText(/Confirmação/), 'EXCLUIR');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    expect(await within(dialog).findByText(MY_DATA_MESSAGES.wrongCurrentPassword)).toBeInTheDocument();

    answer = fieldErrors({ account: [MY_DATA_MESSAGES.openOrders] });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MY_DATA_MESSAGES.openOrders);
    expect(store.getState().auth.user).toMatchObject({ id: 5 });
    expect(screen.getByLabelText('endereço da página')).toHaveTextContent('/customer/profile');
  });

  it('deletes with the password and EXCLUIR, signs out in this browser and goes to the home page', async () => {
    mockBackend((call) => (call.method === 'DELETE' && call.path === '/api/me' ? noContent() : undefined));
    const { user, store } = renderProfile();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Senha atual/), 'segredo123');
    await user.type(within(dialog).getByLabelText(/Confirmação/), 'EXCLUIR');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));

    expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(screen.getByLabelText('endereço da página')).toHaveTextContent(/^\/$/);
    expect(await screen.findByText(MY_DATA_MESSAGES.deleted)).toBeInTheDocument();
    expect(await deleteBodies()).toEqual([{ current_password: 'segredo123', confirmation: 'EXCLUIR' }]);
    expect(store.getState().auth).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
