import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';

/** The public page frame of the sign-up: the brand back to the landing page, the form on a card, links under it. */
export function SignupLayout({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', py: { xs: 3, sm: 6 }, px: 2 }}>
      <Typography component={RouterLink} to="/" variant="h5" sx={{ fontWeight: 800, color: 'primary.main', textDecoration: 'none', mb: 3 }}>
        Comanda
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 760 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
      </Paper>
      <Box sx={{ mt: 2, textAlign: 'center' }}>{footer}</Box>
    </Box>
  );
}
