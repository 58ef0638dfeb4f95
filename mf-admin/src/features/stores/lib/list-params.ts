import { ADMIN_STORE_STATUS_FILTERS, type AdminStoreStatusFilter } from '@comanda/shared/domain';

/** The stores list's filters and page, kept in the URL (?q=…&business_type=…&city=…&plan=…&status=…&page=2&per_page=50). */
export type StoresListFilters = {
  q: string;
  business_type: string;
  city: string;
  plan: string;
  status: AdminStoreStatusFilter | '';
  page: number;
  per_page: number;
};

const FILTER_KEYS = ['q', 'business_type', 'city', 'plan', 'status'] as const;

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 20;

export const EMPTY_FILTERS: StoresListFilters = { q: '', business_type: '', city: '', plan: '', status: '', page: 1, per_page: DEFAULT_PER_PAGE };

const isStatus = (value: string | null): value is AdminStoreStatusFilter => (ADMIN_STORE_STATUS_FILTERS as readonly string[]).includes(value ?? '');

export function filtersFromSearch(params: URLSearchParams): StoresListFilters {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  const status = params.get('status');
  const text = (key: string) => (params.get(key) ?? '').trim().slice(0, 100);
  return {
    q: text('q'),
    business_type: text('business_type'),
    city: text('city'),
    plan: text('plan'),
    status: isStatus(status) ? status : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    per_page: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

export function searchFromFilters(filters: StoresListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.per_page !== DEFAULT_PER_PAGE) params.set('per_page', String(filters.per_page));
  return params;
}

/** Any filter change goes back to the first page. */
export function changeFilters(filters: StoresListFilters, patch: Partial<Omit<StoresListFilters, 'page' | 'per_page'>>): StoresListFilters {
  return { ...filters, ...patch, page: 1 };
}

export function hasActiveFilters(filters: StoresListFilters): boolean {
  return Boolean(filters.q.trim() || filters.business_type || filters.city.trim() || filters.plan || filters.status);
}

/** The query string GET /api/admin/stores takes (adminStoresQuerySchema): blank filters are left out. */
export type StoresListParams = Partial<Record<(typeof FILTER_KEYS)[number], string>> & { page: number; per_page: number };

export function listParams(filters: StoresListFilters): StoresListParams {
  const params: StoresListParams = { page: filters.page, per_page: filters.per_page };
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params[key] = value;
  }
  return params;
}

/** What a store's page is handed to bring the user back to the list as it was (filters and page). */
export type FromStoresList = { listSearch: string };
