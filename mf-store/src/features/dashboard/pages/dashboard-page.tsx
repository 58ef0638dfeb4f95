import { useState } from 'react';
import { Grid } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_TYPE_LABELS, formatReais, roleMay, storeDate } from '@comanda/shared/domain';
import { toApiError, useActiveStoreId, useAuth } from '@comanda/shared/state';
import { useLiveOrders } from '../../../realtime/use-live-orders';
import { TitledCard } from '@comanda/shared/ui';
import { useStoreDashboardQuery } from '../api/dashboard-api';
import { ComparedKpiCard } from '../components/compared-kpi-card';
import { HourHeatmap } from '../components/hour-heatmap';
import { OnboardingChecklist } from '../components/onboarding-checklist';
import { PeriodSelector } from '../components/period-selector';
import { RevenueChart } from '../components/revenue-chart';
import { SplitList } from '../components/split-list';
import { TopProductsChart } from '../components/top-products-chart';
import { periodLabel, periodOf, type PeriodChoice } from '../lib/period';

const CHANNEL_LABELS = { online: 'Online', pos: 'PDV' };
const pedidos = (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`);

/** /store/dashboard: the period's figures against the previous period, live as orders arrive. */
export function DashboardPage({ basePath = '/store' }: { basePath?: string }) {
  const storeId = useActiveStoreId();
  const { user } = useAuth();
  const [choice, setChoice] = useState<PeriodChoice>(() => {
    const today = storeDate(new Date());
    return { preset: 'today', custom: { from: today, to: today } };
  });
  const period = periodOf(choice);
  useLiveOrders(storeId);
  const { data, error, isLoading, isFetching, refetch } = useStoreDashboardQuery(storeId === null ? { storeId: 0, ...period } : { storeId, ...period }, { skip: storeId === null });

  if (storeId === null) return <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert>;

  // The setup checklist of a store not yet published: the main store's, for those who manage it.
  const setsUpStore = roleMay(user?.role, 'store.manage') && user?.branch_id == null && storeId === user?.store_id;
  const header = (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id="page-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Painel da loja
        </Typography>
        <PeriodSelector value={choice} period={period} onChange={setChoice} />
      </Box>
      {setsUpStore && <OnboardingChecklist storeId={storeId} basePath={basePath} />}
    </>
  );

  if (isLoading) return (<>{header}<Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label="Carregando o painel" /></Box></>);
  if (error || !data)
    return (
      <>
        {header}
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Tentar novamente</Button>}>
          {toApiError(error, 'Não foi possível carregar o painel.').message}
        </Alert>
      </>
    );

  const { current, previous } = data;
  const empty = current.orders === 0 && current.cancelled_orders === 0;
  const neverSold = empty && previous.orders === 0 && previous.cancelled_orders === 0;

  return (
    <Box aria-busy={isFetching}>
      {header}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {periodLabel(data.period)}, comparado com {periodLabel(data.previous_period)}
      </Typography>
      {neverSold && (
        <Alert severity="info" sx={{ mb: 2 }} action={<Button component={RouterLink} to={`${basePath}/products`} color="inherit" size="small">Cadastrar produtos</Button>}>
          Nenhum pedido neste período. Quando os pedidos chegarem, o faturamento, os horários de pico e os produtos mais vendidos aparecem aqui.
        </Alert>
      )}
      {empty && !neverSold && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Nenhum pedido neste período.
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <ComparedKpiCard label="Faturamento" value={formatReais(current.revenue)} current={current.revenue} previous={previous.revenue} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <ComparedKpiCard label="Pedidos" value={String(current.orders)} current={current.orders} previous={previous.orders} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <ComparedKpiCard label="Ticket médio" value={formatReais(current.average_ticket)} current={current.average_ticket} previous={previous.average_ticket} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <ComparedKpiCard
            label="Cancelamentos"
            value={pedidos(current.cancelled_orders)}
            detail={formatReais(current.cancelled_value)}
            current={current.cancelled_orders}
            previous={previous.cancelled_orders}
            lowerIsBetter
          />
        </Grid>
      </Grid>
      {!empty && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <TitledCard title="Faturamento por dia">
              <RevenueChart days={data.revenue_per_day} />
            </TitledCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <TitledCard title="Canais e tipos de pedido">
              <SplitList title="Por canal" rows={current.by_channel} labels={CHANNEL_LABELS} />
              <SplitList title="Por tipo de pedido" rows={current.by_order_type} labels={ORDER_TYPE_LABELS} />
            </TitledCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <TitledCard title="Pedidos por dia e hora">
              <HourHeatmap counts={data.orders_by_hour} />
            </TitledCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <TitledCard title="Clientes">
              <Typography>
                <strong>{current.new_customers}</strong> {current.new_customers === 1 ? 'cliente novo' : 'clientes novos'}
              </Typography>
              <Typography>
                <strong>{current.returning_customers}</strong> {current.returning_customers === 1 ? 'cliente que voltou' : 'clientes que voltaram'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Período anterior: {previous.new_customers} novos, {previous.returning_customers} que voltaram
              </Typography>
            </TitledCard>
          </Grid>
          <Grid size={12}>
            <TitledCard title="Produtos mais vendidos">
              <TopProductsChart products={data.top_products} />
            </TitledCard>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
