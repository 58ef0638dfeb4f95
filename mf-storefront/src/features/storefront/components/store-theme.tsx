import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { useToastArea } from '@comanda/shared/state';
import type { BrandColors } from '@comanda/shared/ui';
import { createStorefrontTheme } from '../lib/storefront-theme';

/**
 * The store's colours for everything inside, including what MUI draws in a portal (dialogs, drawers, menus)
 * as long as it is rendered inside this tree; toasts follow while it is mounted (see useToastArea).
 */
export function StoreTheme({ store, children }: { store: BrandColors; children: ReactNode }) {
  const { primaryColor, secondaryColor, backgroundColor, textColor } = store;
  const theme = useMemo(
    () => createStorefrontTheme({ primaryColor, secondaryColor, backgroundColor, textColor }),
    [primaryColor, secondaryColor, backgroundColor, textColor],
  );
  useToastArea(theme);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
