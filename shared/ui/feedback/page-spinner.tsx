import { Box, CircularProgress } from '@comanda/shared/ui/mui';

export function PageSpinner({ label = 'Carregando…' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <span>{label}</span>
      </Box>
    </Box>
  );
}

/** Covers the whole app until the start-up auth check ends. */
export function StartupSpinner() {
  return (
    <Box
      role="status"
      aria-label="Carregando"
      data-testid="startup-spinner"
      sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'background.default', zIndex: 2000 }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
