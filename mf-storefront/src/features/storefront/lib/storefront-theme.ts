import { createTheme, getLuminance, lighten, type Theme } from '@mui/material/styles';
import { createComandaTheme, PLATFORM_COLORS, type BrandColors } from '@comanda/shared/ui';
import { mix, readableOn, textOn } from './contrast';

/**
 * The store's colours as an MUI theme that passes WCAG AA wherever MUI paints them: the primary
 * colour is darkened when it is too light to be text on the page (tabs, outlined buttons, prices),
 * text colours are checked against page and cards, and button/badge text is black or white,
 * whichever contrasts more. The banner keeps the untouched brand colour (see `brandSurface`).
 */
export function createStorefrontTheme(colors: BrandColors): Theme {
  const background = colors.backgroundColor || PLATFORM_COLORS.backgroundColor;
  const darkPage = getLuminance(background) < 0.2;
  const paper = darkPage ? lighten(background, 0.08) : '#ffffff';
  const surfaces = [paper, background];
  const text = readableOn(colors.textColor || (darkPage ? '#ffffff' : PLATFORM_COLORS.textColor), surfaces);
  const primary = readableOn(colors.primaryColor || PLATFORM_COLORS.primaryColor, surfaces);
  const secondary = colors.secondaryColor || PLATFORM_COLORS.secondaryColor;

  const base = createComandaTheme({ primaryColor: primary, secondaryColor: secondary, backgroundColor: background, textColor: text });
  return createTheme(base, {
    palette: {
      mode: darkPage ? 'dark' : 'light',
      background: { default: background, paper },
      text: { primary: text, secondary: readableOn(mix(text, paper, 0.72), surfaces) },
      primary: { contrastText: textOn(primary) },
      secondary: { contrastText: textOn(secondary) },
    },
  });
}

/** A brand-coloured block (header/banner) with readable text on it. */
export function brandSurface(color: string | null | undefined): { bgcolor: string; color: string } {
  const bgcolor = color || PLATFORM_COLORS.primaryColor;
  return { bgcolor, color: textOn(bgcolor) };
}
