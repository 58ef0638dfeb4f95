import { darken, decomposeColor, getContrastRatio, getLuminance, lighten, recomposeColor } from '@mui/material/styles';

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/**
 * Black or white, whichever contrasts more with `background`. One of the two always reaches at
 * least 4.58:1, unlike MUI's default contrastThreshold of 3 with a translucent black.
 */
export function textOn(background: string): '#000000' | '#ffffff' {
  return getContrastRatio('#ffffff', background) >= getContrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

function minContrast(color: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => getContrastRatio(color, background)));
}

/**
 * The store's colour, darkened (on light backgrounds) or lightened (on dark ones) step by step
 * until it reaches `ratio` against every background; keeps the hue for brand colours used as text.
 */
export function readableOn(color: string, backgrounds: readonly string[], ratio = AA_CONTRAST): string {
  if (minContrast(color, backgrounds) >= ratio) return color;
  const lightBackground = getLuminance(backgrounds[0] ?? '#ffffff') > 0.18;
  for (let step = 1; step <= 20; step += 1) {
    const candidate = lightBackground ? darken(color, step * 0.05) : lighten(color, step * 0.05);
    if (minContrast(candidate, backgrounds) >= ratio) return candidate;
  }
  return textOn(backgrounds[0] ?? '#ffffff');
}

/** `weight` of `color` over `background`, as an opaque rgb() colour. */
export function mix(color: string, background: string, weight: number): string {
  const top = decomposeColor(color).values;
  const bottom = decomposeColor(background).values;
  const values = [0, 1, 2].map((index) => Math.round((top[index] ?? 0) * weight + (bottom[index] ?? 0) * (1 - weight))) as [number, number, number];
  return recomposeColor({ type: 'rgb', values, colorSpace: undefined });
}
