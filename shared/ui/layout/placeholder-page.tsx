import { Paper, Typography } from '@comanda/shared/ui/mui';
import type { ReactNode } from 'react';

/** A screen whose behaviour a later issue builds: its route, guard and navigation already exist. */
export function PlaceholderPage({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title">
      <Typography id="page-title" variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{description ?? 'Esta tela está em construção.'}</Typography>
        {children}
      </Paper>
    </section>
  );
}
