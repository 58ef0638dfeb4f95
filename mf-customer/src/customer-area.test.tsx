import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { CustomerOrderSummary, CustomerReviews, Order, OrderReviewState } from '@comanda/shared/domain';
import { authStateFor, fakePublicChannels, jsonResponse, makeOrder, makeUser, mockApi, PIX_CODE, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import CustomerRoutes from './routes';

const BELLA = { id: 1, name: 'Pizzaria Bella Napoli', slug: 'pizzaria-bella-napoli', logo: null };
const BURGER = { id: 2, name: 'Burger House', slug: 'burger-house', logo: null };

function summary(id: number, overrides: Partial<CustomerOrderSummary> = {}): CustomerOrderSummary {
  return {
    id,
    public_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    number: id,
    display_number: `#${String(id).padStart(4, '0')}`,
    store_id: BELLA.id,
    order_type: 'delivery',
    status: 'completed',
    customer_name: 'Maria Souza',
    total: 62.5,
    payment_method: 'pix',
    items_count: 3,
    items_preview: ['Pizza Margherita', '2x Coca-Cola'],
    district: 'Bela Vista',
    created_at: '2026-11-20T22:10:00Z',
    updated_at: '2026-11-20T23:00:00Z',
    store: BELLA,
    ...overrides,
  };
}

const page = (data: CustomerOrderSummary[], meta: Partial<{ current_page: number; last_page: number }> = {}) =>
  jsonResponse({ data, meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length, ...meta } });

type Backend = { reply?: (call: ApiCall) => Response | undefined; active?: CustomerOrderSummary[]; history?: CustomerOrderSummary[] };

function mockBackend({ reply, active = [], history = [] }: Backend = {}) {
  return mockApi((call) => {
    const own = reply?.(call);
    if (own) return own;
    if (call.path === '/api/customer/orders/stores') {
      return jsonResponse({ data: [{ ...BURGER, last_ordered_at: '2026-11-22T20:00:00Z', orders_count: 1 }, { ...BELLA, last_ordered_at: '2026-11-20T22:10:00Z', orders_count: 4 }] });
    }
    if (call.path === '/api/customer/orders') return page(call.query.get('scope') === 'active' ? active : history);
    return jsonResponse({ message: 'não encontrado' }, 404);
  });
}

function renderArea(route: string) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <Routes>
      <Route path="/customer/*" element={<CustomerRoutes basePath="/customer" />} />
    </Routes>,
    { route, preloadedState: authStateFor(makeUser('customer', { name: 'Maria Souza' })) },
  );
  return user;
}

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/customer/orders');

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('history', () => {
  it('lists my orders at every store and filters by status, store and period, in the address too', async () => {
    const calls = mockBackend({ history: [summary(42), summary(43, { store_id: 2, store: BURGER, status: 'cancelled', total: 38 })] });
    renderArea('/customer/orders/history');
    const card = await screen.findByRole('article', { name: 'Pedido #0043 — Burger House' });
    expect(within(card).getByText('Cancelado')).toBeInTheDocument();
    expect(within(card).getByText((text) => text.replace(/\u00a0/g, ' ') === 'R$ 38,00')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Pedido #0042 — Pizzaria Bella Napoli' })).getByRole('link', { name: 'Pedir de novo' })).toHaveAttribute(
      'href',
      '/loja/pizzaria-bella-napoli?pedir-de-novo=42',
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Cancelados' }));
    await waitFor(() => expect(Object.fromEntries(listCalls(calls).at(-1)!.query)).toEqual({ page: '1', status: 'cancelled' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Loja' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Burger House' }));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(Object.fromEntries(listCalls(calls).at(-1)!.query)).toEqual({ page: '1', status: 'cancelled', store_id: '2', date_from: '2026-11-01' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Em andamento' }));
    await waitFor(() => expect(Object.fromEntries(listCalls(calls).at(-1)!.query)).toEqual({ page: '1', scope: 'active', store_id: '2', date_from: '2026-11-01' }));
  });

  it('says so when I have no orders', async () => {
    mockBackend();
    renderArea('/customer/orders/history');
    expect(await screen.findByText('Você ainda não fez pedidos.')).toBeInTheDocument();
  });
});

describe('active orders', () => {
  it('update live: a status change on an order’s channel refetches the list', async () => {
    const channels = fakePublicChannels();
    try {
      const state = { status: 'pending' as CustomerOrderSummary['status'] };
      mockBackend({ reply: (call) => (call.path === '/api/customer/orders' && call.query.get('scope') === 'active' ? page([summary(50, { status: state.status })]) : undefined) });
      renderArea('/customer/orders/active');
      const card = await screen.findByRole('article', { name: 'Pedido #0050 — Pizzaria Bella Napoli' });
      expect(within(card).getByText('Pendente')).toBeInTheDocument();
      await waitFor(() => expect(channels.listening.map((l) => `${l.channel} ${l.event}`)).toContain(`order.${summary(50).public_id} order.status_update`));

      state.status = 'preparing';
      channels.emit(`order.${summary(50).public_id}`, 'order.status_update', { id: 50, status: 'preparing' });
      await waitFor(() => expect(within(screen.getByRole('article', { name: /#0050/ })).getByText('Em preparo')).toBeInTheDocument());
    } finally {
      channels.unregister();
    }
  });
});

describe('dashboard', () => {
  it('greets me and shows my open orders, my last ones with "Pedir de novo" and the stores I order from', async () => {
    mockBackend({ active: [summary(60, { status: 'delivering' })], history: [summary(42)] });
    renderArea('/customer/dashboard');
    expect(await screen.findByRole('heading', { name: 'Minha conta' })).toBeInTheDocument();
    expect(screen.getByText('Olá, Maria! Seus pedidos e lojas estão aqui.')).toBeInTheDocument();
    const active = screen.getByRole('region', { name: 'Pedidos em andamento' });
    expect(await within(active).findByRole('article', { name: 'Pedido #0060 — Pizzaria Bella Napoli' })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Últimos pedidos' });
    expect(await within(recent).findByRole('link', { name: 'Pedir de novo' })).toBeInTheDocument();
    const stores = screen.getByRole('region', { name: 'Minhas lojas' });
    expect(await within(stores).findByRole('link', { name: 'Fazer pedido em Burger House' })).toHaveAttribute('href', '/loja/burger-house');
  });
});

describe('one order', () => {
  const orderResponse = (order: Order) => jsonResponse({ data: order });

  it('pending: shows the PIX to pay and cancels with a reason', async () => {
    let order = makeOrder({ id: 42, status: 'pending', payment: { method: 'pix', change_for: null, change_due: null, pix_code: PIX_CODE } });
    const calls = mockBackend({
      reply: (call) => {
        if (call.path === '/api/customer/orders/42/cancel') {
          order = { ...order, status: 'cancelled', cancel_reason: 'Pedi errado' };
          return orderResponse(order);
        }
        if (call.path === '/api/customer/orders/42') return orderResponse(order);
        return undefined;
      },
    });
    const user = renderArea('/customer/orders/42');
    expect(await screen.findByRole('heading', { name: 'Pedido #0042' })).toBeInTheDocument();
    expect(screen.getByDisplayValue(PIX_CODE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir de novo' })).toHaveAttribute('href', '/loja/pizzaria-bella-napoli?pedir-de-novo=42');

    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido #0042?' });
    await user.type(within(dialog).getByLabelText('Motivo (opcional)'), 'Pedi errado');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByText('Pedido #0042 cancelado.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/customer/orders/42/cancel', body: { reason: 'Pedi errado' } });
    expect(await screen.findByText('Pedido cancelado: Pedi errado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it('after the store accepted it there is no cancel button; a delivered one can be reviewed here', async () => {
    const review: OrderReviewState = { order_id: 42, order_type: 'delivery', can_submit: true, reason: null, needs_delivery_rating: true, review: null };
    const calls = mockBackend({
      reply: (call) => {
        if (call.path === '/api/customer/orders/42/review' && call.method === 'PUT') return jsonResponse({ data: review }, 201);
        if (call.path === '/api/customer/orders/42/review') return jsonResponse({ data: review });
        if (call.path === '/api/customer/orders/42') return orderResponse(makeOrder({ id: 42, status: 'completed' }));
        return undefined;
      },
    });
    const user = renderArea('/customer/orders/42');
    expect(await screen.findByRole('heading', { name: 'Avaliar pedido' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    const form = screen.getByRole('region', { name: 'Avaliar pedido' });
    fireEvent.click(within(within(form).getByRole('radiogroup', { name: 'Comida' })).getByRole('radio', { name: '5 estrelas' }));
    fireEvent.click(within(within(form).getByRole('radiogroup', { name: 'Entrega' })).getByRole('radio', { name: '4 estrelas' }));
    await user.click(within(form).getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/customer/orders/42/review', body: { food_rating: 5, delivery_rating: 4, comment: null } }));
  });

  it('another customer’s order (404) is "Pedido não encontrado."', async () => {
    mockBackend();
    renderArea('/customer/orders/999');
    expect(await screen.findByText('Pedido não encontrado.')).toBeInTheDocument();
  });
});

describe('reviews', () => {
  it('lists the orders waiting for my review and the reviews I wrote, with the store’s reply', async () => {
    const data: CustomerReviews = {
      awaiting: [{ order_id: 70, order_type: 'delivery', display_number: '#0070', ordered_at: '2026-11-24T20:00:00Z', completed_at: '2026-11-24T21:00:00Z', review_until: '2026-12-24T21:00:00Z', store: BURGER }],
      reviews: [
        {
          id: 3,
          order_id: 42,
          order_type: 'delivery',
          food_rating: 5,
          delivery_rating: 4,
          comment: 'Muito boa',
          reply: 'Obrigado, Maria!',
          replied_at: '2026-11-21T10:00:00Z',
          created_at: '2026-11-20T23:30:00Z',
          updated_at: '2026-11-20T23:30:00Z',
          editable_until: '2026-11-21T23:30:00Z',
          editable: false,
          display_number: '#0042',
          ordered_at: '2026-11-20T22:10:00Z',
          store: BELLA,
        },
      ],
    };
    mockBackend({ reply: (call) => (call.path === '/api/customer/reviews' ? jsonResponse({ data }) : undefined) });
    renderArea('/customer/reviews');
    const waiting = await screen.findByRole('region', { name: 'Esperando sua avaliação' });
    expect(within(waiting).getByRole('link', { name: 'Avaliar' })).toHaveAttribute('href', '/customer/orders/70');
    const written = screen.getByRole('article', { name: 'Avaliação do pedido #0042 — Pizzaria Bella Napoli' });
    expect(within(written).getByText('Muito boa')).toBeInTheDocument();
    expect(within(written).getByRole('complementary', { name: 'Resposta da loja' })).toHaveTextContent('Obrigado, Maria!');
  });
});
