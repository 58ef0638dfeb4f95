import type { ReactNode } from 'react';
import { Card, CardContent } from '@mui/material';
import { Typography } from '@comanda/shared/ui/mui';

type KpiCardProps = {
  label: string;
  /** The figure, already formatted. */
  value: ReactNode;
  /** A line of detail under the figure. */
  detail?: ReactNode;
  /** Anything after the detail, e.g. the comparison with the previous period. */
  children?: ReactNode;
};

/** One KPI of a dashboard: its label (the card is a region named by it), the big figure and a line of detail. */
export function KpiCard({ label, value, detail, children }: KpiCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5 }}>
          {value}
        </Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
