import type { ReactNode } from 'react';
import { Paper, Typography } from '@comanda/shared/ui/mui';

type Props = { id: string; title: string; description?: string; highlight?: boolean; children: ReactNode };

/** A titled form section (its heading names the region for screen readers), optionally highlighted (a mode switched on). */
export function SectionCard({ id, title, description, highlight = false, children }: Props) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, ...(highlight ? { borderColor: 'info.main', borderWidth: 2 } : {}) }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
