import { tabServiceChargeCents, type PosCatalog, type PosSaleView, type TabItemView, type TabView, type TabsOverview } from '@comanda/shared/domain';
import { makeUser } from '@comanda/shared/testing';

export const ATTENDANT = makeUser('attendant', { store_id: 7, name: 'Carla' });
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

export const CATALOG: PosCatalog = {
  store: { id: 7, name: 'Burger House', slug: 'burger-house', business_type_slug: null, order_types: ['pickup', 'dine_in', 'delivery'], quantity_limits: { optionCopies: 10, lineQuantity: 99, orderUnits: 500 }, pix_key: null, city: 'São Paulo' },
  categories: [{ id: 1, name: 'Burgers' }, { id: 2, name: 'Bebidas' }],
  products: [
    { id: 18, name: 'Classic Burger', price: 28.9, promo_price: null, category_id: 1, business_type_slug: null, business_type_options: {} },
    { id: 40, name: 'Guaraná Lata', price: 6.5, promo_price: null, category_id: 2, business_type_slug: null, business_type_options: {} },
    { id: 41, name: 'Chopp', price: 12, promo_price: null, category_id: 2, business_type_slug: null, business_type_options: {} },
  ],
  fetched_at: '2026-11-26T12:00:00.000Z',
} as PosCatalog;

const priceOf = (productId: number) => Math.round(Number(CATALOG.products.find((p) => p.id === productId)!.price) * 100);

/** A line of a tab: `id`, its round, the product and quantity. */
export function tabItem(id: number, round: number, productId: number, quantity: number, notes: string | null = null): TabItemView {
  const name = CATALOG.products.find((p) => p.id === productId)!.name;
  const unit = priceOf(productId);
  return { id, round, name, quantity, unit_price_cents: unit, total_cents: unit * quantity, option_lines: [], notes };
}

/** A sale as the server would read it back, its totals from the items (and the service charge when on). */
export function saleOf(orderId: number, table: string, items: PosSaleView['items'], extra: { paid?: number; servicePercent?: number | null; createdAt?: string } = {}): PosSaleView {
  const subtotal = items.reduce((sum, item) => sum + item.total_cents, 0);
  const service = tabServiceChargeCents(subtotal, 0, extra.servicePercent ?? null);
  const total = subtotal + service;
  const paid = extra.paid ?? 0;
  return {
    order_id: orderId, public_id: `p${orderId}`, number: orderId - 400, status: 'confirmed', order_type: 'dine_in', table, created_at: extra.createdAt ?? new Date(Date.now() - 20 * 60_000).toISOString(), sold_offline_at: null,
    operator: { id: 1, name: 'Carla' }, customer: { name: null, phone: null, cpf: null }, items,
    subtotal_cents: subtotal, discount_cents: 0, delivery_fee_cents: 0, service_charge_cents: service, total_cents: total, paid_cents: paid, remaining_cents: total - paid,
    change_cents: 0, price_difference_cents: 0, payments: [], replayed: false,
  };
}

export function tabOf(orderId: number, table: string, items: TabItemView[], extra: { paid?: number; servicePercent?: number | null; bill?: boolean; createdAt?: string } = {}): TabView {
  return {
    ...saleOf(orderId, table, items, extra),
    items,
    rounds: Math.max(0, ...items.map((item) => item.round)),
    tab_open: true,
    bill_requested_at: extra.bill ? new Date().toISOString() : null,
    service_charge_percent: extra.servicePercent ?? null,
  };
}

export const overviewOf = (tabs: TabView[], tables = ['1', '2', '3', '4', '5'], servicePercent = 10): TabsOverview => ({ tables, service_charge_percent: servicePercent, tabs });
