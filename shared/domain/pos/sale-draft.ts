/**
 * The sale being rung up at a POS station (issue 11): lines priced with the storefront's engine (the same cart line
 * rules: one line per product and options), the order type, an optional customer, a discount, and what the screen
 * shows as its totals. `posSaleRequest` turns it into the request the server prices again (or, for a sale made
 * offline, keeps the charged prices of: see sale.ts).
 */
import { addToCart, removeItem, updateQuantity } from '../cart/cart';
import type { CartItem, NewCartItem } from '../cart/types';
import type { OrderType } from '../orders/order-types';
import { posDiscountCents, type PosDiscount } from './discount';
import type { PosSaleInput } from './sale';
import type { Tender } from './tenders';

export type PosLine = CartItem & { notes: string };

/** `userId`: a customer of the store found by phone (their history gets the sale). */
export type PosCustomer = { name: string; phone: string; cpf: string; userId?: number | null };

/** A delivery address as typed at the counter (the server places it and charges its own fee). */
export type PosAddress = { cep: string; address: string; number: string; complement: string; district: string; city: string; state: string };

export const EMPTY_ADDRESS: PosAddress = { cep: '', address: '', number: '', complement: '', district: '', city: '', state: '' };

export type PosDraft = {
  lines: PosLine[];
  orderType: OrderType;
  table: string;
  customer: PosCustomer;
  discount: PosDiscount | null;
  /** A manager's PIN typed to approve an attendant's discount (sent with the sale, never stored on the station). */
  managerPin: string | null;
  notes: string;
  /** Delivery only: where to, and the fee the server quoted for it (null until quoted). */
  address: PosAddress;
  deliveryFeeCents: number | null;
};

export const EMPTY_CUSTOMER: PosCustomer = { name: '', phone: '', cpf: '' };

export function emptyDraft(orderType: OrderType = 'pickup'): PosDraft {
  return { lines: [], orderType, table: '', customer: EMPTY_CUSTOMER, discount: null, managerPin: null, notes: '', address: EMPTY_ADDRESS, deliveryFeeCents: null };
}

const asCart = (draft: PosDraft) => ({ items: draft.lines, notes: '', storeId: 0, coupon: null });
const notesOf = (draft: PosDraft) => new Map(draft.lines.map((line) => [line.lineKey, line.notes]));
const withNotes = (items: CartItem[], notes: Map<string, string>): PosLine[] => items.map((item) => ({ ...item, notes: notes.get(item.lineKey) ?? '' }));

/** Adds like the storefront's cart: the same product with the same options adds to its line. */
export function addLine(draft: PosDraft, item: NewCartItem, now: Date | string = new Date()): PosDraft {
  return { ...draft, lines: withNotes(addToCart(asCart(draft), item, now).items, notesOf(draft)) };
}

export function setLineQuantity(draft: PosDraft, lineKey: string, quantity: number): PosDraft {
  return { ...draft, lines: withNotes(updateQuantity(asCart(draft), lineKey, quantity).items, notesOf(draft)) };
}

export function removeLine(draft: PosDraft, lineKey: string): PosDraft {
  return { ...draft, lines: withNotes(removeItem(asCart(draft), lineKey).items, notesOf(draft)) };
}

export function setLineNotes(draft: PosDraft, lineKey: string, notes: string): PosDraft {
  return { ...draft, lines: draft.lines.map((line) => (line.lineKey === lineKey ? { ...line, notes } : line)) };
}

export type PosDraftTotals = { subtotalCents: number; discountCents: number; deliveryFeeCents: number; totalCents: number; units: number };

/** What the screen shows; the server computes the same from its own prices and its own delivery quote. */
export function draftTotals(draft: Pick<PosDraft, 'lines' | 'discount'> & Partial<Pick<PosDraft, 'orderType' | 'deliveryFeeCents'>>): PosDraftTotals {
  const subtotalCents = draft.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const discountCents = posDiscountCents(subtotalCents, draft.discount);
  const deliveryFeeCents = draft.orderType === 'delivery' ? (draft.deliveryFeeCents ?? 0) : 0;
  return { subtotalCents, discountCents, deliveryFeeCents, totalCents: subtotalCents - discountCents + deliveryFeeCents, units: draft.lines.reduce((sum, line) => sum + line.quantity, 0) };
}

/** A delivery sale can be charged once its address is quoted. */
export const deliveryReady = (draft: Pick<PosDraft, 'orderType' | 'deliveryFeeCents'>) => draft.orderType !== 'delivery' || draft.deliveryFeeCents !== null;

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The request for POST /pos/sales. `soldOfflineAt` marks a sale made without a connection: its lines then carry the
 * unit price charged, which the server keeps (the stated price rule).
 */
export function posSaleRequest(
  draft: PosDraft,
  sale: { registerSessionId: number; tenders: Tender[]; allowPartial: boolean; expectedTotalCents: number; soldOfflineAt: Date | null },
): PosSaleInput {
  const { name, phone, cpf } = draft.customer;
  const hasCustomer = [name, phone, cpf].some((value) => value.trim() !== '');
  return {
    register_session_id: sale.registerSessionId,
    order_type: draft.orderType,
    table: draft.orderType === 'dine_in' ? blankToNull(draft.table) : null,
    items: draft.lines.map((line) => ({
      product_id: line.id,
      quantity: line.quantity,
      selected_options: line.selectedOptions,
      notes: blankToNull(line.notes),
      charged_unit_price_cents: sale.soldOfflineAt ? line.price : null,
    })),
    customer: hasCustomer ? { name: blankToNull(name), phone: blankToNull(phone), cpf: blankToNull(cpf), user_id: draft.customer.userId ?? null } : null,
    address: draft.orderType === 'delivery' ? { ...draft.address, complement: blankToNull(draft.address.complement) } : null,
    discount: draft.discount,
    manager_pin: draft.managerPin,
    tenders: sale.tenders,
    allow_partial: sale.allowPartial,
    notes: blankToNull(draft.notes),
    expected_total_cents: sale.expectedTotalCents,
    sold_offline_at: sale.soldOfflineAt,
  } as PosSaleInput;
}
