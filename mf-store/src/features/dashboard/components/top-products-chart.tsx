import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatReais, type DashboardResponse } from '@comanda/shared/domain';

/** Best sellers by quantity, horizontal bars; the revenue of each shows in the tooltip. */
export function TopProductsChart({ products }: { products: DashboardResponse['top_products'] }) {
  const names = products.map((p) => p.name);
  const theme = useTheme();
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(160, 36 * products.length + 40)}
      margin={{ left: 8, right: 16 }}
      yAxis={[{ scaleType: 'band', data: names, width: 140 }]}
      xAxis={[{ tickMinStep: 1, valueFormatter: (v: number | null) => String(v ?? 0) }]}
      series={[
        {
          data: products.map((p) => p.quantity),
          label: 'Quantidade',
          color: theme.palette.primary.main,
          valueFormatter: (v: number | null, { dataIndex }) => `${v ?? 0} un. — ${formatReais(products[dataIndex]?.revenue ?? 0)}`,
        },
      ]}
      hideLegend
    />
  );
}
