import { useState } from 'react';
import { Grid } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Typography } from '@comanda/shared/ui/mui';
import { DELIVERY_STATS_LABELS as L, formatMinutes, formatShare, storeDate, type StageMinutes } from '@comanda/shared/domain';
import { toApiError, useActiveStoreId } from '@comanda/shared/state';
import { KpiCard, TitledCard } from '@comanda/shared/ui';
import { useDeliveryStatsQuery } from '../api/delivery-stats-api';
import { DriverTimeChart } from '../components/driver-time-chart';
import { DriversTable } from '../components/drivers-table';
import { PerDayChart } from '../components/per-day-chart';
import { PeriodFilter } from '../components/period-filter';
import { ZonesTable } from '../components/zones-table';
import { periodText, type StatsPeriodChoice } from '../lib/period';

const stageDetail = (stage: StageMinutes) => `${L.average} ${formatMinutes(stage.avg)} · ${L.p90} ${formatMinutes(stage.p90)}`;
const entregas = (n: number) => (n === 1 ? '1 entrega' : `${n} entregas`);

/** /store/delivery/stats: how long each stage of the deliveries took, how many were late, per day, driver and zone. */
export function DeliveryStatsPage() {
  const storeId = useActiveStoreId();
  const [choice, setChoice] = useState<StatsPeriodChoice>(() => {
    const today = storeDate(new Date());
    return { preset: '7d', custom: { from: today, to: today } };
  });
  const args = choice.preset === 'custom' ? { period: choice.preset, ...choice.custom } : { period: choice.preset };
  const { data, error, isLoading, isFetching, refetch } = useDeliveryStatsQuery({ storeId: storeId ?? 0, ...args }, { skip: storeId === null });

  const header = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Typography id="page-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
        {L.title}
      </Typography>
      <PeriodFilter value={choice} onChange={setChoice} />
    </Box>
  );

  if (storeId === null) return <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert>;
  if (isLoading)
    return (
      <>
        {header}
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando as estatísticas" />
        </Box>
      </>
    );
  if (error || !data)
    return (
      <>
        {header}
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Tentar novamente</Button>}>
          {toApiError(error, 'Não foi possível carregar as estatísticas de entrega.').message}
        </Alert>
      </>
    );

  const { totals } = data;
  return (
    <Box component="section" aria-labelledby="page-title" aria-busy={isFetching}>
      {header}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {periodText(data.period)}
      </Typography>
      {totals.delivered === 0 ? (
        <Alert severity="info">{L.empty}</Alert>
      ) : (
        <>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <KpiCard label={L.delivered} value={String(totals.delivered)} detail={`${L.placedToDelivered}: ${formatMinutes(totals.placed_to_delivered.median)} (mediana)`} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <KpiCard label={L.acceptedToOut} value={formatMinutes(totals.accepted_to_out.median)} detail={stageDetail(totals.accepted_to_out)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <KpiCard label={L.outToDelivered} value={formatMinutes(totals.out_to_delivered.median)} detail={stageDetail(totals.out_to_delivered)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <KpiCard label={L.late} value={formatShare(totals.late_share)} detail={`${totals.late} de ${entregas(totals.delivered)}`} />
            </Grid>
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <TitledCard title={L.perDay}>
                <PerDayChart days={data.per_day} />
              </TitledCard>
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <TitledCard title={L.timePerDriver}>
                <DriverTimeChart drivers={data.per_driver} />
              </TitledCard>
            </Grid>
            <Grid size={12}>
              <TitledCard title={L.perDriver}>
                <DriversTable drivers={data.per_driver} />
              </TitledCard>
            </Grid>
            <Grid size={12}>
              <TitledCard title={L.perZone}>
                <ZonesTable zones={data.per_zone} />
              </TitledCard>
            </Grid>
          </Grid>
        </>
      )}
    </Box>
  );
}
