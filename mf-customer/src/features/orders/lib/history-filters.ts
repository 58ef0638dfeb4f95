import type { CustomerOrderListQuery } from '@comanda/shared/domain';

/** The history's filters as the page keeps them in its address (shareable, survives a reload). */
export type HistoryFilters = { status: HistoryStatus; store: string; from: string; to: string; page: number };

export const HISTORY_STATUS_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'open', label: 'Em andamento' },
  { value: 'completed', label: 'Concluídos' },
  { value: 'cancelled', label: 'Cancelados' },
] as const;

export type HistoryStatus = (typeof HISTORY_STATUS_OPTIONS)[number]['value'];

const isHistoryStatus = (value: string): value is HistoryStatus => HISTORY_STATUS_OPTIONS.some((option) => option.value === value);

export function filtersFromSearch(search: URLSearchParams): HistoryFilters {
  const status = search.get('status') ?? '';
  const page = Number(search.get('page'));
  return {
    status: isHistoryStatus(status) ? status : '',
    store: search.get('loja') ?? '',
    from: search.get('de') ?? '',
    to: search.get('ate') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function searchFromFilters(filters: HistoryFilters): URLSearchParams {
  const entries: Array<[string, string]> = [
    ['status', filters.status],
    ['loja', filters.store],
    ['de', filters.from],
    ['ate', filters.to],
    ['page', filters.page > 1 ? String(filters.page) : ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** What GET /api/customer/orders is asked for these filters. */
export function historyQuery(filters: HistoryFilters): CustomerOrderListQuery {
  return {
    page: filters.page,
    ...(filters.status === 'open' ? { scope: 'active' as const } : {}),
    ...(filters.status === 'completed' || filters.status === 'cancelled' ? { status: filters.status } : {}),
    ...(filters.store ? { store_id: Number(filters.store) } : {}),
    ...(filters.from ? { date_from: filters.from } : {}),
    ...(filters.to ? { date_to: filters.to } : {}),
  };
}
