import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { PosCatalog, PosSaleInput, PosSaleView } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { listQueuedSales } from '../../../offline';
import { resetPosDb } from '../../../offline/pos-db';
import { PaymentPage } from './payment-page';
import { SalePage } from './sale-page';
import { SuccessPage } from './success-page';

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
const ATTENDANT = makeUser('attendant', { store_id: 7, name: 'Carla' });

const CATALOG: PosCatalog = {
  store: { id: 7, name: 'Burger House', slug: 'burger-house', business_type_slug: null, order_types: ['pickup', 'dine_in', 'delivery'], quantity_limits: { optionCopies: 10, lineQuantity: 99, orderUnits: 500 }, pix_key: null, city: 'São Paulo' },
  categories: [{ id: 1, name: 'Burgers' }, { id: 2, name: 'Bebidas' }],
  products: [
    { id: 18, name: 'Classic Burger', price: 28.9, promo_price: null, category_id: 1, business_type_slug: null, business_type_options: {} },
    { id: 40, name: 'Guaraná Lata', price: 6.5, promo_price: null, category_id: 2, business_type_slug: null, business_type_options: {} },
  ],
  fetched_at: '2026-11-26T12:00:00.000Z',
} as PosCatalog;

function saleView(body: PosSaleInput, number: number): PosSaleView {
  const items = body.items.map((item) => {
    const product = CATALOG.products.find((p) => p.id === item.product_id)!;
    const unit = Math.round(Number(product.price) * 100);
    return { name: product.name, quantity: item.quantity, unit_price_cents: unit, total_cents: unit * item.quantity, option_lines: [], notes: item.notes ?? null };
  });
  const total = items.reduce((sum, item) => sum + item.total_cents, 0);
  const handed = body.tenders.reduce((sum, t) => sum + t.amount_cents, 0);
  return {
    order_id: 900, public_id: 'x', number, status: 'confirmed', order_type: body.order_type as 'pickup', table: null, created_at: '2026-11-26T12:00:00.000Z', sold_offline_at: null,
    operator: { id: 1, name: 'Carla' }, customer: { name: null, phone: null, cpf: null }, items,
    subtotal_cents: total, discount_cents: 0, delivery_fee_cents: 0, service_charge_cents: 0, total_cents: total, paid_cents: total, remaining_cents: 0,
    change_cents: handed - total, price_difference_cents: 0, payments: [], replayed: false,
  };
}

function renderPos() {
  return renderWithProviders(
    <Routes>
      <Route path="/pdv/index" element={<SalePage storeId={7} />} />
      <Route path="/pdv/payment" element={<PaymentPage storeId={7} registerSessionId={31} stationId="st-fixed-station-1" />} />
      <Route path="/pdv/success" element={<SuccessPage storeId={7} />} />
    </Routes>,
    { route: '/pdv/index', preloadedState: authStateFor(ATTENDANT) },
  );
}

async function ringUpAndPay() {
  fireEvent.click(await screen.findByRole('listitem', { name: /^Classic Burger/ }));
  const search = screen.getByLabelText('Código ou nome do produto');
  fireEvent.change(search, { target: { value: '40' } });
  fireEvent.keyDown(search, { key: 'Enter' });
  const lines = screen.getByRole('list', { name: 'Itens da venda' });
  await within(lines).findByRole('listitem', { name: 'Guaraná Lata' });
  expect(plain(screen.getByTestId('sale-total').textContent)).toBe('R$ 35,40');
  fireEvent.keyDown(window, { key: 'F2' });
  expect(await screen.findByRole('heading', { name: 'Pagamento' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Valor recebido'), { target: { value: '5000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
  await waitFor(() => expect(plain(screen.getByTestId('pos-change').textContent)).toBe('R$ 14,60'));
  fireEvent.click(screen.getByRole('button', { name: 'Finalizar venda' }));
}

beforeEach(async () => {
  await resetPosDb();
});
afterEach(() => jest.restoreAllMocks());

it('rings up by tile and by code + Enter, pays cash with the change, and the server numbers the sale', async () => {
  const calls = mockApi((call: ApiCall) => {
    if (call.path === '/api/stores/7/pos/catalog') return jsonResponse({ data: CATALOG });
    if (call.method === 'POST') return jsonResponse({ data: saleView(call.body as PosSaleInput, 12) }, 201);
    return jsonResponse({ data: null });
  });
  renderPos();
  await ringUpAndPay();
  expect(await screen.findByRole('heading', { name: 'Venda #0012 concluída' })).toBeInTheDocument();
  expect(plain(screen.getByTestId('pos-success-change').textContent)).toBe('R$ 14,60');
  const post = calls.find((call) => call.method === 'POST')!;
  expect(post.path).toBe('/api/stores/7/pos/sales');
  expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(post.body).toMatchObject({
    register_session_id: 31,
    order_type: 'pickup',
    items: [{ product_id: 18, quantity: 1, charged_unit_price_cents: null }, { product_id: 40, quantity: 1 }],
    tenders: [{ method: 'cash', amount_cents: 5000 }],
    expected_total_cents: 3540,
    sold_offline_at: null,
  });
  expect(await listQueuedSales()).toEqual([]);
});

it('without a connection the sale is kept on the station as sold offline, with the prices charged, and the receipt is provisional', async () => {
  mockApi((call: ApiCall) => {
    if (call.path === '/api/stores/7/pos/catalog') return jsonResponse({ data: CATALOG });
    if (call.method === 'POST') throw new TypeError('Failed to fetch');
    return jsonResponse({ data: null });
  });
  renderPos();
  await ringUpAndPay();
  expect(await screen.findByRole('heading', { name: 'Venda registrada no caixa' })).toBeInTheDocument();
  expect(screen.getByText(/Sem conexão: a venda foi guardada neste caixa/)).toBeInTheDocument();
  const [queued] = await listQueuedSales();
  expect(queued).toMatchObject({ status: 'pending', store_id: 7 });
  expect(queued!.body.sold_offline_at).toEqual(expect.any(String));
  expect(queued!.body.items.map((item) => item.charged_unit_price_cents)).toEqual([2890, 650]);
});

it('finds a customer of the store by phone and names the sale after them, with "CPF na nota"', async () => {
  const calls = mockApi((call: ApiCall) => {
    if (call.path === '/api/stores/7/pos/catalog') return jsonResponse({ data: CATALOG });
    if (call.path === '/api/stores/7/pos/customers') return jsonResponse({ data: [{ user_id: 55, name: 'Maria Souza', phone: '11987654321', orders_count: 3 }] });
    if (call.method === 'POST') return jsonResponse({ data: saleView(call.body as PosSaleInput, 13) }, 201);
    return jsonResponse({ data: null });
  });
  renderPos();
  fireEvent.click(await screen.findByRole('button', { name: 'Cliente / CPF na nota (opcional)' }));
  fireEvent.change(screen.getByLabelText('Telefone'), { target: { value: '(11) 98765-4321' } });
  fireEvent.click(await screen.findByText('Maria Souza · 3 pedidos — usar'));
  expect(screen.getByLabelText('Cliente')).toHaveValue('Maria Souza');
  fireEvent.change(screen.getByLabelText('CPF na nota'), { target: { value: '529.982.247-25' } });
  await ringUpAndPay();
  expect(await screen.findByRole('heading', { name: 'Venda #0013 concluída' })).toBeInTheDocument();
  expect(calls.find((call) => call.path === '/api/stores/7/pos/customers')!.query.get('phone')).toBe('11987654321');
  expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ customer: { name: 'Maria Souza', phone: '(11) 98765-4321', cpf: '529.982.247-25', user_id: 55 } });
});
