import { buildPixCode, type Order, type OrderHistoryEntry } from '@comanda/shared/domain';

export const PUBLIC_ID = '6f1c2a4e-8b7d-4c3e-9a51-2d0f3b6e7c11';

export const history = (...entries: Array<[OrderHistoryEntry['status'], string, string?]>): OrderHistoryEntry[] =>
  entries.map(([status, at, reason]) => ({ status, at, actor: null, reason: reason ?? null }));

/** An order as GET /api/orders/track/{public_id} returns it (wire: reais). */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    public_id: PUBLIC_ID,
    number: 42,
    display_number: '#0042',
    store: { id: 1, name: 'Pizzaria Bella Napoli', slug: 'pizzaria-bella-napoli', phone: '1133334444', whatsapp: '11988887777' },
    channel: 'online',
    order_type: 'delivery',
    status: 'pending',
    customer: { user_id: null, name: 'Maria Souza', phone: '11987654321', email: null },
    address: {
      cep: '01310100',
      address: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 12',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      reference: null,
      latitude: -23.5613,
      longitude: -46.6565,
    },
    table: null,
    items: [
      {
        id: 1,
        product_id: 7,
        name: 'Pizza Margherita',
        quantity: 2,
        unit_price: 55,
        total_price: 110,
        business_type_slug: 'pizzaria',
        selected_options: null,
        option_lines: ['Tamanho: Grande', 'Borda: Catupiry'],
        notes: null,
      },
    ],
    subtotal: 110,
    discount: 0,
    delivery_fee: 0,
    total: 110,
    coupon_code: null,
    payment: { method: 'credit_card', change_for: null, change_due: null, pix_code: null },
    notes: null,
    estimated_time: '40-60 minutos',
    cancel_reason: null,
    history: history(['pending', '2026-11-22T21:05:00.000Z']),
    created_at: '2026-11-22T21:05:00.000Z',
    updated_at: '2026-11-22T21:05:00.000Z',
    ...overrides,
  };
}

export const PIX_CODE = buildPixCode({ key: 'contato@bellanapoli.com.br', merchantName: 'Pizzaria Bella Napoli', merchantCity: 'São Paulo', amountCents: 11000, txid: 'PED42' });
