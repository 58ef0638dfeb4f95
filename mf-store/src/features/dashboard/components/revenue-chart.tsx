import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatReais, type DashboardResponse } from '@comanda/shared/domain';

const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** Revenue per day: bars for a short period (a single day reads as one bar), a line for a longer one. */
export function RevenueChart({ days }: { days: DashboardResponse['revenue_per_day'] }) {
  const theme = useTheme();
  const common = {
    height: 260,
    margin: { left: 8, right: 16 },
    xAxis: [{ scaleType: 'band' as const, data: days.map((d) => dayLabel(d.date)) }],
    yAxis: [{ width: 72, valueFormatter: (v: number | null) => formatReais(v ?? 0).replace(',00', '') }],
  };
  const series = [{ data: days.map((d) => d.revenue), label: 'Faturamento', color: theme.palette.primary.main, valueFormatter: (v: number | null) => formatReais(v ?? 0) }];
  if (days.length <= 14) return <BarChart {...common} series={series} hideLegend />;
  return <LineChart {...common} xAxis={[{ scaleType: 'point', data: days.map((d) => dayLabel(d.date)) }]} series={[{ ...series[0]!, showMark: false, area: true }]} hideLegend />;
}
