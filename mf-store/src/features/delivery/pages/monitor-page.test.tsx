import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryMonitor } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { MapTilesProvider } from '@comanda/shared/ui/map';
import { deliveryApi } from '../api/delivery-api';
import { makeDriver, makeMonitor, makeMonitorOrder, makeTrip, STORE_ID } from '../test-fixtures';
import { MonitorPage } from './monitor-page';

const ana = makeDriver(1, { name: 'Ana Lima', state: 'idle', position: { latitude: -23.556, longitude: -46.659, at: new Date().toISOString() } });
const bruno = makeDriver(2, { name: 'Bruno Dias', state: 'on_trip', trip_id: 8, cash_in_hand: 54.9 });
const carla = makeDriver(3, { name: 'Carla Souza', state: 'offline', position: null });

function initialMonitor(): DeliveryMonitor {
  return makeMonitor({
    drivers: [ana, bruno, carla],
    orders: [
      makeMonitorOrder(1, { customer_name: 'Maria' }),
      makeMonitorOrder(2, { customer_name: 'João', latitude: -23.5868, longitude: -46.6847 }),
      makeMonitorOrder(3, { status: 'delivering', customer_name: 'Paula', trip_id: 8, trip_status: 'picked_up', driver_id: 2, driver_name: 'Bruno Dias', minutes_since_placed: 20 }),
      makeMonitorOrder(4, {
        status: 'delivering',
        customer_name: 'Rita',
        trip_id: 8,
        trip_status: 'picked_up',
        driver_id: 2,
        driver_name: 'Bruno Dias',
        placed_at: new Date(Date.now() - 62 * 60_000).toISOString(),
        minutes_since_placed: 62,
        late: true,
      }),
    ],
  });
}

function renderMonitor() {
  const state = { monitor: initialMonitor() };
  const calls = mockApi((call: ApiCall) => {
    const base = `/api/stores/${STORE_ID}/delivery`;
    if (call.path === `${base}/monitor`) return jsonResponse({ data: state.monitor });
    if (call.path === `${base}/suggestion`) return jsonResponse({ data: { driver_id: 1 } });
    if (call.path === `${base}/trips` && call.method === 'POST') {
      const { order_ids: ids } = call.body as { driver_id: number; order_ids: number[] };
      state.monitor = {
        ...state.monitor,
        drivers: state.monitor.drivers.map((d) => (d.id === 1 ? { ...d, state: 'on_trip', trip_id: 9 } : d)),
        orders: state.monitor.orders.map((o) => (ids.includes(o.id) ? { ...o, trip_id: 9, trip_status: 'assigned', driver_id: 1, driver_name: 'Ana Lima' } : o)),
      };
      return jsonResponse({ data: makeTrip(ana, ids) }, 201);
    }
    return jsonResponse({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } });
  });
  const view = renderWithProviders(
    <MapTilesProvider tiles={null}>
      <MonitorPage />
    </MapTilesProvider>,
    { preloadedState: authStateFor(makeUser('attendant')) },
  );
  return { ...view, state, calls, user: userEvent.setup() };
}

const section = (name: RegExp) => screen.getByRole('region', { name });
const monitorGets = (calls: ApiCall[]) => calls.filter((call) => call.path.endsWith('/delivery/monitor'));

afterEach(() => jest.restoreAllMocks());

describe('MonitorPage (/store/delivery/monitor)', () => {
  it('lists the ready orders without driver, the orders out (late ones highlighted) and the drivers; the map shows them', async () => {
    renderMonitor();
    const ready = await screen.findByRole('region', { name: /Prontos para entrega/ });
    expect(within(ready).getByRole('checkbox', { name: 'Selecionar pedido #0001' })).not.toBeChecked();
    expect(within(ready).getByRole('checkbox', { name: 'Selecionar pedido #0002' })).toBeInTheDocument();
    expect(within(ready).queryByText(/#0003/)).not.toBeInTheDocument();
    expect(within(ready).getByRole('button', { name: 'Atribuir entregador' })).toBeDisabled();

    const out = section(/Em rota/);
    const onTime = within(out).getByRole('listitem', { name: 'Pedido #0003' });
    expect(onTime).toHaveTextContent('Bruno Dias · Em rota');
    expect(onTime).toHaveTextContent('20 min');
    expect(within(onTime).queryByText('Atrasado')).not.toBeInTheDocument();
    const late = within(out).getByRole('listitem', { name: 'Pedido #0004' });
    expect(within(late).getByText('Atrasado')).toBeInTheDocument();
    expect(late).toHaveAttribute('data-late', 'true');
    expect(late).toHaveTextContent('62 min');

    const drivers = section(/Entregadores/);
    expect(within(within(drivers).getByRole('listitem', { name: 'Ana Lima' })).getByText('Livre')).toBeInTheDocument();
    expect(within(within(drivers).getByRole('listitem', { name: 'Bruno Dias' })).getByText('Em rota')).toBeInTheDocument();
    expect(within(drivers).getByRole('listitem', { name: 'Bruno Dias' })).toHaveTextContent('R$ 54,90 em mãos');
    expect(within(within(drivers).getByRole('listitem', { name: 'Carla Souza' })).getByText('Offline')).toBeInTheDocument();

    const map = await screen.findByRole('region', { name: 'Mapa das entregas' });
    expect(within(map).getByRole('button', { name: 'Loja' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Pedido #0001' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Pedido #0004 (atrasado)' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Ana Lima' })).toBeInTheDocument();
    // Offline drivers are not on the map.
    expect(within(map).queryByRole('button', { name: 'Carla Souza' })).not.toBeInTheDocument();
  });

  it('picks several ready orders and assigns them to a driver in one trip', async () => {
    const { calls, user } = renderMonitor();
    const ready = await screen.findByRole('region', { name: /Prontos para entrega/ });
    await user.click(within(ready).getByRole('checkbox', { name: 'Selecionar pedido #0001' }));
    await user.click(within(ready).getByRole('checkbox', { name: 'Selecionar pedido #0002' }));
    await user.click(within(ready).getByRole('button', { name: 'Atribuir entregador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atribuir entregador' });
    expect(within(dialog).getByRole('list', { name: 'Pedidos da viagem' })).toHaveTextContent('#0001');
    expect(within(dialog).getByRole('list', { name: 'Pedidos da viagem' })).toHaveTextContent('#0002');
    await user.click(await within(dialog).findByRole('button', { name: 'Usar sugestão' }));
    await user.click(within(dialog).getByRole('button', { name: 'Atribuir' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/api/stores/${STORE_ID}/delivery/trips`);
    expect(post?.body).toEqual({ driver_id: 1, order_ids: [1, 2] });
    // The monitor refetched: both orders left "Prontos para entrega" and are out with Ana.
    const out = section(/Em rota/);
    expect(await within(out).findByRole('listitem', { name: 'Pedido #0001' })).toHaveTextContent('Ana Lima · Aguardando aceite');
    expect(within(section(/Prontos para entrega/)).getByText('Nenhum pedido pronto esperando entregador.')).toBeInTheDocument();
  });

  it('a driver-position event moves the driver’s marker without a request', async () => {
    const { calls, store } = renderMonitor();
    const map = await screen.findByRole('region', { name: 'Mapa das entregas' });
    const marker = within(map).getByRole('button', { name: 'Ana Lima' });
    const before = marker.getAttribute('style');
    const gets = monitorGets(calls).length;

    act(() => {
      window.dispatchEvent(new CustomEvent('driver-position', { detail: { driver_id: 1, latitude: -23.5701, longitude: -46.6702, at: new Date().toISOString() } }));
    });
    const cached = deliveryApi.endpoints.deliveryMonitor.select(STORE_ID)(store.getState() as Parameters<ReturnType<typeof deliveryApi.endpoints.deliveryMonitor.select>>[0]).data;
    expect(cached?.drivers.find((d) => d.id === 1)?.position).toMatchObject({ latitude: -23.5701, longitude: -46.6702 });
    await waitFor(() => expect(within(map).getByRole('button', { name: 'Ana Lima' }).getAttribute('style')).not.toBe(before));
    // A malformed event is ignored.
    act(() => {
      window.dispatchEvent(new CustomEvent('driver-position', { detail: { driver_id: 1 } }));
    });
    expect(monitorGets(calls)).toHaveLength(gets);
  });

  it('refetches the monitor once per burst of delivery-updated / new-order / order-status-update events', async () => {
    const { calls, state } = renderMonitor();
    await screen.findByRole('region', { name: /Em rota/ });
    const gets = monitorGets(calls).length;
    state.monitor = { ...state.monitor, drivers: state.monitor.drivers.map((d) => (d.id === 3 ? { ...d, state: 'idle' } : d)) };
    act(() => {
      window.dispatchEvent(new CustomEvent('delivery-updated', { detail: { driver_id: 3, state: 'idle', trip_id: null } }));
      window.dispatchEvent(new CustomEvent('order-status-update', { detail: { id: 3, status: 'delivering', previous_status: 'ready' } }));
      window.dispatchEvent(new CustomEvent('new-order', { detail: { order: { id: 9 } } }));
    });
    expect(monitorGets(calls)).toHaveLength(gets);
    const carla = within(section(/Entregadores/)).getByRole('listitem', { name: 'Carla Souza' });
    expect(await within(carla).findByText('Livre', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(monitorGets(calls)).toHaveLength(gets + 1);
  });
});
