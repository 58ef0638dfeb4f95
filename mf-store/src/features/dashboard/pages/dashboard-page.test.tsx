import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardFigures, DashboardResponse } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { DashboardPage } from './dashboard-page';

const figures = (overrides: Partial<DashboardFigures> = {}): DashboardFigures => ({
  revenue: 0,
  orders: 0,
  average_ticket: 0,
  cancelled_orders: 0,
  cancelled_value: 0,
  by_channel: [{ key: 'online', orders: 0, revenue: 0 }, { key: 'pos', orders: 0, revenue: 0 }],
  by_order_type: [{ key: 'delivery', orders: 0, revenue: 0 }, { key: 'pickup', orders: 0, revenue: 0 }, { key: 'dine_in', orders: 0, revenue: 0 }],
  new_customers: 0,
  returning_customers: 0,
  ...overrides,
});

function response(from: string, to: string, current: Partial<DashboardFigures>, previous: Partial<DashboardFigures>): DashboardResponse {
  const hours = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  hours[1]![20] = current.orders ?? 0;
  return {
    period: { from, to },
    previous_period: { from: '2026-11-23', to: '2026-11-23' },
    current: figures(current),
    previous: figures(previous),
    revenue_per_day: [{ date: from, revenue: current.revenue ?? 0, orders: current.orders ?? 0 }],
    orders_by_hour: hours,
    top_products: current.orders ? [{ product_id: 3, name: 'Pizza Margherita', quantity: 5, revenue: 249.5 }] : [],
  };
}

function mockDashboard(answer: (params: URLSearchParams) => DashboardResponse) {
  const calls: URLSearchParams[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    if (!/\/stores\/10\/dashboard$/.test(url.pathname)) return jsonResponse({ message: 'Não encontrado' }, 404);
    calls.push(url.searchParams);
    return jsonResponse({ data: answer(url.searchParams) });
  });
  return calls;
}

const renderPage = () => renderWithProviders(<DashboardPage />, { route: '/store/dashboard', preloadedState: authStateFor(makeUser('store_owner')) });
const card = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-24T15:00:00-03:00'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('DashboardPage', () => {
  it("asks for today (store time) and shows each figure against the previous period", async () => {
    const calls = mockDashboard((p) => response(p.get('from')!, p.get('to')!, { revenue: 120, orders: 4, average_ticket: 30, cancelled_orders: 1, cancelled_value: 40, new_customers: 3, returning_customers: 1 }, { revenue: 100, orders: 5, average_ticket: 20, cancelled_orders: 0 }));
    renderPage();
    await screen.findByRole('region', { name: 'Faturamento' });
    expect(Object.fromEntries(calls[0]!)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(card('Faturamento').getByText('R$ 120,00')).toBeInTheDocument();
    expect(card('Faturamento').getByText('▲ 20% vs período anterior')).toBeInTheDocument();
    expect(card('Pedidos').getByText('▼ 20% vs período anterior')).toBeInTheDocument();
    expect(card('Ticket médio').getByText('▲ 50% vs período anterior')).toBeInTheDocument();
    expect(card('Cancelamentos').getByText('1 pedido')).toBeInTheDocument();
    expect(card('Cancelamentos').getByText('novo vs período anterior')).toBeInTheDocument();
    expect(card('Clientes').getByText('clientes novos')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Seg 20h: 4 pedidos' })).toBeInTheDocument();
  });

  it('asks for the chosen preset and for custom dates', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const calls = mockDashboard((p) => response(p.get('from')!, p.get('to')!, { orders: 1, revenue: 10, average_ticket: 10 }, {}));
    renderPage();
    await screen.findByRole('region', { name: 'Faturamento' });
    await user.click(screen.getByRole('button', { name: '7 dias' }));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!)).toEqual({ from: '2026-11-18', to: '2026-11-24' }));
    await user.click(screen.getByRole('button', { name: 'Este mês' }));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!)).toEqual({ from: '2026-11-01', to: '2026-11-24' }));
    await user.click(screen.getByRole('button', { name: 'Período' }));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!)).toEqual({ from: '2026-10-01', to: '2026-11-24' }));
  });

  it('shows the empty state of a store that never sold', async () => {
    mockDashboard((p) => response(p.get('from')!, p.get('to')!, {}, {}));
    renderPage();
    expect(await screen.findByText(/Nenhum pedido neste período. Quando os pedidos chegarem/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar produtos' })).toHaveAttribute('href', '/store/products');
    expect(screen.queryByRole('region', { name: 'Faturamento por dia' })).not.toBeInTheDocument();
  });

  it('refetches once, after a pause, when a burst of order events arrives', async () => {
    const calls = mockDashboard((p) => response(p.get('from')!, p.get('to')!, { orders: calls.length, revenue: 10, average_ticket: 10 }, {}));
    renderPage();
    await screen.findByRole('region', { name: 'Faturamento' });
    expect(calls).toHaveLength(1);
    const order = { id: 7, display_number: '#0007', status: 'pending', customer_name: 'Maria', total: 10, order_type: 'pickup', created_at: new Date().toISOString() };
    act(() => {
      window.dispatchEvent(new CustomEvent('new-order', { detail: { order } }));
      window.dispatchEvent(new CustomEvent('new-order', { detail: { order: { ...order, id: 8 } } }));
      window.dispatchEvent(new CustomEvent('order-status-update', { detail: { id: 7, status: 'confirmed', previous_status: 'pending' } }));
    });
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(calls).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await card('Pedidos').findByText('2')).toBeInTheDocument();
  });
});
