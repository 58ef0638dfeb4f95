import { ADMIN_USER_SORTS, ADMIN_USER_STATUSES, isRole, type AdminUserSort, type AdminUserStatus, type Role } from '@comanda/shared/domain';

/** The users list's filters, sort and page, kept in the URL. */
export type UsersListFilters = {
  search: string;
  role: Role | '';
  status: AdminUserStatus | '';
  sort: AdminUserSort;
  direction: 'asc' | 'desc';
  page: number;
  per_page: number;
};

export const USER_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_USER_FILTERS: UsersListFilters = { search: '', role: '', status: '', sort: 'created_at', direction: 'desc', page: 1, per_page: 20 };

export function usersFiltersFromSearch(params: URLSearchParams): UsersListFilters {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  const role = params.get('role');
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, 120),
    role: isRole(role) ? role : '',
    status: (ADMIN_USER_STATUSES as readonly string[]).includes(status) ? (status as AdminUserStatus) : '',
    sort: (ADMIN_USER_SORTS as readonly string[]).includes(sort) ? (sort as AdminUserSort) : DEFAULT_USER_FILTERS.sort,
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    per_page: (USER_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_USER_FILTERS.per_page,
  };
}

/** The URL (defaults left out). */
export function searchFromUsersFilters(filters: UsersListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(usersListParams(filters))) {
    if (String(value) !== String(DEFAULT_USER_FILTERS[key as keyof UsersListFilters])) params.set(key, String(value));
  }
  return params;
}

/** GET /admin/users's query (adminUserListQuerySchema): blank filters left out. */
export type UsersListParams = { page: number; per_page: number; sort: AdminUserSort; direction: 'asc' | 'desc'; search?: string; role?: Role; status?: AdminUserStatus };

export function usersListParams(filters: UsersListFilters): UsersListParams {
  return {
    page: filters.page,
    per_page: filters.per_page,
    sort: filters.sort,
    direction: filters.direction,
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}
