import type { ReactNode } from 'react';
import { Card, CardContent } from '@mui/material';
import { Typography } from '@comanda/shared/ui/mui';

/** A titled block of a dashboard (a region named by its title): charts, tables, lists. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
