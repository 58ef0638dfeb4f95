import { darken, decomposeColor, lighten, recomposeColor } from '@mui/system/colorManipulator';

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/** WCAG relative luminance, unrounded (MUI's getLuminance rounds to 3 decimals and lets 4.49:1 pass). */
export function luminance(color: string): number {
  const { type, values } = decomposeColor(color);
  const rgb = type.startsWith('hsl') ? decomposeColor(recomposeColor({ type: 'rgb', values: hslToRgb(values), colorSpace: undefined })).values : values;
  const [r, g, b] = [0, 1, 2].map((index) => {
    const channel = (rgb[index] ?? 0) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function hslToRgb([h = 0, s = 0, l = 0]: number[]): [number, number, number] {
  const saturation = s / 100;
  const lightness = l / 100;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

export function getContrastRatio(foreground: string, background: string): number {
  const [a, b] = [luminance(foreground), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

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
  const lightBackground = luminance(backgrounds[0] ?? '#ffffff') > 0.18;
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
