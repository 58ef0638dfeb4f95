import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { StoreProvider, type AppStore } from '@comanda/shared/state';
import { createComandaTheme } from './theme/theme';
import { TOAST_CONFIG } from './feedback/toast-config';

const platformTheme = createComandaTheme();

/** Redux, theme and toasts: the shell and each remote's standalone page wrap themselves in this. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StoreProvider store={store}>
      <ThemeProvider theme={platformTheme}>
        <CssBaseline />
        <SnackbarProvider {...TOAST_CONFIG}>{children}</SnackbarProvider>
      </ThemeProvider>
    </StoreProvider>
  );
}
