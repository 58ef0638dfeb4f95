import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { DELIVERY_STATS_LABELS, type DeliveryStats } from '@comanda/shared/domain';
import { dayLabel } from '../lib/period';

/** Deliveries and late ones per day, side by side. */
export function PerDayChart({ days }: { days: DeliveryStats['per_day'] }) {
  const theme = useTheme();
  return (
    <BarChart
      height={260}
      margin={{ left: 8, right: 16 }}
      xAxis={[{ scaleType: 'band', data: days.map((d) => dayLabel(d.date)) }]}
      yAxis={[{ width: 40, tickMinStep: 1 }]}
      series={[
        { data: days.map((d) => d.delivered), label: DELIVERY_STATS_LABELS.delivered, color: theme.palette.primary.main },
        { data: days.map((d) => d.late), label: DELIVERY_STATS_LABELS.late, color: theme.palette.error.main },
      ]}
    />
  );
}
