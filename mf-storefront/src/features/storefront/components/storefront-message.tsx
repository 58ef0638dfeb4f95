import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';

/** Full-page message (store failed to load / not found). */
export function StorefrontMessage({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <div role="alert">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
          {action}
          <Button component={RouterLink} to="/" variant="outlined">
            Voltar ao início
          </Button>
        </Box>
      </div>
    </Box>
  );
}
