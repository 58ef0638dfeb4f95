import { useMemo, useState } from 'react';
import { Alert, Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@comanda/shared/ui/mui';
import {
  DASHBOARD_PRESET_LABELS,
  POS_PAYMENT_METHOD_LABELS,
  differenceLabel,
  formatBRL,
  formatOrderDateTime,
  presetPeriod,
  reaisToCents,
  storeDate,
  type DashboardPreset,
} from '@comanda/shared/domain';
import { toApiError, useActiveStoreId } from '@comanda/shared/state';
import { PageSpinner } from '@comanda/shared/ui';
import { usePosReportQuery } from '../api/reports-api';
import { ReportTable } from './report-table';

type Preset = Exclude<DashboardPreset, 'custom'>;
const PRESETS: Preset[] = ['today', '7d', '30d', 'month'];
const CHANNEL_LABELS = { online: 'Online', pos: 'PDV' } as const;

/** The period's report: channels (the dashboard's figures), payment methods, operators, stations, offline prices. */
export function PosReportPanel() {
  const storeId = useActiveStoreId() ?? 0;
  const [preset, setPreset] = useState<Preset>('today');
  const period = useMemo(() => presetPeriod(preset, storeDate(new Date())), [preset]);
  const { data, error, isFetching } = usePosReportQuery({ storeId, period }, { skip: !storeId, refetchOnMountOrArgChange: true });
  return (
    <Stack spacing={2} component="section" aria-label="Vendas do período">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          Vendas do período
        </Typography>
        <ToggleButtonGroup exclusive size="small" value={preset} onChange={(_e, next: Preset | null) => next && setPreset(next)} aria-label="Período">
          {PRESETS.map((p) => (
            <ToggleButton key={p} value={p}>
              {DASHBOARD_PRESET_LABELS[p]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {error ? <Alert severity="error">{toApiError(error, 'Não foi possível carregar o relatório.').message}</Alert> : null}
      {!data && isFetching ? <PageSpinner /> : null}
      {data ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ReportTable
            title="Por canal"
            columns={['Canal', 'Pedidos', 'Faturamento']}
            rows={[...data.by_channel.map((c) => [CHANNEL_LABELS[c.key], c.orders, formatBRL(reaisToCents(c.revenue))]), ['Total', data.orders, formatBRL(reaisToCents(data.revenue))]]}
            empty="Nenhum pedido no período."
          />
          <ReportTable
            title="Por forma de pagamento (PDV)"
            columns={['Forma', 'Pagamentos', 'Recebido']}
            rows={data.by_payment_method.map((m) => [POS_PAYMENT_METHOD_LABELS[m.method], m.payments, formatBRL(m.amount_cents)])}
            empty="Nenhum pagamento no PDV no período."
          />
          <ReportTable
            title="Por operador"
            columns={['Operador', 'Vendas', 'Total']}
            rows={data.by_operator.map((o) => [o.name, o.sales, formatBRL(o.total_cents)])}
            empty="Nenhuma venda no PDV no período."
          />
          <ReportTable
            title="Por estação"
            columns={['Estação', 'Caixas', 'Recebido', 'Conferência']}
            rows={data.by_station.map((s) => [s.station_name, s.sessions, formatBRL(s.sales_cents), differenceLabel(s.difference_cents)])}
            empty="Nenhum caixa aberto no período."
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ReportTable
              title="Vendas offline com preço diferente do cardápio"
              columns={['Venda', 'Feita em', 'Total cobrado', 'Diferença']}
              rows={data.offline_price_differences.map((d) => [`#${d.number}`, formatOrderDateTime(d.sold_offline_at), formatBRL(d.total_cents), formatBRL(d.price_difference_cents)])}
              empty="Nenhuma venda offline com diferença de preço: a venda offline mantém o preço cobrado do cliente, e a diferença aparece aqui."
            />
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
