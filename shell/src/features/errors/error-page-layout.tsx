import type { ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';

export function ErrorPageLayout({ code, title, children, actionLabel = 'Voltar ao início' }: { code?: string; title: string; children: ReactNode; actionLabel?: string }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, textAlign: 'center' }}>
        {code && (
          <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 800 }} aria-hidden>
            {code}
          </Typography>
        )}
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" component="div" sx={{ mb: 3 }}>
          {children}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          {actionLabel}
        </Button>
      </Paper>
    </Box>
  );
}
