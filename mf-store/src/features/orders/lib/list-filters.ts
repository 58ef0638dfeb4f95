import { isOrderStatus, isOrderType, ORDER_STATUSES, type OrderListQuery, type OrderStatus, type OrderType } from '@comanda/shared/domain';

/** The list's filters, kept in the URL (?status=pending,ready&from=…&to=…&type=…&q=…&page=2). */
export type OrderListFilters = {
  /** Empty = 'Todos'. */
  statuses: OrderStatus[];
  dateFrom: string;
  dateTo: string;
  orderType: OrderType | '';
  search: string;
  page: number;
};

export const ORDERS_PER_PAGE = 20;

export const EMPTY_FILTERS: OrderListFilters = { statuses: [], dateFrom: '', dateTo: '', orderType: '', search: '', page: 1 };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromSearch(params: URLSearchParams): OrderListFilters {
  const statuses = (params.get('status') ?? '').split(',').filter(isOrderStatus);
  const type = params.get('type');
  const page = Number(params.get('page'));
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    statuses: ORDER_STATUSES.filter((status) => statuses.includes(status)),
    dateFrom: date('from'),
    dateTo: date('to'),
    orderType: isOrderType(type) ? type : '',
    search: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function searchFromFilters(filters: OrderListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.statuses.length > 0) params.set('status', filters.statuses.join(','));
  if (filters.dateFrom) params.set('from', filters.dateFrom);
  if (filters.dateTo) params.set('to', filters.dateTo);
  if (filters.orderType) params.set('type', filters.orderType);
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any filter change goes back to page 1. */
export function changeFilters(filters: OrderListFilters, patch: Partial<Omit<OrderListFilters, 'page'>>): OrderListFilters {
  return { ...filters, ...patch, page: 1 };
}

export function hasActiveFilters(filters: OrderListFilters): boolean {
  return filters.statuses.length > 0 || Boolean(filters.dateFrom || filters.dateTo || filters.orderType || filters.search);
}

export function listQuery(filters: OrderListFilters): OrderListQuery {
  return {
    page: filters.page,
    per_page: ORDERS_PER_PAGE,
    ...(filters.statuses.length > 0 ? { status: filters.statuses.join(',') } : {}),
    ...(filters.orderType ? { order_type: filters.orderType } : {}),
    ...(filters.dateFrom ? { date_from: filters.dateFrom } : {}),
    ...(filters.dateTo ? { date_to: filters.dateTo } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}
