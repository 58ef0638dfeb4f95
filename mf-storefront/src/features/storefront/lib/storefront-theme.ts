import { createTheme, type Theme } from '@mui/material/styles';
import { createComandaTheme, type BrandColors } from '@comanda/shared/ui';
import { storefrontPalette } from './storefront-palette';

/**
 * The store's colours as an MUI theme, for what the storefront draws with MUI (the product modal, the cart drawer,
 * the auth and subscription dialogs, toasts): the same colours as the first screen's (storefrontPalette).
 */
export function createStorefrontTheme(colors: BrandColors): Theme {
  const palette = storefrontPalette(colors);
  const base = createComandaTheme({ primaryColor: palette.primary, secondaryColor: palette.secondary, backgroundColor: palette.background, textColor: palette.text });
  return createTheme(base, {
    palette: {
      mode: palette.dark ? 'dark' : 'light',
      background: { default: palette.background, paper: palette.paper },
      text: { primary: palette.text, secondary: palette.textSecondary },
      primary: { contrastText: palette.onPrimary },
      secondary: { contrastText: palette.onSecondary },
    },
  });
}
