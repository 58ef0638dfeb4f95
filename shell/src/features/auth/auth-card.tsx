import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';

export function AuthCard({ title, subtitle, children, footer, wide }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', py: { xs: 3, sm: 6 }, px: 2 }}>
      <Typography component={RouterLink} to="/" variant="h5" sx={{ fontWeight: 800, color: 'primary.main', textDecoration: 'none', mb: 3 }}>
        Comanda
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: wide ? 720 : 440 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
      {footer && <Box sx={{ mt: 2, textAlign: 'center' }}>{footer}</Box>}
    </Box>
  );
}
