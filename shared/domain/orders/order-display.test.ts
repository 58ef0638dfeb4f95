import type { Order } from './wire';
import { formatReais, historyActorLabel, orderAddressLines, orderDestinationLabel, orderPaymentSummary, orderTotalsLines, phoneDisplay, whatsappHref } from './order-display';
import { kitchenTicket } from './kitchen-ticket';

// Intl separates 'R$' from the number with a no-break space; compare with plain spaces.
const plain = (value: unknown) => JSON.parse(JSON.stringify(value).replace(/\u00a0/g, ' '));

function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    public_id: '7d2b8c1e-0000-4000-8000-000000000007',
    number: 42,
    display_number: '#0042',
    store: { id: 1, name: 'Pizzaria Bella Napoli', slug: 'pizzaria-bella-napoli', phone: null, whatsapp: null },
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
      reference: 'Perto do metrô',
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
    history: [],
    created_at: '2026-11-22T12:46:00Z',
    updated_at: '2026-11-22T12:46:00Z',
    ...overrides,
  };
}

describe('order display', () => {
  it('wire reais as R$', () => {
    expect(plain(formatReais(54.9))).toBe('R$ 54,90');
  });

  it('totals: subtotal, discount, delivery fee (Grátis at zero, none off delivery), total', () => {
    expect(plain(orderTotalsLines(makeOrder()))).toEqual([
      { label: 'Subtotal', text: 'R$ 90,00' },
      { label: 'Desconto', text: '- R$ 9,00' },
      { label: 'Taxa de entrega', text: 'R$ 5,00' },
      { label: 'Total', text: 'R$ 86,00', total: true },
    ]);
    expect(orderTotalsLines(makeOrder({ discount: 0, delivery_fee: 0 })).map((l) => l.text)[1]).toBe('Grátis');
    expect(orderTotalsLines(makeOrder({ order_type: 'pickup', discount: 0 })).map((l) => l.label)).toEqual(['Subtotal', 'Total']);
  });

  it('a fee waived by a free-delivery coupon shows as the fee and its waiver, so the lines add up (summary and kitchen ticket)', () => {
    expect(plain(orderTotalsLines(makeOrder({ discount: 0, delivery_fee: 0, delivery_fee_waived: 5, total: 90, coupon_code: 'FRETEGRATIS' })))).toEqual([
      { label: 'Subtotal', text: 'R$ 90,00' },
      { label: 'Taxa de entrega', text: 'R$ 5,00' },
      { label: 'Frete grátis (cupom FRETEGRATIS)', text: '- R$ 5,00' },
      { label: 'Total', text: 'R$ 90,00', total: true },
    ]);
  });

  it('payment: cash with change, cash without change, card by order type, PIX code', () => {
    expect(plain(orderPaymentSummary(makeOrder()))).toEqual({ method: 'Dinheiro', changeFor: 'Troco para R$ 100,00', changeDue: 'Levar troco de R$ 14,00', pixCode: null });
    expect(orderPaymentSummary(makeOrder({ payment: { method: 'cash', change_for: null, change_due: null, pix_code: null } }))).toMatchObject({ changeFor: 'Sem troco', changeDue: null });
    expect(orderPaymentSummary(makeOrder({ order_type: 'pickup', payment: { method: 'credit_card', change_for: null, change_due: null, pix_code: null } }))).toEqual({
      method: 'Cartão de crédito (na retirada)',
      changeFor: null,
      changeDue: null,
      pixCode: null,
    });
    expect(orderPaymentSummary(makeOrder({ payment: { method: 'pix', change_for: null, change_due: null, pix_code: '000201...' } })).pixCode).toBe('000201...');
  });

  it('address lines skip what is missing', () => {
    expect(orderAddressLines(makeOrder().address)).toEqual(['Rua Augusta, 1500 - Apto 12', 'Consolação', 'São Paulo/SP', 'CEP 01304-001', 'Ref.: Perto do metrô']);
    expect(orderAddressLines(null)).toEqual([]);
  });

  it('destination, phone, WhatsApp and timeline actor', () => {
    expect(orderDestinationLabel(makeOrder({ order_type: 'dine_in', table: '12' }))).toBe('Mesa/comanda 12');
    expect(orderDestinationLabel(makeOrder({ order_type: 'pickup' }))).toBe('Retirada no balcão');
    expect(phoneDisplay('11987654321')).toBe('(11) 98765-4321');
    expect(whatsappHref('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(whatsappHref('')).toBeNull();
    expect(historyActorLabel({ status: 'pending', actor: null })).toBe('Cliente');
    expect(historyActorLabel({ status: 'cancelled', actor: null })).toBe('Sistema');
    expect(historyActorLabel({ status: 'confirmed', actor: { id: 2, name: 'Ana' } })).toBe('Ana');
  });
});

describe('kitchenTicket', () => {
  it('has everything the kitchen and the driver need, in store time', () => {
    expect(plain(kitchenTicket(makeOrder()))).toEqual({
      storeName: 'Pizzaria Bella Napoli',
      number: '#0042',
      dateTime: '22/11/2026 09:46',
      typeLabel: 'Delivery',
      table: null,
      items: [{ quantity: 2, name: 'Pizza Margherita', total: 'R$ 90,00', options: ['Tamanho: Grande', 'Borda: Catupiry'], notes: 'Sem cebola' }],
      customer: ['Maria Souza', '(11) 98765-4321'],
      address: ['Rua Augusta, 1500 - Apto 12', 'Consolação', 'São Paulo/SP', 'CEP 01304-001', 'Ref.: Perto do metrô'],
      payment: ['Dinheiro', 'Troco para R$ 100,00', 'Levar troco de R$ 14,00'],
      totals: [
        { label: 'Subtotal', text: 'R$ 90,00' },
        { label: 'Desconto', text: '- R$ 9,00' },
        { label: 'Taxa de entrega', text: 'R$ 5,00' },
        { label: 'Total', text: 'R$ 86,00', total: true },
      ],
      notes: 'Interfone quebrado',
    });
  });

  it('dine-in prints the table and no address', () => {
    const ticket = kitchenTicket(makeOrder({ order_type: 'dine_in', table: '7', delivery_fee: 0 }));
    expect(ticket).toMatchObject({ typeLabel: 'Consumo no Local', table: '7', address: [] });
  });
});
