import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreSettings } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { SettingsPage } from './settings-page';

const SETTINGS: StoreSettings = {
  openingHours: { monday: [], tuesday: ['18:00-23:00'], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
  holidays: [],
  orderTypes: ['delivery', 'pickup', 'dine_in'],
  paymentMethods: ['pix', 'cash'],
  pixKeyType: 'email',
  pixKey: 'contato@loja.com.br',
  minOrderValue: 20,
  deliveryTime: '30-45 minutos',
  deliveryFee: 5,
  minFreeDeliveryValue: null,
  deliveryRadiusKm: null,
  productDisplayStyle: 'grid',
  productsPerPage: 12,
  quantityLimits: { optionCopies: null, lineQuantity: null, orderUnits: null },
  pause: null,
  status: { open: true, paused: false, message: null, reopensAt: null },
};

const ACTIVITY = {
  data: [
    {
      id: 7,
      actor: { id: 3, name: 'Gerente Bella' },
      entity: 'hours',
      entityId: '10',
      action: 'updated',
      summary: 'Horários de funcionamento alterados',
      changes: { openingHours: { from: { friday: [] }, to: { friday: ['18:00-02:00'] } } },
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
};

type Call = { method: string; path: string; body: unknown };

function mockApi(settings: StoreSettings = SETTINGS) {
  const calls: Call[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    calls.push({ method: request.method, path: url.pathname, body });
    if (url.pathname.endsWith('/settings/pause') && request.method === 'POST')
      return jsonResponse({ data: { ...settings, pause: { until: null, message: 'cozinha cheia', pausedAt: '' }, status: { open: false, paused: true, message: 'Pedidos pausados: cozinha cheia', reopensAt: null } } });
    if (url.pathname.endsWith('/settings') && request.method === 'PUT') return jsonResponse({ data: { ...settings, ...(body as object) } });
    if (url.pathname.endsWith('/settings')) return jsonResponse({ data: settings });
    // 'há 5 minutos' from now, not from when the file loaded (the suite takes a while).
    if (url.pathname.endsWith('/activity')) return jsonResponse({ ...ACTIVITY, data: ACTIVITY.data.map((e) => ({ ...e, createdAt: new Date(Date.now() - 5 * 60_000).toISOString() })) });
    return jsonResponse({ message: 'Não encontrado' }, 404);
  });
  return calls;
}

function renderPage() {
  renderWithProviders(<SettingsPage />, { route: '/store/settings', preloadedState: authStateFor(makeUser('store_owner')) });
  return userEvent.setup();
}

afterEach(() => jest.restoreAllMocks());

describe('SettingsPage', () => {
  it('saves an interval past midnight on Friday with the hours as the API takes them', async () => {
    const calls = mockApi();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Adicionar intervalo em Sexta-feira' }));
    fireEvent.change(screen.getByLabelText('Sexta-feira: abre (intervalo 1)'), { target: { value: '18:00' } });
    fireEvent.change(screen.getByLabelText('Sexta-feira: fecha (intervalo 1)'), { target: { value: '02:00' } });
    expect(screen.getByText('até o dia seguinte')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as StoreSettings;
    expect(put.openingHours.friday).toEqual(['18:00-02:00']);
    expect(put.openingHours.tuesday).toEqual(['18:00-23:00']);
    expect(put).toMatchObject({ pixKeyType: 'email', pixKey: 'contato@loja.com.br', minOrderValue: 20 });
    expect(await screen.findByText('Configurações salvas')).toBeInTheDocument();
  });

  it('refuses an invalid CPF key and overlapping hours with the shared schema’s messages, without calling the API', async () => {
    const calls = mockApi();
    const user = renderPage();
    await user.click(await screen.findByRole('combobox', { name: /Tipo da chave PIX/ }));
    await user.click(screen.getByRole('option', { name: 'CPF' }));
    const key = screen.getByRole('textbox', { name: /Chave PIX/ });
    await user.clear(key);
    await user.type(key, '529.982.247-24');
    await user.click(screen.getByRole('button', { name: 'Adicionar intervalo em Terça-feira' }));
    fireEvent.change(screen.getByLabelText('Terça-feira: abre (intervalo 2)'), { target: { value: '22:00' } });
    fireEvent.change(screen.getByLabelText('Terça-feira: fecha (intervalo 2)'), { target: { value: '23:30' } });
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Chave PIX inválida: CPF com dígitos verificadores incorretos')).toBeInTheDocument();
    expect(screen.getByText('Os horários de terça-feira se sobrepõem')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('sets the delivery fee, the free-delivery value and the radius in "Entrega", in reais and km as the API takes them', async () => {
    const calls = mockApi();
    const user = renderPage();
    const delivery = within(await screen.findByRole('region', { name: 'Entrega' }));
    const fee = delivery.getByRole('textbox', { name: 'Taxa de entrega' });
    await user.clear(fee);
    await user.type(fee, '790');
    await user.type(delivery.getByRole('textbox', { name: 'Entrega grátis a partir de' }), '6000');
    await user.type(delivery.getByRole('spinbutton', { name: 'Raio de entrega' }), '4.5');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ deliveryFee: 7.9, minFreeDeliveryValue: 60, deliveryRadiusKm: 4.5 });
  });

  it('sets the POS tables and the service charge; a charge above the limit is refused with the shared message', async () => {
    const calls = mockApi();
    const user = renderPage();
    const pos = within(await screen.findByRole('region', { name: 'PDV: mesas e taxa de serviço' }));
    const tables = pos.getByRole('spinbutton', { name: 'Número de mesas' });
    await user.clear(tables);
    await user.type(tables, '20');
    const charge = pos.getByRole('textbox', { name: 'Taxa de serviço' });
    await user.clear(charge);
    await user.type(charge, '16');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('A taxa de serviço deve ficar entre 0% e 15% (até duas casas decimais)')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.clear(charge);
    await user.type(charge, '12,5');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ posTableCount: 20, serviceChargePercent: 12.5 });
  });

  it('refuses a radius of 0 km with the shared schema’s message', async () => {
    const calls = mockApi();
    const user = renderPage();
    const delivery = within(await screen.findByRole('region', { name: 'Entrega' }));
    await user.type(delivery.getByRole('spinbutton', { name: 'Raio de entrega' }), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('O raio de entrega deve ser maior que 0 e no máximo 100 km')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('offers grid, list and carousel, and keeps a carousel store a carousel when saving something else', async () => {
    const calls = mockApi({ ...SETTINGS, productDisplayStyle: 'carousel' });
    const user = renderPage();
    const style = await screen.findByRole('combobox', { name: /Exibição dos produtos/ });
    expect(style).toHaveTextContent('Carrossel');
    await user.click(style);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Grade', 'Lista', 'Carrossel']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ productDisplayStyle: 'carousel', deliveryFee: 5, minFreeDeliveryValue: null, deliveryRadiusKm: null });
  });

  it('pauses orders with the storefront message and offers to resume; the log shows who changed what', async () => {
    const calls = mockApi();
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Mensagem na vitrine (opcional)' }), 'cozinha cheia');
    await user.click(screen.getByRole('button', { name: 'Por 30 minutos' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ mode: '30min', message: 'cozinha cheia' }));

    const log = await screen.findByRole('table', { name: 'Histórico de alterações' });
    const row = within(log).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('há 5 minutos');
    expect(row).toHaveTextContent('Gerente Bella');
    expect(row).toHaveTextContent('Horários: — → Sexta-feira: 18:00-02:00');
  });
});
