import type { ReactNode } from 'react';
import { Paper, Typography } from '@comanda/shared/ui/mui';

export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-section-${title.normalize('NFD').replace(/[^a-zA-Z]+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
