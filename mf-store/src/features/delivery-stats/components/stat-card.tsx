import { Card, CardContent, Typography } from '@mui/material';

/** One KPI: its label, the figure and a line of detail. */
export function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
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
      </CardContent>
    </Card>
  );
}
