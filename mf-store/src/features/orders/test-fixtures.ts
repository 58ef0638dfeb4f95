import type { Order, OrderListResponse, OrderStatus, OrderSummary } from '@comanda/shared/domain';
import { jsonResponse } from '@comanda/shared/testing';

export const STORE_ID = 10;

export function makeSummary(id: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    public_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    number: id,
    display_number: `#${String(id).padStart(4, '0')}`,
    store_id: STORE_ID,
    order_type: 'delivery',
    status: 'pending',
    customer_name: `Cliente ${id}`,
    total: 54.9,
    payment_method: 'pix',
    items_count: 2,
    items_preview: ['1x Pizza Margherita', '1x Coca-Cola 2L'],
    district: 'Centro',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    updated_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function makeOrder(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    public_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    number: id,
    display_number: `#${String(id).padStart(4, '0')}`,
    store: { id: STORE_ID, name: 'Pizzaria Bella Napoli', slug: 'pizzaria-bella-napoli', phone: null, whatsapp: null },
    channel: 'online',
    order_type: 'delivery',
    status: 'pending',
    customer: { user_id: null, name: 'Maria Souza', phone: '11987654321', email: null },
    address: {
      cep: '01304001',
      address: 'Rua Augusta',
      number: '1500',
      complement: 'Apto 12',
      district: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      reference: null,
      latitude: null,
      longitude: null,
    },
    table: null,
    items: [
      {
        id: 1,
        product_id: 3,
        name: 'Pizza Margherita',
        quantity: 2,
        unit_price: 45,
        total_price: 90,
        business_type_slug: 'pizzaria',
        selected_options: null,
        option_lines: ['Tamanho: Grande', 'Borda: Catupiry'],
        notes: 'Sem cebola',
      },
    ],
    subtotal: 90,
    discount: 9,
    delivery_fee: 5,
    total: 86,
    coupon_code: 'BEMVINDO10',
    payment: { method: 'cash', change_for: 100, change_due: 14, pix_code: null },
    notes: 'Interfone quebrado',
    estimated_time: null,
    cancel_reason: null,
    history: [{ status: 'pending', at: '2026-11-22T12:46:00Z', actor: null, reason: null }],
    created_at: '2026-11-22T12:46:00Z',
    updated_at: '2026-11-22T12:46:00Z',
    ...overrides,
  };
}

export function listResponse(data: OrderSummary[], meta: Partial<OrderListResponse['meta']> = {}): OrderListResponse {
  return { data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length, ...meta } };
}

type Reply = { status?: number; body: unknown };
export type ApiHandlers = {
  list?: (query: URLSearchParams) => Reply | OrderListResponse;
  order?: (id: number) => Reply | Order;
  /** May answer later (a promise) to look at the optimistic state. */
  status?: (id: number, body: { status: OrderStatus; reason: string | null }) => Reply | Order | Promise<Reply | Order>;
};

const isReply = (value: unknown): value is Reply => typeof value === 'object' && value !== null && 'body' in value;

/** fetch mock for the store order endpoints; every call is recorded as [method, path + query, body]. */
export function mockOrdersApi(handlers: ApiHandlers) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.json() : undefined;
    calls.push({ method: request.method, url, body });
    const reply = (value: Reply | object) => (isReply(value) ? jsonResponse(value.body, value.status ?? 200) : jsonResponse(value));
    const status = /\/stores\/\d+\/orders\/(\d+)\/status$/.exec(url.pathname);
    if (status && handlers.status) return reply(wrap(await handlers.status(Number(status[1]), body as { status: OrderStatus; reason: string | null })));
    const one = /\/stores\/\d+\/orders\/(\d+)$/.exec(url.pathname);
    if (one && handlers.order) return reply(wrap(handlers.order(Number(one[1]))));
    if (/\/stores\/\d+\/orders$/.test(url.pathname) && handlers.list) return reply(handlers.list(url.searchParams));
    return jsonResponse({ message: 'Não encontrado' }, 404);
  });
  return { spy, calls };
}

function wrap(value: Reply | Order): Reply {
  return isReply(value) ? value : { body: { data: value } };
}
