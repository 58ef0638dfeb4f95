import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { KANBAN_COLUMNS, storeDate, type Order, type OrderStatus, type OrderSummary } from '@comanda/shared/domain';
import { authStateFor, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { listResponse, makeOrder, makeSummary, mockOrdersApi, type ApiHandlers } from '../test-fixtures';
import type { AssignDriverSlot } from '../components/kanban/kanban-board';
import { OrdersKanbanPage } from './orders-kanban-page';

/** jsdom has no layout: columns side by side (240 px), cards at the top of theirs, so keyboard moves can be measured. */
function mockBoardLayout() {
  const rect = (left: number, top: number, width: number, height: number) =>
    ({ x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) }) as DOMRect;
  return jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const card = this.closest('article');
    // The drag overlay (outside the columns) starts where its card is.
    const column = (card && !card.closest('[data-drop-state]') ? document.querySelector(`[data-drop-state] article[aria-label="${card.getAttribute('aria-label')}"]`) : this)?.closest(
      '[data-drop-state]',
    );
    if (!column) return rect(0, 0, 0, 0);
    const index = KANBAN_COLUMNS.findIndex((entry) => column.getAttribute('aria-labelledby') === `kanban-column-${entry.id}`);
    const left = index * 252;
    return this === column ? rect(left, 0, 240, 800) : rect(left + 8, 60, 224, 160);
  });
}

type Board = { open: OrderSummary[]; done: OrderSummary[] };

function renderBoard(board: Board, handlers: Omit<ApiHandlers, 'list'> = {}, assignDriver?: AssignDriverSlot) {
  const api = mockOrdersApi({
    list: (query) => listResponse(query.get('status') === 'completed' ? board.done : board.open),
    ...handlers,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/store/orders/kanban" element={<OrdersKanbanPage assignDriver={assignDriver} />} />
    </Routes>,
    { route: '/store/orders/kanban', preloadedState: authStateFor(makeUser('store_owner')) },
  );
  return { ...view, api, user: userEvent.setup() };
}

const column = (name: string) => screen.getByRole('region', { name });
const card = (number: string) => screen.getByRole('article', { name: `Pedido ${number}` });
const statusPosts = (api: ReturnType<typeof mockOrdersApi>) => api.calls.filter((call) => call.method === 'POST');
const served = (order: OrderSummary, status: OrderStatus): Order => makeOrder(order.id, { status, order_type: order.order_type });

let layout: jest.SpyInstance;
beforeEach(() => {
  layout = mockBoardLayout();
  // jsdom has no scrolling; the keyboard sensor scrolls the card into view.
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  layout.mockRestore();
  jest.restoreAllMocks();
});

describe('OrdersKanbanPage', () => {
  it('shows a column per open status plus today’s completed, each card in its status column', async () => {
    const { api } = renderBoard({
      open: [makeSummary(1), makeSummary(2, { status: 'preparing', customer_name: 'Ana', items_preview: ['1x A', '1x B', '1x C', '2x D'] }), makeSummary(3, { status: 'cancelled' })],
      done: [makeSummary(4, { status: 'completed', order_type: 'pickup' })],
    });
    await screen.findByRole('article', { name: 'Pedido #0001' });
    expect(screen.getAllByRole('region').filter((region) => region.hasAttribute('data-drop-state')).map((region) => region.getAttribute('aria-labelledby'))).toEqual(KANBAN_COLUMNS.map((c) => `kanban-column-${c.id}`));
    expect(within(column('Pendente')).getByRole('article', { name: 'Pedido #0001' })).toBeInTheDocument();
    const preparing = within(column('Em preparo')).getByRole('article', { name: 'Pedido #0002' });
    expect(within(preparing).getByText('Ana')).toBeInTheDocument();
    expect(within(preparing).getByText('há 5 min')).toBeInTheDocument();
    expect(within(preparing).getByText('mais 1 item')).toBeInTheDocument();
    expect(within(preparing).getByRole('button', { name: 'Marcar como pronto: pedido #0002' })).toBeInTheDocument();
    expect(within(column('Concluídos hoje')).getByRole('article', { name: 'Pedido #0004' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pedido #0003' })).not.toBeInTheDocument();

    const queries = api.calls.map((call) => Object.fromEntries(call.url.searchParams));
    expect(queries).toEqual(
      expect.arrayContaining([
        { status: 'scheduled,pending,confirmed,preparing,ready,delivering', per_page: '100' },
        { status: 'completed', changed_on: storeDate(Date.now()), per_page: '100' },
      ]),
    );
  });

  it('a scheduled order waits in "Agendados" with its slot on the card, and may be released early', async () => {
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const slot = { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() };
    renderBoard({ open: [makeSummary(5, { status: 'scheduled', scheduled_slot: slot })], done: [] });
    const scheduled = within(await screen.findByRole('region', { name: 'Agendados' })).getByRole('article', { name: 'Pedido #0005' });
    expect(within(scheduled).getByTestId('scheduled-slot')).toHaveTextContent(/^Agendado · (seg|ter|qua|qui|sex|sáb|dom) \d{2}:\d{2}–\d{2}:\d{2}$/);
    expect(within(scheduled).getByRole('button', { name: 'Liberar agora: pedido #0005' })).toBeInTheDocument();
  });

  it('one tap moves the card at once (optimistic) and asks the server', async () => {
    const order = makeSummary(1);
    let answer: (value: Order) => void = () => undefined;
    const { api, user } = renderBoard(
      { open: [order], done: [] },
      { status: () => new Promise<Order>((resolve) => (answer = resolve)) },
    );
    await user.click(await screen.findByRole('button', { name: 'Aceitar pedido: pedido #0001' }));
    await waitFor(() => expect(within(column('Confirmado')).getByRole('article', { name: 'Pedido #0001' })).toBeInTheDocument());
    expect(statusPosts(api)[0]).toMatchObject({ body: { status: 'confirmed', reason: null } });
    expect(statusPosts(api)[0]!.url.pathname).toBe('/api/stores/10/orders/1/status');
    act(() => answer(served(order, 'confirmed')));
  });

  it('rolls the card back and shows the server’s message when the change is refused', async () => {
    const { user } = renderBoard(
      { open: [makeSummary(1)], done: [] },
      { status: () => ({ status: 422, body: { message: 'Pedido já foi cancelado.', errors: { status: ['Pedido já foi cancelado.'] } } }) },
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Aceitar pedido: pedido #0001' }));
    expect(await screen.findByText('Pedido já foi cancelado.')).toBeInTheDocument();
    await waitFor(() => expect(within(column('Pendente')).getByRole('article', { name: 'Pedido #0001' })).toBeInTheDocument());
  });

  it('keyboard drag: Space, arrow right, Space drops on the next column and saves', async () => {
    const order = makeSummary(5, { status: 'confirmed' });
    const board = { open: [order], done: [] as OrderSummary[] };
    const { api, user } = renderBoard(board, {
      status: (_id, body) => {
        board.open = [{ ...order, status: body.status }];
        return served(order, body.status);
      },
    });
    const handle = await screen.findByRole('button', { name: 'Mover pedido #0005' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(column('Em preparo')).toHaveAttribute('data-drop-state', 'allowed'));
    await user.keyboard(' ');
    await waitFor(() => expect(statusPosts(api)).toHaveLength(1));
    expect(statusPosts(api)[0]!.body).toEqual({ status: 'preparing', reason: null });
    await waitFor(() => expect(within(column('Em preparo')).getByRole('article', { name: 'Pedido #0005' })).toBeInTheDocument());
  });

  it('refuses a drop on a column the order may not go to: those columns look disabled while dragging', async () => {
    const { api, user } = renderBoard({ open: [makeSummary(1)], done: [] });
    const handle = await screen.findByRole('button', { name: 'Mover pedido #0001' });
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(column('Confirmado')).toHaveAttribute('data-drop-state', 'allowed'));
    expect(column('Pendente')).toHaveAttribute('data-drop-state', 'home');
    for (const name of ['Em preparo', 'Pronto', 'Em entrega', 'Concluídos hoje']) {
      expect(column(name)).toHaveAttribute('aria-disabled', 'true');
      expect(within(column(name)).getByText('Não permitido')).toBeInTheDocument();
    }
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.keyboard(' ');
    expect(await screen.findByText('Não é possível mudar o pedido de "Pendente" para "Em preparo".')).toBeInTheDocument();
    expect(statusPosts(api)).toHaveLength(0);
    expect(within(column('Pendente')).getByRole('article', { name: 'Pedido #0001' })).toBeInTheDocument();
    expect(column('Em preparo')).toHaveAttribute('data-drop-state', 'idle');
  });

  it('announces the drag in Portuguese', async () => {
    const { user } = renderBoard({ open: [makeSummary(1)], done: [] });
    const handle = await screen.findByRole('button', { name: 'Mover pedido #0001' });
    expect(handle).toHaveAccessibleDescription(/Para mover um pedido, pressione Espaço ou Enter/);
    handle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Pedido #0001 pego na coluna "Pendente".')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Movimento cancelado. Pedido #0001 continua em "Pendente".')).toBeInTheDocument();
  });

  it('cancels from the card menu with a required reason', async () => {
    const order = makeSummary(1);
    const board = { open: [order], done: [] as OrderSummary[] };
    const { api, user } = renderBoard(board, { status: (_id, body) => served(order, body.status) });
    await user.click(await screen.findByRole('button', { name: 'Mais ações do pedido #0001' }));
    expect(screen.getByRole('menuitem', { name: 'Ver detalhes' })).toHaveAttribute('href', '/store/orders/1');
    await user.click(screen.getByRole('menuitem', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido #0001' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(within(dialog).getByText('Informe o motivo do cancelamento')).toBeInTheDocument();
    expect(statusPosts(api)).toHaveLength(0);
    board.open = [];
    await user.type(within(dialog).getByLabelText(/Motivo do cancelamento/), 'Cliente desistiu');
    expect(within(dialog).getByLabelText(/Motivo do cancelamento/)).toHaveValue('Cliente desistiu');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(statusPosts(api)[0]?.body).toEqual({ status: 'cancelled', reason: 'Cliente desistiu' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pedido #0001' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('follows real-time events without a reload', async () => {
    const board = { open: [makeSummary(1)], done: [] as OrderSummary[] };
    renderBoard(board);
    await screen.findByRole('article', { name: 'Pedido #0001' });
    board.open = [makeSummary(1), makeSummary(2, { created_at: new Date().toISOString() })];
    act(() => {
      window.dispatchEvent(new CustomEvent('new-order', { detail: { order: board.open[1] } }));
    });
    expect(await within(column('Pendente')).findByRole('article', { name: 'Pedido #0002' })).toBeInTheDocument();
    expect(within(card('#0002')).getByText('agora')).toBeInTheDocument();

    board.open = [makeSummary(1, { status: 'confirmed' }), board.open[1]!];
    act(() => {
      window.dispatchEvent(new CustomEvent('order-status-update', { detail: { id: 1, status: 'confirmed', previous_status: 'pending' } }));
    });
    expect(await within(column('Confirmado')).findByRole('article', { name: 'Pedido #0001' })).toBeInTheDocument();

    // A table's tab got a round (order.updated): same status, the card's items and total follow.
    const tab = makeSummary(1, { status: 'confirmed', order_type: 'dine_in', total: 132.5, items_count: 3, items_preview: ['2x Pizza Margherita', '1x Chope'] });
    board.open = [tab, board.open[1]!];
    act(() => {
      window.dispatchEvent(new CustomEvent('order-update', { detail: { order: tab } }));
    });
    expect(await within(card('#0001')).findByText('1x Chope')).toBeInTheDocument();
    expect(within(card('#0001')).getByText(/132,50/)).toBeInTheDocument();
  });

  it('"Atribuir entregador" on a ready delivery order opens the delivery dialog handed in (not on other orders)', async () => {
    const seen: { storeId: number; orders: { id: number; number: string }[]; open: boolean }[] = [];
    const Dialog: AssignDriverSlot = ({ storeId, orders, open, onClose }) => {
      seen.push({ storeId, orders, open });
      return open ? (
        <div role="dialog" aria-label="Atribuir entregador">
          <button onClick={onClose}>Fechar</button>
        </div>
      ) : null;
    };
    const { user } = renderBoard(
      { open: [makeSummary(1, { status: 'ready' }), makeSummary(2, { status: 'ready', order_type: 'pickup' }), makeSummary(3, { status: 'preparing' })], done: [] },
      {},
      Dialog,
    );
    await screen.findByRole('article', { name: 'Pedido #0001' });
    expect(within(card('#0002')).queryByRole('button', { name: /Atribuir entregador/ })).not.toBeInTheDocument();
    expect(within(card('#0003')).queryByRole('button', { name: /Atribuir entregador/ })).not.toBeInTheDocument();
    await user.click(within(card('#0001')).getByRole('button', { name: 'Atribuir entregador: pedido #0001' }));
    expect(await screen.findByRole('dialog', { name: 'Atribuir entregador' })).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ storeId: 10, orders: [{ id: 1, number: '#0001' }], open: true });
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
