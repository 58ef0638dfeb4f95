import type { ReactNode } from 'react';
import { CssBaseline } from '@comanda/shared/ui/mui';
import { ThemeProvider } from '@mui/material/styles';
import { StoreProvider, type AppStore } from '@comanda/shared/state';
import { createComandaTheme } from './theme/theme';
import { ToastProvider } from './feedback/toast-area';

const platformTheme = createComandaTheme();

/** Redux, theme and toasts: the shell and each remote's standalone page wrap themselves in this. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StoreProvider store={store}>
      <ThemeProvider theme={platformTheme}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </StoreProvider>
  );
}
