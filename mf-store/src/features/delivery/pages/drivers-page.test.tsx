import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_MESSAGES, driverInviteWhatsAppLink, type DriverView } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { makeDriver, STORE_ID } from '../test-fixtures';
import { DriversPage } from './drivers-page';

const INVITE = 'https://comanda.test/convite/abc123';

function renderPage(drivers: DriverView[], create?: (call: ApiCall) => Response, invite?: (driverId: number) => Response) {
  const calls = mockApi((call) => {
    const base = `/api/stores/${STORE_ID}/delivery/drivers`;
    if (call.path === base && call.method === 'GET') return jsonResponse({ data: drivers });
    if (call.path === base && call.method === 'POST') return create ? create(call) : jsonResponse({ message: 'Erro' }, 500);
    const invitation = new RegExp(`^${base}/(\\d+)/invite$`).exec(call.path);
    if (invitation && invite && call.method === 'POST') return invite(Number(invitation[1]));
    const one = new RegExp(`^${base}/(\\d+)$`).exec(call.path);
    if (one && call.method === 'PUT') {
      const updated = { ...drivers.find((d) => d.id === Number(one[1]))!, ...(call.body as object) };
      drivers = drivers.map((d) => (d.id === updated.id ? updated : d));
      return jsonResponse({ data: updated });
    }
    if (call.path === `/api/stores/${STORE_ID}/profile`) return jsonResponse({ data: { name: 'Pizzaria Bella Napoli' } });
    return jsonResponse({ message: 'Não encontrado' }, 404);
  });
  renderWithProviders(<DriversPage />, { preloadedState: authStateFor(makeUser('store_owner')) });
  return { calls, user: userEvent.setup() };
}

/** Click and paste: typing letter by letter through formik and the phone mask is slow in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const row = (name: string) => screen.getByRole('row', { name });
const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

afterEach(() => jest.restoreAllMocks());

describe('DriversPage (/store/delivery/drivers)', () => {
  it('lists the drivers: phone, vehicle, kind, state, deliveries today and cash in hand', async () => {
    renderPage([
      makeDriver(1, { name: 'Ana Lima', phone: '(11) 98888-0001', vehicle: 'moto', plate: 'ABC1D23', state: 'on_trip', deliveries_today: 4, cash_in_hand: 112.5 }),
      makeDriver(2, { name: 'Bruno Dias', kind: 'freelancer', vehicle: 'bicicleta', plate: null, state: 'offline', has_account: false, invite_url: INVITE }),
    ]);
    const ana = await screen.findByRole('row', { name: 'Ana Lima' });
    for (const text of ['(11) 98888-0001', 'Moto · ABC1D23', 'Próprio', 'Em rota', '4', 'R$ 112,50']) expect(within(ana).getByText(text)).toBeInTheDocument();
    const bruno = row('Bruno Dias');
    for (const text of ['Bicicleta', 'Freelancer', 'Offline', 'Convite pendente', 'R$ 0,00']) expect(within(bruno).getByText(text)).toBeInTheDocument();
    expect(within(ana).getByRole('switch', { name: 'Ativo: Ana Lima' })).toBeChecked();
    expect(within(ana).getByRole('button', { name: 'Editar Ana Lima' })).toBeInTheDocument();
  });

  it('the active switch saves the driver with active false', async () => {
    const { calls, user } = renderPage([makeDriver(1, { name: 'Ana Lima', phone: '(11) 98888-0001', plate: null })]);
    await user.click(await screen.findByRole('switch', { name: 'Ativo: Ana Lima' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', path: `/api/stores/${STORE_ID}/delivery/drivers/1` });
    expect(writes(calls)[0]!.body).toEqual({ name: 'Ana Lima', phone: '(11) 98888-0001', kind: 'own', vehicle: 'moto', plate: null, active: false });
    expect(await screen.findByText('Ana Lima está inativo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Ativo: Ana Lima' })).not.toBeChecked());
  });

  it('"Novo entregador": posts the form, shows the API message and the invitation by WhatsApp and copy', async () => {
    const { calls, user } = renderPage([], (call) =>
      jsonResponse({ data: makeDriver(5, { ...(call.body as object), has_account: false, invite_url: INVITE } as Partial<DriverView>), message: DRIVER_MESSAGES.invited }, 201),
    );
    await user.click(await screen.findByRole('button', { name: 'Novo entregador' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo entregador' });
    await fill(user, within(dialog).getByLabelText(/^Nome/), 'Carla Souza');
    await fill(user, within(dialog).getByLabelText(/^Celular/), '11977776666');
    await fill(user, within(dialog).getByLabelText(/^E-mail/), 'Carla@Exemplo.com.br');
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    await user.click(screen.getByRole('option', { name: 'Freelancer' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Veículo' }));
    await user.click(screen.getByRole('option', { name: 'Carro' }));
    await fill(user, within(dialog).getByLabelText(/^Placa/), 'xyz1a23');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

    expect(await within(dialog).findByText(DRIVER_MESSAGES.invited)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: `/api/stores/${STORE_ID}/delivery/drivers` });
    expect(writes(calls)[0]!.body).toEqual({ name: 'Carla Souza', phone: '(11) 97777-6666', email: 'carla@exemplo.com.br', kind: 'freelancer', vehicle: 'carro', plate: 'XYZ1A23' });

    const whatsapp = await within(dialog).findByRole('link', { name: 'Enviar convite pelo WhatsApp' });
    await waitFor(() => expect(whatsapp).toHaveAttribute('href', driverInviteWhatsAppLink('(11) 97777-6666', 'Pizzaria Bella Napoli', INVITE)));
    await user.click(within(dialog).getByRole('button', { name: 'Copiar link' }));
    expect(await navigator.clipboard.readText()).toBe(INVITE);
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('validates with the shared schema and shows the API’s 422 under the fields', async () => {
    const { calls, user } = renderPage([], () => jsonResponse({ message: 'Os dados informados são inválidos.', errors: { email: [DRIVER_MESSAGES.emailTaken] } }, 422));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Novo entregador' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo entregador' });
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText(DRIVER_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(DRIVER_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await fill(user, within(dialog).getByLabelText(/^Nome/), 'Carla');
    await fill(user, within(dialog).getByLabelText(/^Celular/), '11977776666');
    await fill(user, within(dialog).getByLabelText(/^E-mail/), 'carla@exemplo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText(DRIVER_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('"Editar" saves the driver (the e-mail stays)', async () => {
    const { calls, user } = renderPage([makeDriver(1, { name: 'Ana Lima', phone: '(11) 98888-0001' })]);
    await user.click(await screen.findByRole('button', { name: 'Editar Ana Lima' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Ana Lima' });
    expect(within(dialog).getByLabelText(/^E-mail/)).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/^Nome/));
    await fill(user, within(dialog).getByLabelText(/^Nome/), 'Ana Lima Souza');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toEqual({ name: 'Ana Lima Souza', phone: '(11) 98888-0001', kind: 'own', vehicle: 'moto', plate: 'ABC1D23', active: true });
    expect(await screen.findByText('Entregador atualizado.')).toBeInTheDocument();
  });

  it('"Reenviar convite" on a pending driver gets a new link to send by WhatsApp', async () => {
    const pending = makeDriver(2, { name: 'Bruno Dias', phone: '(11) 97777-6666', has_account: false });
    const { calls, user } = renderPage([pending], undefined, () => jsonResponse({ data: { ...pending, invite_url: INVITE }, message: DRIVER_MESSAGES.invited }));
    await user.click(await screen.findByRole('button', { name: 'Reenviar convite para Bruno Dias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convite de Bruno Dias' });
    expect(within(dialog).getByText(DRIVER_MESSAGES.invited)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Enviar convite pelo WhatsApp' })).toHaveAttribute('href', driverInviteWhatsAppLink(pending.phone, 'Pizzaria Bella Napoli', INVITE)));
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([`POST /api/stores/${STORE_ID}/delivery/drivers/2/invite`]);
  });

  it('when the plan refuses, the changes are disabled and say why', async () => {
    mockApi(() => jsonResponse({ data: [makeDriver(1, { name: 'Ana Lima', has_account: false })] }));
    renderWithProviders(<DriversPage refusal="Seu plano não inclui Gestão de entregas." />, { preloadedState: authStateFor(makeUser('store_owner')) });
    const ana = await screen.findByRole('row', { name: 'Ana Lima' });
    expect(screen.getByRole('button', { name: 'Novo entregador' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Novo entregador' }).parentElement).toHaveAccessibleDescription('Seu plano não inclui Gestão de entregas.');
    expect(within(ana).getByRole('switch', { name: 'Ativo: Ana Lima' })).toBeDisabled();
    expect(within(ana).getByRole('button', { name: 'Editar Ana Lima' })).toBeDisabled();
    expect(within(ana).getByRole('button', { name: 'Reenviar convite para Ana Lima' })).toBeDisabled();
  });
});
