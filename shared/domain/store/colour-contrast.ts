/** WCAG 2.x contrast: the storefront's text must stay readable on the colours a store picks. */

export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Store colours of spec section 3; any missing colour falls back to the platform's. */
export type BrandColors = {
  primaryColor?: string | null;
  secondaryColor?: string | null;
  backgroundColor?: string | null;
  textColor?: string | null;
};

/** The platform's colours (spec section 3), used wherever a store has not picked its own. */
export const PLATFORM_COLORS = {
  primaryColor: '#c62828',
  secondaryColor: '#f9a825',
  backgroundColor: '#fafafa',
  textColor: '#1f1f1f',
} as const;

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of '#rrggbb' (0 black … 1 white); null for anything else. */
export function relativeLuminance(hex: string): number | null {
  if (!HEX_COLOUR_PATTERN.test(hex)) return null;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/** (lighter + 0.05) / (darker + 0.05), from 1 (same colour) to 21 (black on white); null if a colour is not '#rrggbb'. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The ratio cut to two decimals, never rounded up past the threshold (4.496 is not shown as 4.50). */
export const formatContrastRatio = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',')}:1`;

export type ColourPairCheck = { ratio: number | null; passes: boolean };

/**
 * The text colour drawn on a coloured surface (the primary colour's buttons and badges): white or near-black,
 * whichever contrasts more. One of the two always reaches AA, so text on the primary colour is always readable.
 */
export function textColourOn(surface: string): '#FFFFFF' | '#000000' {
  const white = contrastRatio('#FFFFFF', surface) ?? 21;
  const dark = contrastRatio('#000000', surface) ?? 0;
  return white >= dark ? '#FFFFFF' : '#000000';
}

/**
 * The store's text on its page background must reach AA; text on the primary colour uses textColourOn (the theme's
 * contrastText), whose ratio is reported too.
 */
export function storeColourChecks(colours: { primaryColor?: string | null; backgroundColor?: string | null; textColor?: string | null }): {
  textOnBackground: ColourPairCheck;
  textOnPrimary: ColourPairCheck;
} {
  const pair = (a?: string | null, b?: string | null): ColourPairCheck => {
    const ratio = a && b ? contrastRatio(a, b) : null;
    // A colour left empty uses the theme's default, which passes; a malformed one is the format check's error.
    return { ratio, passes: ratio === null || ratio >= MIN_TEXT_CONTRAST };
  };
  return { textOnBackground: pair(colours.textColor, colours.backgroundColor), textOnPrimary: pair(colours.primaryColor ? textColourOn(colours.primaryColor) : null, colours.primaryColor) };
}
