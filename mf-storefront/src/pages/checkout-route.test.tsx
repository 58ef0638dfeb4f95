import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import {
  DELIVERY_REFUSAL_FIELDS,
  deliveryRulesOf,
  quoteDelivery,
  type AuthUser,
  type CartCoupon,
  type CartItem,
  type Coordinates,
  type DeliveryQuoteResponse,
  type SavedAddress,
  type StorePublic,
} from '@comanda/shared/domain';
import { userAuthenticated } from '@comanda/shared/state';
import { authStateFor, jsonResponse, makeOrder, makeUser, PUBLIC_ID, renderWithProviders } from '@comanda/shared/testing';
import { CHECKOUT_SEND_FAILED } from '../features/checkout/lib/checkout-failure';
import { makeProduct, makeStore } from '../features/storefront/test-fixtures';
import { CheckoutRoute } from './checkout-route';

const SLUG = 'pizzaria-bella-napoli';
const ORDERS = `POST /api/stores/${SLUG}/orders`;
const QUOTE = `POST /api/stores/${SLUG}/delivery-quote`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** As the product modal builds it from margherita() below: the product's own option ids. */
const PIZZA_OPTIONS = {
  selectedSize: { id: 'sizes:1:grande', name: 'Grande', priceCents: 5500 },
  selectedToppings: [{ id: 'toppings:0:margherita', name: 'Margherita', priceCents: 0, quantity: 1 }],
  selectedEdge: null,
  selectedSideDishes: [],
  halfHalfEnabled: false,
  observations: '',
};

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  lineKey: 'line-1',
  id: 7,
  name: 'Pizza Margherita',
  price: 5500,
  basePrice: 4500,
  quantity: 1,
  image: null,
  selectedOptions: PIZZA_OPTIONS as unknown as CartItem['selectedOptions'],
  addedAt: '2026-11-22T20:00:00.000Z',
  ...overrides,
});

/** The catalog the cart lines above were priced from (the checkout prices the cart again from it). */
const margherita = (grande = 55) =>
  makeProduct(7, {
    name: 'Pizza Margherita',
    price: 45,
    business_type_options: { sizes: [{ name: 'Média', price: 45 }, { name: 'Grande', price: grande }], toppings: [{ name: 'Margherita', price: 0 }] },
  });

function seedCart(items: CartItem[], coupon: CartCoupon | null = null) {
  localStorage.setItem('comanda:cart:1', JSON.stringify({ storeId: 1, items, notes: '', coupon }));
}

const storedCart = () => JSON.parse(localStorage.getItem('comanda:cart:1') ?? '{}') as { items: CartItem[] };

type Call = { key: string; body: Record<string, unknown> | undefined; headers: Headers };
type Handler = (body: Record<string, unknown> | undefined, call: number) => Response | Promise<Response>;

const VIA_CEP = { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: '', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' };
const PAULISTA = { success: true, latitude: -23.5613, longitude: -46.6565, message: 'Endereço localizado.' };
const savedAddress = (id: number, overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  label: null,
  cep: '01310100',
  address: 'Avenida Paulista',
  number: '1578',
  complement: 'Apto 42',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  reference: 'Portaria 24h',
  latitude: PAULISTA.latitude,
  longitude: PAULISTA.longitude,
  is_default: false,
  last_used_at: '2026-11-20T20:00:00.000Z',
  created_at: '2026-10-01T12:00:00.000Z',
  ...overrides,
});
/** The quote is asked once the address stops changing (debounced), then answered: allow for both. */
const QUOTED = { timeout: 5000 };
const COPACABANA = { success: true, latitude: -22.9711, longitude: -43.1822, message: 'Endereço localizado.' };

/**
 * The server's delivery quote, faked at the HTTP boundary with the rule the server runs: the address
 * placed at `place.point` (the server's own geocoding), priced by the store's rules.
 */
function fakeDeliveryQuote(store: StorePublic, place: { point: Coordinates | null }): Handler {
  return (body) => {
    const address = body?.address as Record<string, string>;
    const quote = quoteDelivery(deliveryRulesOf(store), { district: address.district, city: address.city, state: address.state, location: place.point }, Math.round(Number(body?.subtotal ?? 0) * 100), new Date());
    if (!quote.ok) return jsonResponse({ message: quote.message, errors: { [DELIVERY_REFUSAL_FIELDS[quote.reason]]: [quote.message] } }, 422);
    const data: DeliveryQuoteResponse = {
      zone: quote.zoneName,
      delivery_fee: quote.feeCents / 100,
      base_fee: quote.baseFeeCents / 100,
      free_delivery: quote.freeDelivery,
      min_order: quote.minOrderCents / 100,
      estimated_time: quote.estimatedTime,
      distance_km: quote.distanceKm,
      address: { district: address.district!, city: address.city!, state: address.state!, latitude: place.point?.latitude ?? null, longitude: place.point?.longitude ?? null },
    };
    return jsonResponse({ data });
  };
}

function mockApi({ store = makeStore(), handlers = {} }: { store?: StorePublic; handlers?: Record<string, Handler> } = {}) {
  const calls: Call[] = [];
  const place: { point: Coordinates | null } = { point: { latitude: PAULISTA.latitude, longitude: PAULISTA.longitude } };
  const all: Record<string, Handler> = {
    [QUOTE]: fakeDeliveryQuote(store, place),
    [`GET /api/stores/${SLUG}`]: () => jsonResponse({ data: store }),
    'GET /api/cep/01310100': () => jsonResponse(VIA_CEP),
    'POST /api/geocode': () => jsonResponse(PAULISTA),
    'GET /api/customer/addresses': () => jsonResponse({ data: [] }),
    [`GET /api/stores/${SLUG}/products`]: () => jsonResponse({ data: [margherita()] }),
    [ORDERS]: () => jsonResponse({ data: makeOrder() }, 201),
    ...handlers,
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push({ key, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined, headers: request.headers });
    const handler = all[key];
    return handler ? handler(calls.at(-1)?.body, calls.filter((c) => c.key === key).length) : jsonResponse({ message: `no mock for ${key}` }, 500);
  });
  return { calls, place, callsTo: (key: string) => calls.filter((call) => call.key === key) };
}

function SuccessProbe() {
  const { orderId } = useParams();
  return <p>Página de sucesso {orderId}</p>;
}

function renderCheckout(user: AuthUser | null = null) {
  return renderWithProviders(
    <Routes>
      <Route path="/loja/:slug" element={<p>Vitrine da loja</p>} />
      <Route path="/loja/:slug/checkout" element={<CheckoutRoute />} />
      <Route path="/loja/:slug/success/:orderId" element={<SuccessProbe />} />
    </Routes>,
    { route: `/loja/${SLUG}/checkout`, preloadedState: authStateFor(user) },
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
const confirmButton = () => screen.getByRole('button', { name: /^Confirmar pedido/ });
const summary = () => screen.getByLabelText('Valores do pedido');

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function start(user: AuthUser | null = null) {
  const view = renderCheckout(user);
  await screen.findByRole('heading', { name: 'Finalizar pedido' });
  return view;
}

async function guestPickup(user: UserEvent, method: RegExp = /^PIX$/) {
  await user.click(screen.getByRole('radio', { name: /^Retirada/ }));
  await fill(user, 'Nome', 'Maria Souza');
  await fill(user, 'Telefone (WhatsApp)', '11987654321');
  await user.click(screen.getByRole('radio', { name: method }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('checkout', () => {
  it('goes back to the storefront with an empty cart', async () => {
    mockApi();
    renderCheckout();
    expect(await screen.findByText('Vitrine da loja')).toBeInTheDocument();
  });

  it('blocks a closed store', async () => {
    seedCart([line()]);
    mockApi({ store: makeStore({ isOpen: false }) });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'A loja está fechada no momento' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirmar pedido/ })).not.toBeInTheDocument();
  });

  it('names every missing answer and sends nothing', async () => {
    seedCart([line()]);
    const api = mockApi();
    await start();
    const user = userEvent.setup();
    await user.click(confirmButton());
    expect(await screen.findByText('Escolha como quer receber o pedido')).toBeInTheDocument();
    expect(screen.getByText('O nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('O telefone é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Escolha a forma de pagamento')).toBeInTheDocument();
    expect(api.callsTo(ORDERS)).toHaveLength(0);
  });

  it('a guest places a pickup order with PIX: one request, cart cleared, order remembered, success page', async () => {
    seedCart([line()]);
    const api = mockApi();
    await start();
    const user = userEvent.setup();
    expect(within(screen.getByLabelText('Itens do pedido')).getByText('Tamanho: Grande')).toBeInTheDocument();
    await guestPickup(user);
    expect(screen.getByTestId('pix-hint')).toHaveTextContent('O QR Code e o código PIX copia e cola aparecem depois que você confirmar o pedido.');
    expect(screen.getByText(/Retire em:/)).toHaveTextContent('Rua Augusta, 1500 - Loja 2 - Consolação - São Paulo/SP');
    expect(summary()).toHaveTextContent('SubtotalR$ 55,00TotalR$ 55,00');

    await user.click(confirmButton());
    expect(await screen.findByText(`Página de sucesso ${PUBLIC_ID}`)).toBeInTheDocument();
    const [call] = api.callsTo(ORDERS);
    expect(call?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(call?.body).toEqual({
      order_type: 'pickup',
      items: [{ product_id: 7, quantity: 1, selected_options: PIZZA_OPTIONS }],
      customer: { name: 'Maria Souza', phone: '(11) 98765-4321', email: null },
      address: null,
      table: null,
      payment: { method: 'pix', change_for: null },
      coupon_code: null,
      notes: null,
      expected_total: 55,
    });
    await waitFor(() => expect(storedCart().items).toEqual([]));
    expect(JSON.parse(localStorage.getItem('comanda:orders') ?? '[]')).toEqual([
      expect.objectContaining({ publicId: PUBLIC_ID, storeSlug: SLUG, displayNumber: '#0042' }),
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it("delivery: the CEP fills the address and the server's fee for the complete address is quoted live", async () => {
    seedCart([line()]);
    const api = mockApi();
    await start();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
    expect(screen.getByText('Informe o endereço completo para calcular a taxa de entrega.')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Taxa de entregaA calcular');

    await fill(user, 'CEP', '01310100');
    await waitFor(() => expect(field('Endereço')).toHaveValue('Avenida Paulista'));
    expect(field('Bairro')).toHaveValue('Bela Vista');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(field('Estado')).toHaveValue('SP');
    expect(summary()).toHaveTextContent('Taxa de entregaA calcular');
    expect(api.callsTo(QUOTE)).toHaveLength(0);

    await fill(user, 'Número', '1000');
    expect(await screen.findByTestId('delivery-quote', {}, QUOTED)).toHaveTextContent('Taxa de entrega: R$ 7,00');
    expect(summary()).toHaveTextContent('Taxa de entregaR$ 7,00TotalR$ 62,00');
    expect(api.callsTo(QUOTE).at(-1)?.body).toEqual({
      address: { cep: '01310-100', address: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
      subtotal: 55,
    });
    await fill(user, 'Ponto de referência', 'Em frente ao parque');
    await fill(user, 'Nome', 'Maria Souza');
    await fill(user, 'Telefone (WhatsApp)', '11987654321');
    await user.click(screen.getByRole('radio', { name: 'Cartão de crédito (na entrega)' }));
    await user.click(confirmButton());
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    expect(api.callsTo(ORDERS)[0]?.body).toMatchObject({
      order_type: 'delivery',
      address: {
        cep: '01310-100',
        address: 'Avenida Paulista',
        number: '1000',
        complement: null,
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        reference: 'Em frente ao parque',
      },
      payment: { method: 'credit_card', change_for: null },
      expected_total: 62,
    });
  });

  it('delivery is free from the store threshold and refused outside the radius, as the server answers', async () => {
    seedCart([line({ quantity: 2 })]);
    const api = mockApi();
    await start();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
    await fill(user, 'CEP', '01310100');
    await waitFor(() => expect(field('Endereço')).toHaveValue('Avenida Paulista'));
    await fill(user, 'Número', '10');
    await waitFor(() => expect(summary()).toHaveTextContent('Taxa de entregaGrátisTotalR$ 110,00'), QUOTED);

    // The server places this number far away (its geocoder, not the browser's).
    api.place.point = { latitude: COPACABANA.latitude, longitude: COPACABANA.longitude };
    await fill(user, 'Número', '0');
    expect(await screen.findByTestId('delivery-refused', {}, QUOTED)).toHaveTextContent(/^Endereço fora da área de entrega \([\d,]+ km; entregamos até 8 km\)\.$/);
    expect(screen.getByTestId('checkout-blocked')).toHaveTextContent('Endereço fora da área de entrega');
    expect(confirmButton()).toBeDisabled();
  });

  it('enforces the minimum order', async () => {
    seedCart([line({ price: 2000 })]);
    mockApi({ handlers: { [`GET /api/stores/${SLUG}/products`]: () => jsonResponse({ data: [margherita(20)] }) } });
    await start();
    expect(screen.getByTestId('checkout-blocked')).toHaveTextContent('O pedido mínimo é de R$ 30,00 (sem a taxa de entrega).');
    expect(confirmButton()).toBeDisabled();
  });

  it('cash: "Troco para" must cover the total, or "Não preciso de troco"', async () => {
    seedCart([line()]);
    const api = mockApi();
    await start();
    const user = userEvent.setup();
    await guestPickup(user, /^Dinheiro$/);
    await user.click(confirmButton());
    expect(await screen.findByText('Informe o valor para troco ou marque "Não preciso de troco"')).toBeInTheDocument();

    await user.type(field('Troco para'), '50');
    expect(field('Troco para')).toHaveValue('R$ 50');
    expect(await screen.findByText('O valor para troco deve ser maior ou igual ao total do pedido (R$ 55,00).')).toBeInTheDocument();
    await user.type(field('Troco para'), '0');
    expect(field('Troco para')).toHaveValue('R$ 500');
    expect(await screen.findByText('Troco: R$ 445,00')).toBeInTheDocument();
    await user.tab();
    expect(field('Troco para')).toHaveValue('R$ 500,00');

    await user.click(screen.getByRole('checkbox', { name: 'Não preciso de troco' }));
    expect(field('Troco para')).toBeDisabled();
    await user.click(confirmButton());
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    expect(api.callsTo(ORDERS)[0]?.body?.payment).toEqual({ method: 'cash', change_for: null });
  });

  it('cash with change: the customer types the banknote in reais ("100,50" is R$ 100,50) and it is sent in reais', async () => {
    seedCart([line()]);
    const api = mockApi();
    await start();
    const user = userEvent.setup();
    await guestPickup(user, /^Dinheiro$/);
    await user.type(field('Troco para'), '100,50');
    expect(await screen.findByText('Troco: R$ 45,50')).toBeInTheDocument();
    await user.click(confirmButton());
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    expect(api.callsTo(ORDERS)[0]?.body?.payment).toEqual({ method: 'cash', change_for: 100.5 });
  });

  it('a logged-in customer has name, phone and address prefilled; dine-in sends the table', async () => {
    seedCart([line()]);
    const api = mockApi();
    const customer = makeUser('customer', {
      name: 'Cliente Teste',
      email: 'cliente@comanda.app',
      phone: '11999998888',
      cep: '01310100',
      address: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      current_latitude: -23.5613,
      current_longitude: -46.6565,
    });
    await start(customer);
    const user = userEvent.setup();
    expect(field('Nome')).toHaveValue('Cliente Teste');
    expect(field('Telefone (WhatsApp)')).toHaveValue('(11) 99999-8888');
    expect(screen.getByText(/Pedido na conta de/)).toHaveTextContent('cliente@comanda.app');

    await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
    expect(field('Endereço')).toHaveValue('Avenida Paulista');
    expect(await screen.findByTestId('delivery-quote', {}, QUOTED)).toHaveTextContent('Taxa de entrega: R$ 7,00');

    await user.click(screen.getByRole('radio', { name: /^Consumo no Local/ }));
    await fill(user, 'Número da mesa ou comanda (opcional)', '12');
    await user.click(screen.getByRole('radio', { name: 'Cartão de débito (no local)' }));
    await user.click(confirmButton());
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    expect(api.callsTo(ORDERS)[0]?.body).toMatchObject({
      order_type: 'dine_in',
      table: '12',
      address: null,
      customer: { name: 'Cliente Teste', phone: '(11) 99999-8888', email: 'cliente@comanda.app' },
      payment: { method: 'debit_card', change_for: null },
    });
    expect(api.callsTo('POST /api/geocode')).toHaveLength(0);
  });

  it('prices the cart again from the current catalog: a new price is shown, told and charged', async () => {
    seedCart([line({ quantity: 2 })]);
    const api = mockApi({ handlers: { [`GET /api/stores/${SLUG}/products`]: () => jsonResponse({ data: [margherita(60)] }) } });
    await start();
    expect(await screen.findByText(/^O preço de Pizza Margherita mudou: agora R\$\s60,00 cada\.$/)).toBeInTheDocument();
    await waitFor(() => expect(summary()).toHaveTextContent('SubtotalR$ 120,00TotalR$ 120,00'));
    expect(storedCart().items[0]).toMatchObject({ price: 6000, quantity: 2 });

    const user = userEvent.setup();
    await guestPickup(user);
    await user.click(confirmButton());
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    expect(api.callsTo(ORDERS)[0]?.body).toMatchObject({ expected_total: 120 });
  });

  it('a cart line that can no longer be ordered leaves the cart, with a message', async () => {
    seedCart([line(), line({ lineKey: 'line-2', id: 8, name: 'Guaraná', price: 700, basePrice: 700, selectedOptions: null })]);
    mockApi();
    await start();
    expect(await screen.findByText('Guaraná não está mais disponível e saiu do carrinho.')).toBeInTheDocument();
    await waitFor(() => expect(storedCart().items.map((item) => item.name)).toEqual(['Pizza Margherita']));
  });

  it('a signed-in customer gets the most recently used saved address, can pick another or type a new one', async () => {
    seedCart([line()]);
    const trabalho = savedAddress(5, { label: 'Trabalho' });
    const augusta = savedAddress(3, { address: 'Rua Augusta', number: '500', complement: null, district: 'Consolação', reference: null, latitude: -23.5535, longitude: -46.6599 });
    const api = mockApi({ handlers: { 'GET /api/customer/addresses': () => jsonResponse({ data: [trabalho, augusta] }) } });
    await start(makeUser('customer', { id: 9, name: 'Cliente Teste', phone: '11999998888' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^Delivery/ }));

    const entregarEm = await screen.findByRole('group', { name: 'Entregar em' });
    await waitFor(() => expect(within(entregarEm).getByRole('radio', { name: /^Trabalho/ })).toBeChecked());
    expect(within(entregarEm).getByRole('radio', { name: /^Trabalho/ })).toHaveAccessibleName(/Avenida Paulista, 1578 – Apto 42.*Bela Vista, São Paulo\/SP · CEP 01310-100/);
    expect(screen.queryByLabelText(/^CEP/)).not.toBeInTheDocument();
    expect(field('Ponto de referência')).toHaveValue('Portaria 24h');
    expect(await screen.findByTestId('delivery-quote', {}, QUOTED)).toHaveTextContent('Taxa de entrega: R$ 7,00');

    await user.click(within(entregarEm).getByRole('radio', { name: /^Rua Augusta, 500/ }));
    expect(field('Ponto de referência')).toHaveValue('');

    await user.click(within(entregarEm).getByRole('radio', { name: 'Outro endereço' }));
    expect(field('CEP')).toHaveValue('');
    expect(field('Endereço')).toHaveValue('');
    expect(screen.getByText('Informe o endereço completo para calcular a taxa de entrega.')).toBeInTheDocument();
    // Saved addresses come with their coordinates: nothing was geocoded so far.
    expect(api.callsTo('POST /api/geocode')).toHaveLength(0);

    await user.click(within(entregarEm).getByRole('radio', { name: /^Trabalho/ }));
    await user.click(screen.getByRole('radio', { name: 'Cartão de crédito (na entrega)' }));
    await user.click(confirmButton());
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    const { id: _id, label: _label, is_default: _default, last_used_at: _used, created_at: _created, ...address } = trabalho;
    expect(api.callsTo(ORDERS)[0]?.body).toMatchObject({ order_type: 'delivery', address: { ...address, cep: '01310-100' } });
    expect(api.callsTo('POST /api/geocode')).toHaveLength(0);
  });

  it('the default saved address is chosen up front over a more recently used one', async () => {
    seedCart([line()]);
    const recent = savedAddress(3, { label: 'Academia', address: 'Rua Augusta', number: '500', complement: null, reference: null });
    const home = savedAddress(5, { label: 'Casa', is_default: true, last_used_at: '2026-10-02T20:00:00.000Z' });
    mockApi({ handlers: { 'GET /api/customer/addresses': () => jsonResponse({ data: [recent, home] }) } });
    await start(makeUser('customer', { id: 9, name: 'Cliente Teste', phone: '11999998888' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
    const entregarEm = await screen.findByRole('group', { name: 'Entregar em' });
    await waitFor(() => expect(within(entregarEm).getByRole('radio', { name: /^Casa/ })).toBeChecked());
    expect(field('Ponto de referência')).toHaveValue('Portaria 24h');
  });

  it('an address typed before the saved ones arrive is kept, as "Outro endereço"', async () => {
    seedCart([line()]);
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    mockApi({ handlers: { 'GET /api/customer/addresses': async () => (await arrived, jsonResponse({ data: [savedAddress(5, { label: 'Casa' })] })) } });
    await start(makeUser('customer', { id: 9, name: 'Cliente Teste', phone: '11999998888' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
    await fill(user, 'CEP', '01310100');
    await waitFor(() => expect(field('Endereço')).toHaveValue('Avenida Paulista'));
    await fill(user, 'Número', '9');
    release();
    const entregarEm = await screen.findByRole('group', { name: 'Entregar em' });
    await waitFor(() => expect(within(entregarEm).getByRole('radio', { name: 'Outro endereço' })).toBeChecked());
    expect(field('Número')).toHaveValue('9');
  });

  it('logging in on the checkout fills the blank fields from the account and keeps what was typed', async () => {
    seedCart([line()]);
    mockApi();
    const { store } = await start();
    const user = userEvent.setup();
    await fill(user, 'Nome', 'Apelido digitado');
    act(() => {
      store.dispatch(userAuthenticated(makeUser('customer', { id: 9, name: 'Nome da Conta', phone: '11955554444', email: 'conta@comanda.app' })));
    });
    await waitFor(() => expect(field('Telefone (WhatsApp)')).toHaveValue('(11) 95555-4444'));
    expect(field('Nome')).toHaveValue('Apelido digitado');
  });

  it('applies and removes a coupon here too, and sends its code with the discounted total', async () => {
    seedCart([line()]);
    const api = mockApi({
      handlers: {
        [`POST /api/stores/${SLUG}/coupons/validate`]: () => jsonResponse({ valid: true, coupon: { code: 'BEMVINDO10', type: 'percentage', value: 10 }, discount: 5.5 }),
      },
    });
    await start();
    const user = userEvent.setup();
    await fill(user, 'Cupom de desconto', 'bemvindo10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Cupom BEMVINDO10 aplicado')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('SubtotalR$ 55,00Desconto- R$ 5,50TotalR$ 49,50');
    await user.click(screen.getByRole('button', { name: 'Remover cupom' }));
    expect(summary()).toHaveTextContent('SubtotalR$ 55,00TotalR$ 55,00');
    await fill(user, 'Cupom de desconto', 'BEMVINDO10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByText('Cupom BEMVINDO10 aplicado');

    await guestPickup(user);
    await user.click(confirmButton());
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    expect(api.callsTo(ORDERS)[0]?.body).toMatchObject({ coupon_code: 'BEMVINDO10', expected_total: 49.5 });
  });

  it('a free-delivery coupon blocks pickup with its message and waives the delivery fee in the summary and the total sent', async () => {
    seedCart([line()], { code: 'FRETEGRATIS', type: 'free_delivery', value: 0 });
    const api = mockApi();
    await start();
    const user = userEvent.setup();
    expect(screen.getByText('Cupom FRETEGRATIS aplicado (frete grátis)')).toBeInTheDocument();
    await guestPickup(user, /Cartão de crédito/);
    expect(screen.getByTestId('checkout-blocked')).toHaveTextContent('Este cupom é de frete grátis: escolha Delivery.');
    expect(confirmButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
    await fill(user, 'CEP', '01310100');
    await waitFor(() => expect(field('Endereço')).toHaveValue('Avenida Paulista'));
    await fill(user, 'Número', '1000');
    await waitFor(() => expect(summary()).toHaveTextContent('SubtotalR$ 55,00Taxa de entregaR$ 7,00Frete grátis (cupom FRETEGRATIS)- R$ 7,00TotalR$ 55,00'), QUOTED);
    expect(screen.queryByTestId('checkout-blocked')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cartão de crédito (na entrega)' }));
    await user.click(confirmButton());
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    expect(api.callsTo(ORDERS)[0]?.body).toMatchObject({ order_type: 'delivery', coupon_code: 'FRETEGRATIS', expected_total: 55 });
  });

  it('a server 422 puts field errors on their fields and the rest in an alert; the next try is a new attempt', async () => {
    seedCart([line()]);
    const api = mockApi({
      handlers: {
        [ORDERS]: (_body, call) =>
          call === 1
            ? jsonResponse(
                {
                  message: 'Telefone inválido. Use o formato (99) 99999-9999',
                  errors: { 'customer.phone': ['Telefone inválido. Use o formato (99) 99999-9999'], 'items.0.product_id': ['Este produto não está mais disponível'] },
                },
                422,
              )
            : jsonResponse({ data: makeOrder() }, 201),
      },
    });
    await start();
    const user = userEvent.setup();
    await guestPickup(user);
    await user.click(confirmButton());
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Pizza Margherita: Este produto não está mais disponível');
    expect(field('Telefone (WhatsApp)')).toHaveAccessibleDescription('Telefone inválido. Use o formato (99) 99999-9999');

    await user.clear(field('Telefone (WhatsApp)'));
    await fill(user, 'Telefone (WhatsApp)', '11912345678');
    expect(field('Telefone (WhatsApp)')).not.toHaveAccessibleDescription();
    await user.click(confirmButton());
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    const [first, second] = api.callsTo(ORDERS).map((call) => call.headers.get('Idempotency-Key'));
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('store closed meanwhile: the server message is shown', async () => {
    seedCart([line()]);
    const message = 'A loja está fechada no momento. Tente novamente no horário de funcionamento.';
    mockApi({ handlers: { [ORDERS]: () => jsonResponse({ message, errors: { store: [message] } }, 422) } });
    await start();
    const user = userEvent.setup();
    await guestPickup(user);
    await user.click(confirmButton());
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(message);
  });

  it('prices changed: shows the new total and confirms again with it', async () => {
    seedCart([line()]);
    const message = 'Os valores do pedido mudaram. O total agora é R$ 60,00. Revise e confirme novamente.';
    const api = mockApi({
      handlers: {
        [ORDERS]: (_body, call) => (call === 1 ? jsonResponse({ message, errors: { expected_total: [message] }, total: 60 }, 422) : jsonResponse({ data: makeOrder() }, 201)),
      },
    });
    await start();
    const user = userEvent.setup();
    await guestPickup(user);
    await user.click(confirmButton());
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(message);
    expect(confirmButton()).toHaveTextContent('Confirmar pedido (R$ 60,00)');
    await user.click(confirmButton());
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    expect(api.callsTo(ORDERS).map((call) => call.body?.expected_total)).toEqual([55, 60]);
  });

  it('a failed send keeps the attempt key: retrying cannot create a second order', async () => {
    seedCart([line()]);
    const api = mockApi({ handlers: { [ORDERS]: (_body, call) => (call === 1 ? jsonResponse({ message: 'Erro interno do servidor.' }, 500) : jsonResponse({ data: makeOrder() }, 200)) } });
    await start();
    const user = userEvent.setup();
    await guestPickup(user);
    await user.click(confirmButton());
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(CHECKOUT_SEND_FAILED);
    await user.click(confirmButton());
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    const keys = api.callsTo(ORDERS).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('the attempt key survives a reload until the order is placed', async () => {
    seedCart([line()]);
    sessionStorage.setItem('comanda:checkout:idempotency-key:1', 'chave-da-tentativa-anterior');
    const api = mockApi();
    await start();
    const user = userEvent.setup();
    await guestPickup(user);
    await user.click(confirmButton());
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    expect(api.callsTo(ORDERS)[0]?.headers.get('Idempotency-Key')).toBe('chave-da-tentativa-anterior');
  });

  it('a double click sends one order', async () => {
    seedCart([line()]);
    let release: () => void = () => undefined;
    const api = mockApi({ handlers: { [ORDERS]: () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse({ data: makeOrder() }, 201)))) } });
    await start();
    const user = userEvent.setup();
    await guestPickup(user);
    await user.dblClick(confirmButton());
    await waitFor(() => expect(api.callsTo(ORDERS)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Enviando pedido…' })).toBeDisabled();
    release();
    await screen.findByText(`Página de sucesso ${PUBLIC_ID}`);
    expect(api.callsTo(ORDERS)).toHaveLength(1);
  });
});
