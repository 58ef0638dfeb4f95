import { useEffect, useMemo, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, Link, Stack, Typography } from '@comanda/shared/ui/mui';
import { type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ADMIN_USER_SORTS, ADMIN_USER_STATUS_LABELS, ADMIN_USER_STATUSES, ROLE_LABELS, ROLES, type AdminUserListItem, type AdminUserSort, type AdminUserStatus, type Role } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';
import { PageHeader } from '../../../common/components/page-header';
import { formatDate, formatDateTime, formatPhone } from '../../../common/lib/format';
import { useAdminUsersQuery } from '../api/users-api';
import { storesLabel, UserStatusChip } from '../components/user-chips';
import { DEFAULT_USER_FILTERS, searchFromUsersFilters, USER_PAGE_SIZES, usersFiltersFromSearch, usersListParams, type UsersListFilters } from '../lib/users-list-params';
import { ListGrid } from '../../../common/components/list-grid';

const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
export const USERS_SEARCH_DEBOUNCE_MS = 400;

const COLUMNS: GridColDef<AdminUserListItem>[] = [
  {
    field: 'name',
    headerName: 'Nome',
    flex: 1.3,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Box sx={{ lineHeight: 1.3, py: 1, overflow: 'hidden' }}>
        <Link component={RouterLink} to={`/admin/users/${row.id}`} underline="hover" sx={{ fontWeight: 700, display: 'block' }} onClick={(e) => e.stopPropagation()}>
          {row.name}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap title={row.email}>
          {row.email}
        </Typography>
      </Box>
    ),
  },
  { field: 'phone', headerName: 'Telefone', width: 140, sortable: false, valueFormatter: (value: string | null) => formatPhone(value) },
  { field: 'role', headerName: 'Perfil', width: 170, sortable: false, valueGetter: (_v, row) => row.role_label },
  { field: 'stores', headerName: 'Lojas', flex: 1, minWidth: 160, sortable: false, valueGetter: (_v, row) => storesLabel(row) },
  { field: 'status', headerName: 'Situação', width: 110, sortable: false, renderCell: ({ row }) => <UserStatusChip status={row.status} /> },
  { field: 'last_login_at', headerName: 'Último acesso', width: 150, valueFormatter: (value: string | null) => formatDateTime(value, 'Nunca') },
  { field: 'created_at', headerName: 'Criado em', width: 110, valueFormatter: (value: string) => formatDate(value) },
];

/** /admin/users: every account, searched, filtered, sorted and paged by the server. */
export function UsersListPage() {
  const navigate = useNavigate();
  const [urlParams, setUrlParams] = useSearchParams();
  const filters = useMemo(() => usersFiltersFromSearch(urlParams), [urlParams]);
  const [typed, setTyped] = useState(filters.search);
  const { data, error, isFetching } = useAdminUsersQuery(usersListParams(filters));
  const apply = (next: UsersListFilters, replace = false) => setUrlParams(searchFromUsersFilters(next), { replace });

  useEffect(() => setTyped((t) => (t.trim() === filters.search ? t : filters.search)), [filters.search]);
  useEffect(() => {
    if (typed.trim() === filters.search) return;
    const timer = setTimeout(() => setUrlParams(searchFromUsersFilters({ ...filters, search: typed, page: 1 }), { replace: true }), USERS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters, setUrlParams]);

  const pagination: GridPaginationModel = { page: filters.page - 1, pageSize: filters.per_page };
  const sortModel: GridSortModel = [{ field: filters.sort, sort: filters.direction }];
  const filtered = Boolean(filters.search || filters.role || filters.status || typed.trim());

  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title="Usuários" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Todas as contas da plataforma: clientes, equipes das lojas e administradores. Abra uma conta para mudar o perfil, desativá-la ou enviar a redefinição de
        senha.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} role="search" aria-label="Filtros de usuários">
        <TextField label="Buscar" placeholder="Nome, e-mail ou telefone" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ flexGrow: 1 }} />
        <TextField select label="Perfil" value={filters.role} onChange={(e) => apply({ ...filters, search: typed, role: e.target.value as Role | '', page: 1 })} slotProps={SHOW_ALL} sx={{ minWidth: 220 }}>
          <MenuItem value="">Todos</MenuItem>
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Situação" value={filters.status} onChange={(e) => apply({ ...filters, search: typed, status: e.target.value as AdminUserStatus | '', page: 1 })} slotProps={SHOW_ALL} sx={{ minWidth: 150 }}>
          <MenuItem value="">Todas</MenuItem>
          {ADMIN_USER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {ADMIN_USER_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        {filtered ? (
          <Button
            onClick={() => {
              setTyped('');
              apply({ ...DEFAULT_USER_FILTERS, per_page: filters.per_page });
            }}
            sx={{ alignSelf: { md: 'center' }, whiteSpace: 'nowrap' }}
          >
            Limpar filtros
          </Button>
        ) : null}
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {toApiError(error, 'Não foi possível carregar os usuários.').message}
        </Alert>
      ) : null}
      <ListGrid
        aria-label="Usuários"
        rows={data?.data ?? []}
        columns={COLUMNS}
        rowCount={data?.meta.total ?? 0}
        loading={isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={pagination}
        onPaginationModelChange={(model) => apply({ ...filters, search: typed, page: model.pageSize === filters.per_page ? model.page + 1 : 1, per_page: model.pageSize })}
        pageSizeOptions={[...USER_PAGE_SIZES]}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0];
          const sort = first && (ADMIN_USER_SORTS as readonly string[]).includes(first.field) ? (first.field as AdminUserSort) : DEFAULT_USER_FILTERS.sort;
          apply({ ...filters, search: typed, sort, direction: first?.sort === 'asc' ? 'asc' : 'desc', page: 1 });
        }}
        onOpen={(row) => navigate(`/admin/users/${row.id}`)}
        emptyText={filtered ? 'Nenhum usuário com estes filtros.' : 'Nenhum usuário.'}
      />
    </Box>
  );
}
