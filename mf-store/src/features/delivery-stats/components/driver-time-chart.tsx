import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMinutes, type DeliveryStats } from '@comanda/shared/domain';

/** Median minutes from leaving the store to the door, per driver (horizontal bars). */
export function DriverTimeChart({ drivers }: { drivers: DeliveryStats['per_driver'] }) {
  const theme = useTheme();
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(160, 36 * drivers.length + 40)}
      margin={{ left: 8, right: 16 }}
      yAxis={[{ scaleType: 'band', data: drivers.map((d) => d.name), width: 140 }]}
      xAxis={[{ valueFormatter: (v: number | null) => `${v ?? 0} min` }]}
      series={[
        {
          data: drivers.map((d) => d.median_out_to_delivered ?? 0),
          label: 'Saiu → entregue (mediana)',
          color: theme.palette.primary.main,
          valueFormatter: (_v: number | null, { dataIndex }) => formatMinutes(drivers[dataIndex]?.median_out_to_delivered ?? null),
        },
      ]}
      hideLegend
    />
  );
}
