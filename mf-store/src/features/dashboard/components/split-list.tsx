import { LinearProgress } from '@mui/material';
import { Box, Typography } from '@comanda/shared/ui/mui';
import { formatReais } from '@comanda/shared/domain';

type Split = { key: string; orders: number; revenue: number };

/** Revenue per channel or order type, with each one's share of the total. */
export function SplitList({ title, rows, labels }: { title: string; rows: Split[]; labels: Record<string, string> }) {
  const total = rows.reduce((sum, row) => sum + row.revenue, 0);
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.map((row) => {
        const share = total > 0 ? Math.round((row.revenue / total) * 100) : 0;
        return (
          <Box key={row.key} sx={{ mb: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">{labels[row.key] ?? row.key}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatReais(row.revenue)} · {row.orders === 1 ? '1 pedido' : `${row.orders} pedidos`}
              </Typography>
            </Box>
            <LinearProgress variant="determinate" value={share} aria-label={`${labels[row.key] ?? row.key}: ${share}% do faturamento`} sx={{ height: 6, borderRadius: 3 }} />
          </Box>
        );
      })}
    </Box>
  );
}
