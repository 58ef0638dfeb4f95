import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRIP_MESSAGES } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { makeDriver, makeMonitor, makeMonitorOrder, makeTrip, STORE_ID } from '../test-fixtures';
import { AssignDriverDialog } from './assign-driver-dialog';

const bruno = makeDriver(1, { name: 'Bruno', state: 'on_trip', trip_id: 9 });
const ana = makeDriver(2, { name: 'Ana', state: 'idle' });
const carla = makeDriver(3, { name: 'Carla', state: 'offline', position: null });
const dora = makeDriver(4, { name: 'Dora', active: false });
// #0001 is farther from the store than #0002: the route goes to #0002 first.
const far = makeMonitorOrder(1, { customer_name: 'Maria', latitude: -23.5868, longitude: -46.6847, district: 'Itaim Bibi' });
const near = makeMonitorOrder(2, { customer_name: 'João', latitude: -23.5613, longitude: -46.6565 });
const monitor = makeMonitor({ drivers: [bruno, ana, carla, dora], orders: [far, near] });

type Reply = (call: ApiCall) => Response;

function renderDialog({ suggestion = 2, trips }: { suggestion?: number | null; trips?: Reply } = {}) {
  const onClose = jest.fn();
  const onAssigned = jest.fn();
  const calls = mockApi((call) => {
    if (call.path.endsWith('/delivery/monitor')) return jsonResponse({ data: monitor });
    if (call.path.endsWith('/delivery/suggestion')) return jsonResponse({ data: { driver_id: suggestion } });
    if (call.path.endsWith('/delivery/trips') && call.method === 'POST') return trips ? trips(call) : jsonResponse({ data: makeTrip(ana, [2, 1]) }, 201);
    return jsonResponse({ message: 'Não encontrado' }, 404);
  });
  renderWithProviders(
    <AssignDriverDialog
      storeId={STORE_ID}
      orders={[
        { id: 1, number: '#0001' },
        { id: 2, number: '#0002' },
      ]}
      open
      onClose={onClose}
      onAssigned={onAssigned}
    />,
    { preloadedState: authStateFor(makeUser('attendant')) },
  );
  return { calls, onClose, onAssigned, user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: 'Atribuir entregador' }) };
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

afterEach(() => jest.restoreAllMocks());

describe('AssignDriverDialog', () => {
  it('lists the orders in the route order, free drivers first (active only), and asks the suggestion for these orders', async () => {
    const { calls, user, dialog } = renderDialog();
    expect(await within(dialog).findByText('Sugerido: Ana')).toBeInTheDocument();
    const stops = within(within(dialog).getByRole('list', { name: 'Pedidos da viagem' })).getAllByRole('listitem');
    expect(stops.map((item) => item.textContent)).toEqual([expect.stringContaining('1. #0002 — João'), expect.stringContaining('2. #0001 — Maria')]);
    const suggestion = calls.find((call) => call.path === `/api/stores/${STORE_ID}/delivery/suggestion`);
    expect(suggestion?.query.get('order_ids')).toBe('1,2');

    await user.click(within(dialog).getByRole('combobox', { name: 'Entregador' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ana — Livre', 'Bruno — Em rota', 'Carla — Offline']);
  });

  it('"Usar sugestão" picks the suggested driver; "Atribuir" posts the trip and closes', async () => {
    const { calls, user, dialog, onClose, onAssigned } = renderDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Usar sugestão' }));
    expect(within(dialog).getByRole('combobox', { name: 'Entregador' })).toHaveTextContent('Ana — Livre');
    await user.click(within(dialog).getByRole('button', { name: 'Atribuir' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.path).toBe(`/api/stores/${STORE_ID}/delivery/trips`);
    expect(posts(calls)[0]!.body).toEqual({ driver_id: 2, order_ids: [1, 2] });
    expect(onAssigned).toHaveBeenCalledWith(expect.objectContaining({ id: 70 }));
    expect(await screen.findByText('2 pedidos atribuídos a Ana.')).toBeInTheDocument();
  });

  it('asks for a driver before posting; without a free driver says so', async () => {
    const { calls, user, dialog } = renderDialog({ suggestion: null });
    expect(await within(dialog).findByText(TRIP_MESSAGES.noSuggestion)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Atribuir' }));
    expect(await within(dialog).findByText(TRIP_MESSAGES.driverRequired)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the API’s 422 messages: the driver’s under the select, the orders’ above the buttons', async () => {
    let reply = { driver_id: [TRIP_MESSAGES.driverBusy] } as Record<string, string[]>;
    const { user, dialog, onClose } = renderDialog({ trips: () => jsonResponse({ message: 'Os dados informados são inválidos.', errors: reply }, 422) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('combobox', { name: 'Entregador' }));
    await user.click(screen.getByRole('option', { name: 'Bruno — Em rota' }));
    await user.click(within(dialog).getByRole('button', { name: 'Atribuir' }));
    expect(await within(dialog).findByText(TRIP_MESSAGES.driverBusy)).toBeInTheDocument();

    reply = { order_ids: [TRIP_MESSAGES.orderAssigned('#0001')] };
    await user.click(within(dialog).getByRole('button', { name: 'Atribuir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TRIP_MESSAGES.orderAssigned('#0001'));
    expect(within(dialog).queryByText(TRIP_MESSAGES.driverBusy)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
