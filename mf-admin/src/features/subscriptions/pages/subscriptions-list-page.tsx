import { useEffect, useMemo, useRef, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, Link, Stack, Typography } from '@comanda/shared/ui/mui';
import { type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { formatReais, SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES, type AdminSubscription } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';
import { useAdminPlansQuery } from '../../../common/api/plans-api';
import { PageHeader } from '../../../common/components/page-header';
import { formatDate } from '../../../common/lib/format';
import { useAdminSubscriptionsQuery, type SubscriptionsQuery } from '../api/subscriptions-api';
import { SubscriptionStatusChips } from '../components/subscription-status-chips';
import { coveredUntil, cycleLabel } from '../lib/subscription-format';
import { ListGrid } from '../../../common/components/list-grid';

const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
export const SUBSCRIPTIONS_SEARCH_DEBOUNCE_MS = 400;

const COLUMNS: GridColDef<AdminSubscription>[] = [
  {
    field: 'store',
    headerName: 'Loja',
    flex: 1.4,
    minWidth: 180,
    valueGetter: (_v, row) => row.store.name,
    renderCell: ({ row }) => (
      <Box sx={{ lineHeight: 1.3, py: 1, overflow: 'hidden' }}>
        <Link component={RouterLink} to={`/admin/subscriptions/${row.id}`} underline="hover" sx={{ fontWeight: 700, display: 'block' }} onClick={(e) => e.stopPropagation()}>
          {row.store.name}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap>
          {row.store.slug}
        </Typography>
      </Box>
    ),
  },
  { field: 'plan', headerName: 'Plano', flex: 0.8, minWidth: 110, valueGetter: (_v, row) => row.plan.name },
  { field: 'billing_cycle', headerName: 'Ciclo', width: 90, valueGetter: (_v, row) => cycleLabel(row.billing_cycle) },
  { field: 'price', headerName: 'Valor', type: 'number', width: 120, valueFormatter: (value: number) => formatReais(value) },
  { field: 'status', headerName: 'Status', width: 170, renderCell: ({ row }) => <Box sx={{ py: 1 }}><SubscriptionStatusChips status={row.status} standing={row.standing} /></Box> },
  { field: 'covered', headerName: 'Vigência', flex: 1, minWidth: 150, valueGetter: (_v, row) => coveredUntil(row) },
  { field: 'credit', headerName: 'Crédito', type: 'number', width: 110, valueFormatter: (value: number) => (value > 0 ? formatReais(value) : '—') },
  { field: 'created_at', headerName: 'Desde', width: 110, valueFormatter: (value: string) => formatDate(value) },
];

/** /admin/subscriptions: every store's subscription (the newest first), with search and filters kept in the URL. */
export function SubscriptionsListPage() {
  const navigate = useNavigate();
  const [urlParams, setUrlParams] = useSearchParams();
  const q = urlParams.get('q') ?? '';
  const status = urlParams.get('status') ?? '';
  const plan = urlParams.get('plan') ?? '';
  const [typed, setTyped] = useState(q);
  const plans = useAdminPlansQuery().data ?? [];
  const query = useMemo<SubscriptionsQuery>(() => Object.fromEntries(Object.entries({ q, status, plan }).filter(([, value]) => value.trim() !== '')), [q, status, plan]);
  const { data, error, isFetching } = useAdminSubscriptionsQuery(query);

  const setFilter = (patch: Partial<Record<'q' | 'status' | 'plan', string>>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries({ q: typed, status, plan, ...patch })) if (value.trim()) next.set(key, value.trim());
    setUrlParams(next, { replace: 'q' in patch });
  };
  // The debounce effect calls the latest setFilter (it reads the current filters).
  const setFilterRef = useRef(setFilter);
  setFilterRef.current = setFilter;

  useEffect(() => setTyped((t) => (t.trim() === q ? t : q)), [q]);
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => setFilterRef.current({ q: typed }), SUBSCRIPTIONS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, setFilterRef]);

  const filtered = Boolean(q || status || plan || typed.trim());
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title="Assinaturas" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Toda loja tem uma assinatura: começa em teste e passa a ser cobrada por fatura. Abra uma assinatura para mudar o plano, cadastrar os dados de cobrança,
        emitir faturas ou cancelar.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} role="search" aria-label="Filtros de assinaturas">
        <TextField label="Buscar loja" placeholder="Nome ou slug da loja" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ flexGrow: 1 }} />
        <TextField select label="Status" value={status} onChange={(e) => setFilter({ status: e.target.value })} slotProps={SHOW_ALL} sx={{ minWidth: 170 }}>
          <MenuItem value="">Todos</MenuItem>
          {SUBSCRIPTION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {SUBSCRIPTION_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Plano" value={plan} onChange={(e) => setFilter({ plan: e.target.value })} slotProps={SHOW_ALL} sx={{ minWidth: 170 }}>
          <MenuItem value="">Todos</MenuItem>
          {plans.map((p) => (
            <MenuItem key={p.slug} value={p.slug}>
              {p.is_retired ? `${p.name} (aposentado)` : p.name}
            </MenuItem>
          ))}
        </TextField>
        {filtered ? (
          <Button
            onClick={() => {
              setTyped('');
              setUrlParams(new URLSearchParams());
            }}
            sx={{ alignSelf: { md: 'center' }, whiteSpace: 'nowrap' }}
          >
            Limpar filtros
          </Button>
        ) : null}
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {toApiError(error, 'Não foi possível carregar as assinaturas.').message}
        </Alert>
      ) : null}
      <ListGrid
        aria-label="Assinaturas"
        rows={data ?? []}
        columns={COLUMNS}
        loading={isFetching}
        initialState={{ pagination: { paginationModel: { pageSize: 20, page: 0 } } }}
        pageSizeOptions={[20, 50, 100]}
        onOpen={(row) => navigate(`/admin/subscriptions/${row.id}`)}
        emptyText={filtered ? 'Nenhuma assinatura com estes filtros.' : 'Nenhuma assinatura.'}
      />
    </Box>
  );
}
