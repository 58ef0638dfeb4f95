import { object, string } from 'yup';
import { isCalendarDate } from '@comanda/shared/domain';

export const LIST_QUERY_MESSAGES = {
  dateInvalid: 'Data inválida. Use o formato AAAA-MM-DD.',
  storeInvalid: 'Loja inválida.',
} as const;

/** A query value read as text; a repeated parameter (an array) is treated as absent. */
const text = () => string().trim().optional();
const day = () => text().test('date', LIST_QUERY_MESSAGES.dateInvalid, (value) => !value || isCalendarDate(value));

/** Paging stays lenient: a malformed page or per_page reads as the default (orders.queries.ts). */
const paging = { page: text(), per_page: text() };

/** GET /api/stores/{id}/orders (OrderListQuery in shared/domain/orders/wire.ts). */
export const storeOrdersQuerySchema = object({
  ...paging,
  status: text(),
  order_type: text(),
  date_from: day(),
  date_to: day(),
  changed_on: day(),
  search: text(),
  branch_id: text(),
});

/** A store id; refused rather than ignored when malformed (it would silently list every store's orders). */
const storeId = () => text().test('store', LIST_QUERY_MESSAGES.storeInvalid, (value) => !value || (/^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647));

/** GET /api/customer/orders (CustomerOrderListQuery in shared/domain/orders/wire.ts). */
export const customerOrdersQuerySchema = object({
  ...paging,
  scope: text(),
  status: text(),
  store_id: storeId(),
  date_from: day(),
  date_to: day(),
});
