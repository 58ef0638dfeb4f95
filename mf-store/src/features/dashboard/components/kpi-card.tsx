import { Card, CardContent, Typography } from '@mui/material';
import { comparisonText } from '../lib/comparison';

type KpiCardProps = {
  label: string;
  value: string;
  current: number;
  previous: number;
  /** A rise is bad news (cancellations): the comparison is coloured the other way. */
  lowerIsBetter?: boolean;
  detail?: string;
};

export function KpiCard({ label, value, current, previous, lowerIsBetter = false, detail }: KpiCardProps) {
  const { text, trend } = comparisonText(current, previous);
  const good = trend === 'flat' || trend === 'new' ? null : (trend === 'up') !== lowerIsBetter;
  return (
    <Card variant="outlined" component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5 }}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
        <Typography variant="caption" sx={{ color: good === null ? 'text.secondary' : good ? 'success.dark' : 'error.dark', fontWeight: 600 }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}
