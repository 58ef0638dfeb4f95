import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { OrderSummary } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { ALERT_MUTED_KEY } from '../lib/alert-preferences';
import { createBeeper } from '../lib/beeper';
import { FakeAudioContext } from '../lib/fake-audio-context';
import { NewOrderAlert } from './new-order-alert';

/** The store area declares updateOrderStatus (mf-store); the alert only reads its results by name. */
const storeOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateOrderStatus: build.mutation<OrderSummary, { storeId: number; orderId: number; status: string }>({
      query: ({ storeId, orderId, status }) => ({ url: `/stores/${storeId}/orders/${orderId}/status`, method: 'POST', body: { status } }),
      transformResponse: (response: { data: OrderSummary }) => response.data,
    }),
  }),
});

const BEEP_EVERY_MS = 40;

function summary(id: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    public_id: `p-${id}`,
    number: id,
    display_number: `#${String(id).padStart(4, '0')}`,
    store_id: 10,
    order_type: 'delivery',
    status: 'pending',
    customer_name: 'Maria Souza',
    total: 54.9,
    payment_method: 'pix',
    items_count: 1,
    items_preview: ['1x Pizza'],
    district: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAlert(context = new FakeAudioContext()) {
  const createBeeperFn = () => createBeeper({ createContext: () => context.asContext(), intervalMs: BEEP_EVERY_MS });
  const view = renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NewOrderAlert basePath="/store" createBeeperFn={createBeeperFn} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: '/store/dashboard', preloadedState: authStateFor(makeUser('store_owner')) },
  );
  return { ...view, context, user: userEvent.setup() };
}

const newOrder = (order: OrderSummary) => act(() => void window.dispatchEvent(new CustomEvent('new-order', { detail: { order } })));
const statusUpdate = (id: number, status: string) =>
  act(() => void window.dispatchEvent(new CustomEvent('order-status-update', { detail: { id, status, previous_status: 'pending' } })));
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Beeps keep coming while ringing; none come after it stopped. */
async function expectRinging(context: FakeAudioContext) {
  const before = context.beeps.length;
  await waitFor(() => expect(context.beeps.length).toBeGreaterThanOrEqual(before + 6));
}
async function expectSilent(context: FakeAudioContext) {
  await sleep(BEEP_EVERY_MS * 2);
  const before = context.beeps.length;
  await sleep(BEEP_EVERY_MS * 4);
  expect(context.beeps.length).toBe(before);
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('NewOrderAlert', () => {
  it('orders already pending when the page opens ring too (reload, missed events)', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String((input as Request).url ?? input).includes('status=pending')
        ? jsonResponse({ data: [summary(5)], meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 } })
        : jsonResponse({ data: [], meta: { current_page: 1, last_page: 1, per_page: 50, total: 0 } }),
    );
    const { context } = renderAlert();
    await expectRinging(context);
    // No toast for these: the alert button shows how many wait.
    expect(screen.queryByText(/Novo pedido #0005/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 pedido aguardando aceite' })).toBeInTheDocument();
    statusUpdate(5, 'confirmed');
    await expectSilent(context);
  });

  it('a new order: a notice with number, customer and total, and a beep that repeat until it is accepted', async () => {
    const { context } = renderAlert();
    await expectSilent(context);
    newOrder(summary(42));
    expect(await screen.findByText('Novo pedido #0042 — Maria Souza — R$ 54,90')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir pedido #0042' })).toHaveTextContent('Abrir');
    await expectRinging(context);
    // The README's promise: the notice stays (no 5 s timeout) until the order is opened or accepted.
    await sleep(5_500);
    expect(screen.getByText('Novo pedido #0042 — Maria Souza — R$ 54,90')).toBeInTheDocument();
    statusUpdate(42, 'confirmed');
    await expectSilent(context);
    await waitFor(() => expect(screen.queryByText(/Novo pedido #0042/)).not.toBeInTheDocument());
  });

  it('"Abrir" opens the order, which stops its alarm', async () => {
    const { context, user } = renderAlert();
    newOrder(summary(42));
    await expectRinging(context);
    await user.click(await screen.findByRole('button', { name: 'Abrir pedido #0042' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/store/orders/42');
    await expectSilent(context);
  });

  it('keeps ringing while any new order is still pending; orders that arrive already accepted do not ring', async () => {
    const { context } = renderAlert();
    newOrder(summary(1, { status: 'confirmed' }));
    await expectSilent(context);
    expect(screen.queryByText(/Novo pedido #0001/)).not.toBeInTheDocument();
    newOrder(summary(2));
    newOrder(summary(3));
    newOrder(summary(3)); // the same event twice (reconnect): one alarm
    await expectRinging(context);
    statusUpdate(2, 'confirmed');
    await expectRinging(context);
    statusUpdate(3, 'cancelled');
    await expectSilent(context);
  });

  it('accepting the order on this page (any screen) stops it', async () => {
    const { context, store } = renderAlert();
    newOrder(summary(7));
    await expectRinging(context);
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ data: { ...summary(7), status: 'confirmed' } }));
    await act(() => store.dispatch(storeOrdersApi.endpoints.updateOrderStatus.initiate({ storeId: 10, orderId: 7, status: 'confirmed' })));
    await expectSilent(context);
  });

  it('mute: toast still shows, no sound, and the choice is remembered', async () => {
    const first = renderAlert();
    const toggle = screen.getByRole('button', { name: 'Silenciar alerta de novos pedidos' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await first.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(ALERT_MUTED_KEY)).toBe('1');
    newOrder(summary(5));
    expect(await screen.findByText(/Novo pedido #0005/)).toBeInTheDocument();
    await expectSilent(first.context);
    first.unmount();

    const again = renderAlert();
    expect(screen.getByRole('button', { name: 'Silenciar alerta de novos pedidos' })).toHaveAttribute('aria-pressed', 'true');
    await again.user.click(screen.getByRole('button', { name: 'Silenciar alerta de novos pedidos' }));
    expect(localStorage.getItem(ALERT_MUTED_KEY)).toBeNull();
  });

  it('"Ativar som" while the browser blocks audio; a click unlocks it and the beeps play', async () => {
    const { context, user } = renderAlert(new FakeAudioContext('suspended'));
    const enable = await screen.findByRole('button', { name: 'Ativar som' });
    expect(screen.getByText('O navegador bloqueou o som dos novos pedidos.')).toBeInTheDocument();
    newOrder(summary(9));
    await expectSilent(context);
    await user.click(enable);
    expect(context.resume).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ativar som' })).not.toBeInTheDocument());
    await expectRinging(context);
  });

  it('any click on the page also unlocks audio', async () => {
    const { context, user } = renderAlert(new FakeAudioContext('suspended'));
    await screen.findByRole('button', { name: 'Ativar som' });
    await user.click(screen.getByTestId('where'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ativar som' })).not.toBeInTheDocument());
    expect(context.resume).toHaveBeenCalled();
  });
});
