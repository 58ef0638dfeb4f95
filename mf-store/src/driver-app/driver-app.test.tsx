import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TRIP_MESSAGES, type DriverProfile, type TripView } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, noContent, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import StoreRoutes from '../routes';
import DriverAppRoutes from './driver-app-routes';

function profile(overrides: Partial<DriverProfile> = {}): DriverProfile {
  return {
    driver_id: 5,
    name: 'Zé Entregador',
    vehicle: 'moto',
    kind: 'own',
    active: true,
    online: false,
    store: { id: 10, name: 'Pizzaria Bella', slug: 'pizzaria-bella' },
    cash_in_hand: 12.5,
    deliveries_today: 3,
    ...overrides,
  };
}

function trip(overrides: Partial<TripView> = {}): TripView {
  return {
    id: 41,
    status: 'assigned',
    driver: { id: 5, name: 'Zé Entregador', vehicle: 'moto' },
    store: { id: 10, name: 'Pizzaria Bella', address: 'Av. Paulista, 1000', latitude: -23.56, longitude: -46.65 },
    assigned_at: '2026-11-26T12:00:00Z',
    accepted_at: null,
    picked_up_at: null,
    finished_at: null,
    stops: [
      {
        order_id: 900,
        number: '#0042',
        status: 'ready',
        customer_name: 'Maria Souza',
        customer_phone: '(11) 98888-7777',
        address: {
          cep: '01310-100',
          address: 'Rua das Flores',
          number: '120',
          complement: 'Apto 31',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
          reference: 'Portão azul',
          latitude: -23.561,
          longitude: -46.655,
        },
        notes: null,
        items: ['Pizza Margherita'],
        total: 45,
        payment_method: 'cash',
        cash_to_collect: 45,
        change_for: 50,
        delivered_at: null,
      },
    ],
    ...overrides,
  };
}

/** A tiny driver API: actions change what the next GETs answer. */
function driverServer(initial: { profiles?: DriverProfile[]; trips?: TripView[] } = {}) {
  const state = { profiles: initial.profiles ?? [profile()], trips: initial.trips ?? [trip()] };
  let deliverAnswer: ((call: ApiCall) => Response) | null = null;
  const setTrip = (status: TripView['status']) => (state.trips = state.trips.map((t) => ({ ...t, status })));
  const calls = mockApi((call) => {
    const { method, path } = call;
    if (method === 'GET' && path === '/api/driver/me') return jsonResponse({ data: state.profiles });
    if (method === 'GET' && /^\/api\/driver\/\d+\/trips$/.test(path)) return jsonResponse({ data: state.trips });
    const online = /^\/api\/driver\/(\d+)\/online$/.exec(path);
    if (method === 'POST' && online) {
      const body = call.body as { online: boolean };
      state.profiles = state.profiles.map((p) => (p.driver_id === Number(online[1]) ? { ...p, online: body.online } : p));
      return jsonResponse({ data: state.profiles.find((p) => p.driver_id === Number(online[1])) });
    }
    if (method === 'POST' && /\/position$/.test(path)) return noContent();
    const action = /^\/api\/driver\/\d+\/trips\/\d+\/(accept|decline|pickup)$/.exec(path);
    if (method === 'POST' && action) {
      if (action[1] === 'decline') state.trips = [];
      else setTrip(action[1] === 'accept' ? 'accepted' : 'picked_up');
      return jsonResponse({ data: state.trips[0] ?? null });
    }
    if (method === 'POST' && /\/deliver$/.test(path)) {
      if (deliverAnswer) return deliverAnswer(call);
      state.trips = [];
      state.profiles = state.profiles.map((p) => ({ ...p, cash_in_hand: p.cash_in_hand + 45, deliveries_today: p.deliveries_today + 1 }));
      return jsonResponse({ message: 'Entrega confirmada.' });
    }
    return jsonResponse({ message: 'Não encontrado.' }, 404);
  });
  return {
    state,
    calls,
    posts: () => calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.path, body: c.body })),
    answerDeliverWith: (answer: (call: ApiCall) => Response) => void (deliverAnswer = answer),
  };
}

function renderDriverApp() {
  return renderWithProviders(
    <Routes>
      <Route path="/entregador/*" element={<DriverAppRoutes basePath="/entregador" />} />
    </Routes>,
    { route: '/entregador', preloadedState: authStateFor(makeUser('driver', { id: 77, name: 'Zé Entregador', store_id: null })) },
  );
}

beforeEach(() => {
  localStorage.clear();
  // Only what the app adds (emotion keeps its style tags in the head too).
  document.head.querySelectorAll('link[rel="manifest"], meta[name="theme-color"]').forEach((node) => node.remove());
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (navigator as { geolocation?: unknown }).geolocation;
});

it('shows the store, the cash in hand and today’s deliveries; the switch goes online through the API and the location line follows', async () => {
  const positions: PositionCallback[] = [];
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { watchPosition: jest.fn((success: PositionCallback) => positions.push(success) && 1), clearWatch: jest.fn(), getCurrentPosition: jest.fn() },
  });
  const server = driverServer({ trips: [] });
  renderDriverApp();

  expect(await screen.findByRole('heading', { name: 'Pizzaria Bella' })).toBeInTheDocument();
  expect(screen.getByText('Dinheiro em mãos: R$ 12,50')).toBeInTheDocument();
  expect(screen.getByText('Entregas hoje: 3')).toBeInTheDocument();
  expect(screen.getByText(TRIP_MESSAGES.offline, { selector: '[role="status"]' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('switch', { name: 'Ficar online' }));
  expect(await screen.findByRole('switch', { name: 'Online' })).toBeChecked();
  expect(server.posts()).toContainEqual({ path: '/api/driver/5/online', body: { online: true } });
  expect(screen.getByText('Obtendo sua localização…')).toBeInTheDocument();

  act(() => positions[0]!({ coords: { latitude: -23.55, longitude: -46.63, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition));
  expect(screen.getByText('Localização ativa')).toBeInTheDocument();
  await waitFor(() => expect(server.posts()).toContainEqual({ path: '/api/driver/5/position', body: { latitude: -23.55, longitude: -46.63, accuracy: 10 } }));

  await userEvent.click(screen.getByRole('switch', { name: 'Online' }));
  expect(await screen.findByRole('switch', { name: 'Ficar online' })).not.toBeChecked();
  expect(server.posts()).toContainEqual({ path: '/api/driver/5/online', body: { online: false } });
  // The manifest of the installable app is linked when the app mounts.
  expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', 'http://localhost/remotes/mf-store/entregador.webmanifest');
});

it('asks for the location permission when the browser has no geolocation', async () => {
  driverServer({ profiles: [profile({ online: true })], trips: [] });
  renderDriverApp();
  expect(await screen.findByText('Permita o acesso à localização para ficar online')).toBeInTheDocument();
});

it('renders a trip’s stop (customer, phone, address, what to charge, the way there) and walks it: accept, pick up, deliver with the code and the cash', async () => {
  const server = driverServer();
  renderDriverApp();

  const card = await screen.findByRole('article', { name: 'Viagem 41' });
  expect(within(card).getByText('Aguardando aceite')).toBeInTheDocument();
  const stop = within(card).getByRole('region', { name: 'Pedido #0042' });
  expect(within(stop).getByText('1. Pedido #0042 — Maria Souza')).toBeInTheDocument();
  expect(within(stop).getByRole('link', { name: /Ligar \(11\) 98888-7777/ })).toHaveAttribute('href', 'tel:11988887777');
  expect(within(stop).getByText('Rua das Flores, 120 — Apto 31 — Bela Vista')).toBeInTheDocument();
  expect(within(stop).getByText('Referência: Portão azul')).toBeInTheDocument();
  expect(within(stop).getByText('Total: R$ 45,00 · Dinheiro')).toBeInTheDocument();
  expect(within(stop).getByText('Cobrar R$ 45,00')).toBeInTheDocument();
  expect(within(stop).getByText('Troco para R$ 50,00 (levar R$ 5,00 de troco)')).toBeInTheDocument();
  expect(within(stop).getByRole('link', { name: 'Abrir no Google Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=-23.561,-46.655');
  expect(within(stop).getByRole('link', { name: 'Abrir no Waze' })).toHaveAttribute('href', 'https://waze.com/ul?ll=-23.561,-46.655&navigate=yes');
  expect(within(stop).queryByRole('button', { name: 'Entregue' })).toBeNull();

  await userEvent.click(within(card).getByRole('button', { name: 'Aceitar' }));
  expect(await within(card).findByText('Aceita')).toBeInTheDocument();
  expect(server.posts()).toContainEqual({ path: '/api/driver/5/trips/41/accept', body: undefined });

  await userEvent.click(within(card).getByRole('button', { name: 'Retirei os pedidos' }));
  expect(await within(card).findByText('Em rota')).toBeInTheDocument();
  expect(server.posts()).toContainEqual({ path: '/api/driver/5/trips/41/pickup', body: undefined });

  await userEvent.click(within(card).getByRole('button', { name: 'Entregue' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirmar entrega' });
  const code = within(dialog).getByRole('textbox', { name: 'Código de entrega' });
  expect(code).toHaveAttribute('inputmode', 'numeric');
  await userEvent.type(code, '12a34');
  expect(code).toHaveValue('1234');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor recebido em dinheiro' }), '5000');
  expect(within(dialog).getByText('Troco: R$ 5,00')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar entrega' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.posts()).toContainEqual({ path: '/api/driver/5/orders/900/deliver', body: { code: '1234', cash_received: 50 } });
  // The trips and the profile are fetched again: the trip is gone, the cash and the count went up.
  expect(await screen.findByText('Nenhuma entrega no momento')).toBeInTheDocument();
  expect(await screen.findByText('Dinheiro em mãos: R$ 57,50')).toBeInTheDocument();
  expect(screen.getByText('Entregas hoje: 4')).toBeInTheDocument();
});

it('the delivery dialog checks the code and the cash first, then shows the API’s 422 messages under the fields', async () => {
  const server = driverServer({ trips: [trip({ status: 'picked_up' })] });
  server.answerDeliverWith(() => jsonResponse({ message: TRIP_MESSAGES.codeWrong, errors: { code: [TRIP_MESSAGES.codeWrong] } }, 422));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderDriverApp();

  await userEvent.click(await screen.findByRole('button', { name: 'Entregue' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirmar entrega' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar entrega' }));
  expect(within(dialog).getByText(TRIP_MESSAGES.codeRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(TRIP_MESSAGES.cashRequired)).toBeInTheDocument();

  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Código de entrega' }), '9999');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor recebido em dinheiro' }), '4000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar entrega' }));
  expect(within(dialog).getByText(TRIP_MESSAGES.cashShort('R$ 45,00'))).toBeInTheDocument();
  expect(server.posts().filter((c) => c.path.endsWith('/deliver'))).toEqual([]);

  await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Valor recebido em dinheiro' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Valor recebido em dinheiro' }), '4500');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar entrega' }));
  expect(await within(dialog).findByText(TRIP_MESSAGES.codeWrong)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Código de entrega' })).toHaveAttribute('aria-invalid', 'true');
  expect(server.posts()).toContainEqual({ path: '/api/driver/5/orders/900/deliver', body: { code: '9999', cash_received: 45 } });

  // A message about something else than the fields shows above the buttons.
  server.answerDeliverWith(() => jsonResponse({ message: 'Dados inválidos', errors: { order_id: [TRIP_MESSAGES.notOnTrip] } }, 422));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar entrega' }));
  expect(await within(dialog).findByText(TRIP_MESSAGES.notOnTrip)).toBeInTheDocument();
});

it('declines after confirming; a card payment shows nothing to charge', async () => {
  const paidByCard = trip();
  paidByCard.stops = [{ ...paidByCard.stops[0]!, payment_method: 'credit_card', cash_to_collect: null, change_for: null, address: { ...paidByCard.stops[0]!.address, latitude: null, longitude: null } }];
  const server = driverServer({ trips: [paidByCard] });
  renderDriverApp();

  const card = await screen.findByRole('article', { name: 'Viagem 41' });
  expect(within(card).getByText('Total: R$ 45,00 · Cartão de crédito (na entrega)')).toBeInTheDocument();
  expect(within(card).queryByText(/Cobrar/)).toBeNull();
  // No coordinates: the maps search for the address.
  expect(within(card).getByRole('link', { name: 'Abrir no Waze' })).toHaveAttribute(
    'href',
    `https://waze.com/ul?q=${encodeURIComponent('Rua das Flores, 120, Bela Vista, São Paulo - SP, 01310-100')}&navigate=yes`,
  );

  await userEvent.click(within(card).getByRole('button', { name: 'Recusar' }));
  const confirm = await screen.findByRole('dialog', { name: 'Recusar esta viagem?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Recusar viagem' }));
  expect(await screen.findByText('Nenhuma entrega no momento')).toBeInTheDocument();
  expect(server.posts()).toEqual([{ path: '/api/driver/5/trips/41/decline', body: undefined }]);
});

it('a notification on the driver’s channel fetches the trips again; an API refusal is a toast', async () => {
  const server = driverServer({ profiles: [profile({ online: false })], trips: [] });
  renderDriverApp();
  expect(await screen.findByText('Nenhuma entrega no momento')).toBeInTheDocument();

  server.state.trips = [trip()];
  act(() => void window.dispatchEvent(new CustomEvent('new-notification', { detail: { id: 'n1', title: 'Nova entrega' } })));
  const card = await screen.findByRole('article', { name: 'Viagem 41' });

  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetchSpy = globalThis.fetch as jest.Mock;
  fetchSpy.mockImplementationOnce(async () => jsonResponse({ message: TRIP_MESSAGES.offline }, 422));
  await userEvent.click(within(card).getByRole('button', { name: 'Aceitar' }));
  expect(await screen.findByText(TRIP_MESSAGES.offline, { selector: '#notistack-snackbar' })).toBeInTheDocument();
});

it('a driver of two stores picks one; the choice is remembered on this phone', async () => {
  const other = profile({ driver_id: 8, store: { id: 11, name: 'Sushi Zen', slug: 'sushi-zen' }, cash_in_hand: 0, deliveries_today: 0 });
  const server = driverServer({ profiles: [profile(), other], trips: [] });
  const { unmount } = renderDriverApp();
  expect(await screen.findByRole('heading', { name: 'Pizzaria Bella' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Trocar loja' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Sushi Zen' }));
  expect(await screen.findByRole('heading', { name: 'Sushi Zen' })).toBeInTheDocument();
  await waitFor(() => expect(server.calls.some((c) => c.path === '/api/driver/8/trips')).toBe(true));
  expect(localStorage.getItem('driver_store:77')).toBe('11');

  unmount();
  renderDriverApp();
  expect(await screen.findByRole('heading', { name: 'Sushi Zen' })).toBeInTheDocument();
});

it('mf-store’s routes module renders the driver app (lazily) at /entregador', async () => {
  driverServer({ trips: [] });
  await act(async () => {
    renderWithProviders(
      <Routes>
        <Route path="/entregador/*" element={<StoreRoutes basePath="/entregador" />} />
      </Routes>,
      { route: '/entregador', preloadedState: authStateFor(makeUser('driver', { id: 77, store_id: null })) },
    );
  });
  expect(await screen.findByRole('switch', { name: 'Ficar online' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: /Painel da loja/ })).toBeNull();
});

it('while online the trips are polled every 20 s as a fallback; offline they are not', async () => {
  jest.useFakeTimers();
  try {
    const server = driverServer({ profiles: [profile({ online: true })], trips: [] });
    const tripGets = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/driver/5/trips').length;
    renderDriverApp();
    await waitFor(() => expect(tripGets()).toBe(1));
    await act(async () => void jest.advanceTimersByTime(20_000));
    await waitFor(() => expect(tripGets()).toBe(2));

    server.state.profiles = [profile({ online: false })];
    act(() => void window.dispatchEvent(new CustomEvent('new-notification', { detail: {} })));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Ficar online' })).toBeInTheDocument());
    const before = tripGets();
    await act(async () => void jest.advanceTimersByTime(60_000));
    expect(tripGets()).toBe(before);
  } finally {
    jest.useRealTimers();
  }
});
