export const CUSTOMER_SORT_OPTIONS = [
  { value: '-last_order', label: 'Pedido mais recente' },
  { value: '-total_spent', label: 'Maior gasto' },
  { value: '-orders', label: 'Mais pedidos' },
  { value: 'name', label: 'Nome (A–Z)' },
] as const;

export type CustomerListParams = { search: string; sort: string; page: number };

export function paramsFromSearch(search: URLSearchParams): CustomerListParams {
  const sort = search.get('sort') ?? '';
  const page = Number(search.get('page'));
  return {
    search: search.get('search') ?? '',
    sort: CUSTOMER_SORT_OPTIONS.some((o) => o.value === sort) ? sort : '-last_order',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function searchFromParams(params: CustomerListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.search) out.set('search', params.search);
  if (params.sort !== '-last_order') out.set('sort', params.sort);
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}
