import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Chip, CircularProgress, Link, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { CHURN_RISK_DAYS, formatReais, PLATFORM_DASHBOARD_DAYS, SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES, type PlatformDashboard } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';
import { KpiCard } from '@comanda/shared/ui';
import { PageHeader } from '../../../common/components/page-header';
import { formatDate, formatInteger } from '../../../common/lib/format';
import { STANDING_COLORS, STANDING_LABELS, STATUS_COLORS } from '../../../common/lib/subscription-status';
import { usePlatformDashboardQuery } from '../api/dashboard-api';
import { NewestStores } from '../components/newest-stores';
import { GmvChart, OrdersChart } from '../components/platform-charts';
import { SectionCard } from '../../../common/components/section-card';

function StoresByStatus({ stores }: { stores: PlatformDashboard['stores'] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Lojas por status da assinatura">
        {SUBSCRIPTION_STATUSES.map((status) => (
          <Chip key={status} component={RouterLink} to={`/admin/stores?status=${status}`} clickable color={STATUS_COLORS[status]} variant="outlined" label={`${SUBSCRIPTION_STATUS_LABELS[status]}: ${formatInteger(stores.by_status[status])}`} />
        ))}
        <Chip component={RouterLink} to="/admin/stores?status=unpublished" clickable variant="outlined" label={`Não publicadas: ${formatInteger(stores.unpublished)}`} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Lojas pela situação da assinatura">
        {(['ok', 'grace', 'locked', 'suspended'] as const).map((standing) => (
          <Chip key={standing} size="small" color={STANDING_COLORS[standing]} label={`${STANDING_LABELS[standing]}: ${formatInteger(stores.by_standing[standing])}`} />
        ))}
      </Box>
    </Box>
  );
}

function ChurnRisk({ stores }: { stores: PlatformDashboard['churn_risk'] }) {
  if (stores.length === 0) return <Typography color="text.secondary">Nenhuma loja publicada está sem pedidos.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Lojas em risco">
        <TableHead>
          <TableRow>
            <TableCell>Loja</TableCell>
            <TableCell>Plano</TableCell>
            <TableCell>Último pedido</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stores.map((store) => (
            <TableRow key={store.id}>
              <TableCell>
                <Link component={RouterLink} to={`/admin/stores/${store.id}`} underline="hover" sx={{ fontWeight: 700 }}>
                  {store.name}
                </Link>
              </TableCell>
              <TableCell>{store.plan ?? '—'}</TableCell>
              <TableCell>{formatDate(store.last_order_at, 'Nunca')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /admin/dashboard: the platform at a glance over the last 30 days. */
export function PlatformDashboardPage() {
  const { data, error, isLoading } = usePlatformDashboardQuery(undefined, { refetchOnMountOrArgChange: 60 });
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title="Painel da plataforma" />
      {isLoading ? <CircularProgress aria-label="Carregando painel" /> : null}
      {error ? <Alert severity="error">{toApiError(error, 'Não foi possível carregar o painel.').message}</Alert> : null}
      {data ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography color="text.secondary">Últimos {PLATFORM_DASHBOARD_DAYS} dias, em todas as lojas.</Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
            <KpiCard label="Lojas" value={formatInteger(data.stores.total)} detail={`${formatInteger(data.stores.by_status.active)} ativas, ${formatInteger(data.stores.by_status.trialing)} em teste`} />
            <KpiCard label="Pedidos" value={formatInteger(data.totals.orders)} />
            <KpiCard label="Vendas (GMV)" value={formatReais(data.totals.gmv)} />
            <KpiCard label="Novas lojas" value={formatInteger(data.totals.new_stores)} />
            <KpiCard label="Cancelamentos" value={formatInteger(data.totals.cancellations)} />
          </Box>
          <SectionCard title="Lojas por status">
            <StoresByStatus stores={data.stores} />
          </SectionCard>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <SectionCard title="Vendas por dia">
              <GmvChart days={data.per_day} />
            </SectionCard>
            <SectionCard title="Pedidos por dia">
              <OrdersChart days={data.per_day} />
            </SectionCard>
          </Box>
          <SectionCard title="Lojas em risco" description={`Lojas publicadas sem nenhum pedido nos últimos ${CHURN_RISK_DAYS} dias.`}>
            <ChurnRisk stores={data.churn_risk} />
          </SectionCard>
          <SectionCard title="Lojas novas" description="As últimas lojas cadastradas: publicaram a vitrine? Já vendem?">
            <NewestStores stores={data.newest_stores} />
          </SectionCard>
        </Box>
      ) : null}
    </Box>
  );
}
