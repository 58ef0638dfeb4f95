import { getLuminance, lighten } from '@mui/system/colorManipulator';
import { PLATFORM_COLORS, type BrandColors } from '@comanda/shared/domain';
import { mix, readableOn, textOn } from './contrast';

/** Every colour the storefront paints, resolved from the store's four. */
export type StorefrontPalette = {
  dark: boolean;
  background: string;
  paper: string;
  text: string;
  textSecondary: string;
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  /** The untouched brand colour (header logo, banner) and readable text on it. */
  brand: string;
  onBrand: string;
  divider: string;
  /** Image placeholders and pressed states. */
  muted: string;
};

/**
 * The store's colours made to pass WCAG AA wherever the storefront paints them: the primary colour is darkened
 * when it is too light to be text on the page (tabs, outlined buttons, prices), text colours are checked against
 * page and cards, and button/badge text is black or white, whichever contrasts more. The banner keeps the untouched
 * brand colour. One rule for the first screen's CSS variables and for the MUI theme of the dialogs.
 */
export function storefrontPalette(colors: BrandColors): StorefrontPalette {
  const background = colors.backgroundColor || PLATFORM_COLORS.backgroundColor;
  const dark = getLuminance(background) < 0.2;
  const paper = dark ? lighten(background, 0.08) : '#ffffff';
  const surfaces = [paper, background];
  const text = readableOn(colors.textColor || (dark ? '#ffffff' : PLATFORM_COLORS.textColor), surfaces);
  const primary = readableOn(colors.primaryColor || PLATFORM_COLORS.primaryColor, surfaces);
  const secondary = colors.secondaryColor || PLATFORM_COLORS.secondaryColor;
  const brand = colors.primaryColor || PLATFORM_COLORS.primaryColor;
  return {
    dark,
    background,
    paper,
    text,
    textSecondary: readableOn(mix(text, paper, 0.72), surfaces),
    primary,
    onPrimary: textOn(primary),
    secondary,
    onSecondary: textOn(secondary),
    brand,
    onBrand: textOn(brand),
    divider: dark ? 'rgba(255, 255, 255, 0.12)' : 'rgba(0, 0, 0, 0.12)',
    muted: dark ? 'rgba(255, 255, 255, 0.08)' : '#eeeeee',
  };
}
