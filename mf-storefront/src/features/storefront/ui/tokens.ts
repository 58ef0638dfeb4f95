import type { StorefrontPalette } from '../lib/storefront-palette';

/**
 * The storefront's first screen is drawn without MUI (issue 14: it hydrates before MUI loads): these are the
 * measures it shares with the platform's MUI theme (shared/ui/theme), so the page and the dialogs over it match.
 */
export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const RADIUS = 10;
export const spacing = (...units: number[]) => units.map((unit) => `${unit * 8}px`).join(' ');

/** MUI's default breakpoints, as min-width media queries. */
export const up = {
  sm: '@media (min-width: 600px)',
  md: '@media (min-width: 900px)',
  lg: '@media (min-width: 1200px)',
} as const;

/** The page's colours, as CSS custom properties set once on the page (StorefrontSurface) and read by every part. */
export const color = {
  background: 'var(--sf-background)',
  paper: 'var(--sf-paper)',
  text: 'var(--sf-text)',
  textSecondary: 'var(--sf-text-secondary)',
  primary: 'var(--sf-primary)',
  onPrimary: 'var(--sf-on-primary)',
  secondary: 'var(--sf-secondary)',
  onSecondary: 'var(--sf-on-secondary)',
  brand: 'var(--sf-brand)',
  onBrand: 'var(--sf-on-brand)',
  divider: 'var(--sf-divider)',
  muted: 'var(--sf-muted)',
} as const satisfies Record<Exclude<keyof StorefrontPalette, 'dark'>, string>;

const cssName = (key: string) => `--sf-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The custom properties of `palette`, for a style attribute. */
export function paletteVariables(palette: StorefrontPalette): Record<string, string> {
  return Object.fromEntries(Object.keys(color).map((key) => [cssName(key), palette[key as keyof typeof color]]));
}

/** Text styles of the platform theme (MUI's defaults with our font). */
export const type = {
  h5: { fontSize: '1.5rem', fontWeight: 400, lineHeight: 1.334 },
  h6: { fontSize: '1.25rem', fontWeight: 500, lineHeight: 1.6 },
  subtitle1: { fontSize: '1rem', fontWeight: 400, lineHeight: 1.75 },
  body1: { fontSize: '1rem', fontWeight: 400, lineHeight: 1.5 },
  body2: { fontSize: '0.875rem', fontWeight: 400, lineHeight: 1.43 },
  caption: { fontSize: '0.75rem', fontWeight: 400, lineHeight: 1.66 },
} as const;

/** A keyboard focus ring in the store's (readable) primary colour. */
export const focusRing = { outline: `2px solid ${color.primary}`, outlineOffset: 2 } as const;
