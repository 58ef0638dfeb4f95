import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatReais, type PlatformDashboard } from '@comanda/shared/domain';

const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const integer = (v: number | null) => new Intl.NumberFormat('pt-BR').format(v ?? 0);

/** GMV (R$) per day, the platform's whole. */
export function GmvChart({ days }: { days: PlatformDashboard['per_day'] }) {
  const theme = useTheme();
  return (
    <LineChart
      height={260}
      margin={{ left: 8, right: 16 }}
      xAxis={[{ scaleType: 'point', data: days.map((d) => dayLabel(d.date)) }]}
      yAxis={[{ width: 80, valueFormatter: (v: number | null) => formatReais(v ?? 0).replace(',00', '') }]}
      series={[{ data: days.map((d) => d.gmv), label: 'Vendas (GMV)', color: theme.palette.primary.main, showMark: false, area: true, valueFormatter: (v: number | null) => formatReais(v ?? 0) }]}
      hideLegend
    />
  );
}

/** Orders per day, and the stores that joined / cancelled. */
export function OrdersChart({ days }: { days: PlatformDashboard['per_day'] }) {
  const theme = useTheme();
  return (
    <BarChart
      height={260}
      margin={{ left: 8, right: 16 }}
      xAxis={[{ scaleType: 'band', data: days.map((d) => dayLabel(d.date)) }]}
      yAxis={[{ width: 48, valueFormatter: integer }]}
      series={[{ data: days.map((d) => d.orders), label: 'Pedidos', color: theme.palette.info.main, valueFormatter: integer }]}
      hideLegend
    />
  );
}
