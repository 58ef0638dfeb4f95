import { createTheme, type Theme } from '@mui/material/styles';
import { HEX_COLOUR_PATTERN, PLATFORM_COLORS, textColourOn, type BrandColors } from '@comanda/shared/domain';

export type { BrandColors };

export function createComandaTheme(colors: BrandColors = {}): Theme {
  const primary = colors.primaryColor || PLATFORM_COLORS.primaryColor;
  const secondary = colors.secondaryColor || PLATFORM_COLORS.secondaryColor;
  return createTheme({
    palette: {
      // The text on primary buttons is chosen for AA contrast (MUI's own default threshold is 3:1).
      primary: HEX_COLOUR_PATTERN.test(primary) ? { main: primary, contrastText: textColourOn(primary) } : { main: primary },
      secondary: { main: secondary },
      background: { default: colors.backgroundColor || PLATFORM_COLORS.backgroundColor },
      text: { primary: colors.textColor || PLATFORM_COLORS.textColor },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
}
