import { addLine, deliveryReady, draftTotals, emptyDraft, posSaleRequest, removeLine, setLineNotes, setLineQuantity } from './sale-draft';
import { posReceipt, provisionalSaleView, RECEIPT_NOT_FISCAL } from './receipt';
import { settleTenders } from './tenders';
import { findPosProducts } from './catalog';

const burger = { id: 18, name: 'Classic Burger', image: null, basePrice: 2890, price: 2890, quantity: 1, selectedOptions: null };
const pizza = { id: 3, name: 'Pizza Margherita', image: null, basePrice: 4990, price: 5990, quantity: 1, selectedOptions: { size: 'g' } as never, businessType: 'pizzaria' };

describe('the sale being rung up', () => {
  it('adds like the cart (same product and options join a line), keeps each line’s note, and totals with the discount', () => {
    let draft = addLine(emptyDraft(), burger, '2026-11-26T10:00:00Z');
    draft = addLine(draft, pizza);
    const burgerKey = draft.lines[0]!.lineKey;
    draft = setLineNotes(draft, burgerKey, 'sem cebola');
    draft = addLine(draft, { ...burger, quantity: 2 });
    expect(draft.lines).toHaveLength(2);
    expect(draft.lines[0]).toMatchObject({ quantity: 3, notes: 'sem cebola' });
    draft = setLineQuantity(draft, burgerKey, 2);
    expect(draftTotals(draft)).toEqual({ subtotalCents: 2 * 2890 + 5990, discountCents: 0, deliveryFeeCents: 0, totalCents: 2 * 2890 + 5990, units: 3 });
    draft = { ...draft, discount: { type: 'percent', value: 10 } };
    expect(draftTotals(draft).discountCents).toBe(Math.round((2 * 2890 + 5990) / 10));
    expect(removeLine(draft, burgerKey).lines.map((l) => l.id)).toEqual([3]);
  });

  it('asks the server to price an online sale, and sends the charged prices only for a sale made offline', () => {
    const draft = { ...addLine(emptyDraft('dine_in'), burger), table: ' 7 ', customer: { name: '', phone: '', cpf: '529.982.247-25' } };
    const online = posSaleRequest(draft, { registerSessionId: 4, tenders: [{ method: 'cash', amount_cents: 5000 }], allowPartial: false, expectedTotalCents: 2890, soldOfflineAt: null });
    expect(online).toMatchObject({ register_session_id: 4, order_type: 'dine_in', table: '7', customer: { name: null, phone: null, cpf: '529.982.247-25' }, sold_offline_at: null });
    expect(online.items[0]).toMatchObject({ product_id: 18, quantity: 1, charged_unit_price_cents: null, notes: null });
    const offline = posSaleRequest(draft, { registerSessionId: 4, tenders: [], allowPartial: false, expectedTotalCents: 2890, soldOfflineAt: new Date('2026-11-26T12:00:00Z') });
    expect(offline.items[0]!.charged_unit_price_cents).toBe(2890);
    expect(posSaleRequest(emptyDraft(), { registerSessionId: 1, tenders: [], allowPartial: false, expectedTotalCents: 0, soldOfflineAt: null }).customer).toBeNull();
    expect(online.address).toBeNull();
  });

  it('a delivery adds the fee the server quoted, and cannot be charged before the quote', () => {
    const address = { cep: '01310-100', address: 'Avenida Paulista', number: '1000', complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP' };
    const draft = { ...addLine(emptyDraft('delivery'), burger), address };
    expect(deliveryReady(draft)).toBe(false);
    const quoted = { ...draft, deliveryFeeCents: 700 };
    expect(deliveryReady(quoted)).toBe(true);
    expect(draftTotals(quoted)).toMatchObject({ deliveryFeeCents: 700, totalCents: 2890 + 700 });
    expect(draftTotals({ ...quoted, orderType: 'pickup' }).totalCents).toBe(2890);
    const request = posSaleRequest(quoted, { registerSessionId: 1, tenders: [], allowPartial: true, expectedTotalCents: 3590, soldOfflineAt: null });
    expect(request.address).toEqual({ ...address, complement: null });
  });

  it('prints a provisional receipt for a sale kept offline: the cash handed over, the change and "não é documento fiscal"', () => {
    const draft = addLine(emptyDraft(), burger);
    const tenders = [{ method: 'debit_card' as const, amount_cents: 890 }, { method: 'cash' as const, amount_cents: 5000 }];
    const sale = provisionalSaleView(draft, tenders, settleTenders(2890, tenders), new Date('2026-11-26T15:00:00Z'), { id: 1, name: 'Ana' });
    const receipt = posReceipt(sale, 'Burger House');
    expect(receipt.title).toBe('VENDA OFFLINE');
    expect(receipt.payments.map((p) => `${p.left} ${p.right}`.replace(/\s/g, ' '))).toEqual(['Cartão de débito R$ 8,90', 'Dinheiro R$ 50,00', 'Troco R$ 30,00']);
    expect(receipt.footer).toContain(RECEIPT_NOT_FISCAL);
    expect(receipt.dateTime).toBe('26/11/2026 12:00');
  });

  it('finds a product by its code first, else by its name without accents', () => {
    const products = [{ id: 18, name: 'Classic Burger' }, { id: 181, name: 'Pão de Queijo' }];
    expect(findPosProducts(products, '18')).toEqual([products[0]]);
    expect(findPosProducts(products, 'pao')).toEqual([products[1]]);
    expect(findPosProducts(products, '')).toHaveLength(2);
  });
});
