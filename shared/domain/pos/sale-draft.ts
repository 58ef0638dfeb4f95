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

export type PosCustomer = { name: string; phone: string; cpf: string };

export type PosDraft = {
  lines: PosLine[];
  orderType: OrderType;
  table: string;
  customer: PosCustomer;
  discount: PosDiscount | null;
  /** A manager's PIN typed to approve an attendant's discount (sent with the sale, never stored on the station). */
  managerPin: string | null;
  notes: string;
};

export const EMPTY_CUSTOMER: PosCustomer = { name: '', phone: '', cpf: '' };

export function emptyDraft(orderType: OrderType = 'pickup'): PosDraft {
  return { lines: [], orderType, table: '', customer: EMPTY_CUSTOMER, discount: null, managerPin: null, notes: '' };
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

export type PosDraftTotals = { subtotalCents: number; discountCents: number; totalCents: number; units: number };

/** What the screen shows; the server computes the same from its own prices (a delivery fee is added by the server's quote). */
export function draftTotals(draft: Pick<PosDraft, 'lines' | 'discount'>): PosDraftTotals {
  const subtotalCents = draft.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const discountCents = posDiscountCents(subtotalCents, draft.discount);
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents, units: draft.lines.reduce((sum, line) => sum + line.quantity, 0) };
}

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
    customer: hasCustomer ? { name: blankToNull(name), phone: blankToNull(phone), cpf: blankToNull(cpf) } : null,
    discount: draft.discount,
    manager_pin: draft.managerPin,
    tenders: sale.tenders,
    allow_partial: sale.allowPartial,
    notes: blankToNull(draft.notes),
    expected_total_cents: sale.expectedTotalCents,
    sold_offline_at: sale.soldOfflineAt,
  } as PosSaleInput;
}
