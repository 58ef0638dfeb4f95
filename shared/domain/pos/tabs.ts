/**
 * Table tabs (comandas, issue 11). A tab is a POS sale of type dine_in that is still open: it is opened like any POS
 * sale (POST /pos/sales with `allow_partial` and no tenders, for a table or a numbered card) and then runs up rounds
 * over the evening, each sent to the kitchen as its own ticket. Items move between tabs, tabs merge, the store's
 * service charge is on or off per tab, the customer asks for the bill, and the tab is paid in parts (each part with
 * any method, POST /pos/sales/{id}/payments); fully paid, it closes and its table is free again.
 */
import { array, boolean, number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { ORDER_LIMITS, ORDER_MESSAGES } from '../orders/order-request-schema';
import { DEFAULT_SERVICE_CHARGE_PERCENT, MAX_SERVICE_CHARGE_PERCENT, serviceChargeCents } from './bill-split';
import { posSaleItemSchema, type PosSaleView } from './sale';

export const TAB_MESSAGES = {
  tableBusy: (table: string) => `A mesa ${table} já tem uma comanda aberta: adicione uma rodada a ela.`,
  tabClosed: 'Esta comanda já foi fechada.',
  notATab: 'Esta venda não é uma comanda de mesa.',
  targetRequired: 'Escolha a comanda de destino.',
  sameTab: 'Escolha outra comanda.',
  itemsRequired: 'Escolha ao menos um item.',
  itemUnknown: 'Este item não está nesta comanda.',
  quantityTooHigh: 'Quantidade maior que a do item.',
  /** A transfer (or the service charge turned off) would leave the tab owing less than it was already paid. */
  belowPaid: (paid: string) => `Esta comanda já recebeu ${paid}: o total dela não pode ficar abaixo disso.`,
  noServiceCharge: 'A loja não cobra taxa de serviço (configure a porcentagem nas configurações).',
  /** The cancel reason of a tab left empty by a transfer, and of a tab merged into another (`number`: formatOrderNumber). */
  transferredTo: (number: string) => `Itens transferidos para a comanda ${number}`,
  mergedInto: (number: string) => `Comanda juntada à ${number}`,
} as const;

/** The store's tables when it has not set its own count (tables "1" to "12"). */
export const DEFAULT_TABLE_COUNT = 12;
export const MAX_TABLE_COUNT = 200;

/**
 * The store's tabs settings as stored in stores.settings (`posTableCount`, `serviceChargePercent`, edited on the
 * settings page): the defaults when missing or out of range; a percent of 0 means the store charges none.
 */
export function storeTabSettings(settings: unknown): { posTableCount: number; serviceChargePercent: number } {
  const raw = settings && typeof settings === 'object' ? (settings as Record<string, unknown>) : {};
  const count = raw.posTableCount;
  const percent = raw.serviceChargePercent;
  return {
    posTableCount: typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_TABLE_COUNT ? count : DEFAULT_TABLE_COUNT,
    serviceChargePercent: typeof percent === 'number' && Number.isFinite(percent) && percent >= 0 && percent <= MAX_SERVICE_CHARGE_PERCENT ? percent : DEFAULT_SERVICE_CHARGE_PERCENT,
  };
}

/**
 * A dine-in sale's (a tab's) service charge: `percent` of the items after the discount, rounded to the centavo;
 * 0 without one (null or 0). The sale's total is items − discount + service charge.
 */
export function tabServiceChargeCents(subtotalCents: number, discountCents: number, percent: number | null): number {
  return percent ? serviceChargeCents(Math.max(0, subtotalCents - discountCents), percent) : 0;
}

/** POST /pos/tabs/{orderId}/rounds (header Idempotency-Key): items sent to the kitchen as the tab's next round. */
export const tabRoundSchema = object({
  items: array(posSaleItemSchema).typeError(ORDER_MESSAGES.itemsRequired).required(ORDER_MESSAGES.itemsRequired).min(1, ORDER_MESSAGES.itemsRequired).max(ORDER_LIMITS.maxItems, ORDER_MESSAGES.itemsTooMany),
  /** The tab's total the screen showed with this round: refused (422 with the new total) when prices changed. */
  expected_total_cents: number().integer().min(0).nullable().optional(),
});
export type TabRoundInput = InferType<typeof tabRoundSchema>;

/** POST /pos/tabs/{orderId}/transfer: lines (or part of a line's quantity) to another open tab. */
export const tabTransferSchema = object({
  to_order_id: number().typeError(TAB_MESSAGES.targetRequired).required(TAB_MESSAGES.targetRequired).integer().positive(TAB_MESSAGES.targetRequired),
  items: array(
    object({
      item_id: number().typeError(TAB_MESSAGES.itemUnknown).required(TAB_MESSAGES.itemUnknown).integer().positive(TAB_MESSAGES.itemUnknown),
      quantity: number().typeError(ORDER_MESSAGES.quantityInvalid).required(ORDER_MESSAGES.quantityInvalid).integer().min(1, ORDER_MESSAGES.quantityInvalid),
    }),
  )
    .required(TAB_MESSAGES.itemsRequired)
    .min(1, TAB_MESSAGES.itemsRequired),
});
export type TabTransferInput = InferType<typeof tabTransferSchema>;

/** POST /pos/tabs/{orderId}/merge: every item of this tab goes to `into_order_id`, and this tab closes. */
export const tabMergeSchema = object({
  into_order_id: number().typeError(TAB_MESSAGES.targetRequired).required(TAB_MESSAGES.targetRequired).integer().positive(TAB_MESSAGES.targetRequired),
});

/** POST /pos/tabs/{orderId}/service-charge: the store's service charge on or off for this tab. */
export const tabServiceChargeSchema = object({ enabled: boolean().required() });

/** POST /pos/tabs/{orderId}/bill: the table asked for the bill (or not any more). */
export const tabBillSchema = object({ requested: boolean().required() });

export const tabLabelSchema = string().trim().required().max(ORDER_LIMITS.maxTable);

/** An open tab as the tables screen reads it: the sale with its items by round, plus what the tables map needs. */
export type TabItemView = PosSaleView['items'][number] & { id: number; round: number };
export type TabView = Omit<PosSaleView, 'items'> & {
  items: TabItemView[];
  rounds: number;
  /** Still open (false once paid in full, merged or emptied by a transfer: a closed tab is read for a reprint). */
  tab_open: boolean;
  bill_requested_at: string | null;
  /** The store's percent when the service charge is on for this tab, else null. */
  service_charge_percent: number | null;
};

/** POST /pos/tabs/{orderId}/rounds → 201 (200 replayed) { data: TabRoundView }: the tab and the number of the round just sent. */
export type TabRoundView = TabView & { round: number };

/** POST /pos/tabs/{orderId}/transfer → { data: TabTransferResult }: both tabs after the move (`from` closed when left empty). */
export type TabTransferResult = { from: TabView; to: TabView };

/** GET /pos/tabs: the store's tables and its open tabs (tabs on a numbered card have a label outside the tables). */
export type TabsOverview = { tables: string[]; service_charge_percent: number; tabs: TabView[] };

export type TableState = 'free' | 'occupied' | 'bill';
export const TABLE_STATE_LABELS: Record<TableState, string> = { free: 'Livre', occupied: 'Ocupada', bill: 'Aguardando conta' };

/** The tables "1" … "count". */
export function tableLabels(count: number): string[] {
  const n = Number.isInteger(count) && count > 0 ? Math.min(count, MAX_TABLE_COUNT) : DEFAULT_TABLE_COUNT;
  return Array.from({ length: n }, (_, i) => String(i + 1));
}

const sameLabel = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/** Each table with its state and open tab, then the open tabs on cards (labels that are not tables). */
export function tablesMap(tables: readonly string[], tabs: readonly TabView[]): { label: string; state: TableState; tab: TabView | null }[] {
  const stateOf = (tab: TabView | null): TableState => (!tab ? 'free' : tab.bill_requested_at ? 'bill' : 'occupied');
  const onTables = tables.map((label) => {
    const tab = tabs.find((t) => sameLabel(t.table, label)) ?? null;
    return { label, state: stateOf(tab), tab };
  });
  const onCards = tabs.filter((t) => !tables.some((label) => sameLabel(t.table, label))).map((tab) => ({ label: tab.table ?? '', state: stateOf(tab), tab }));
  return [...onTables, ...onCards];
}
