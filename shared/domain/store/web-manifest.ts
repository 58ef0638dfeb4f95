import { HEX_COLOUR_PATTERN } from './colour-contrast';
import { storePreviewDescription } from './link-preview';
import { STORE_ICON_SIZES, storeIconPath, storefrontPath } from './storefront-links';
import type { StorePublic } from './types';

/** The Web App Manifest (https://www.w3.org/TR/appmanifest/) of an installable storefront. */
export type WebManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: 'pt-BR';
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' }[];
};

/** What a home screen shows under the icon fits about 12 characters. */
export const SHORT_NAME_MAX = 12;
const DEFAULT_THEME = '#C62828';
const DEFAULT_BACKGROUND = '#FFFFFF';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The home-screen name: the store's name, without a leading business word when it is too long ('Pizzaria Bella
 * Napoli' → 'Bella Napoli'), then whole words up to SHORT_NAME_MAX, cut only when one word is longer.
 */
export function manifestShortName(name: string, businessTypeName?: string | null): string {
  let words = name.trim().split(/\s+/).filter(Boolean);
  if (words.join(' ').length <= SHORT_NAME_MAX) return words.join(' ');
  if (words.length > 1 && businessTypeName && fold(words[0]!) === fold(businessTypeName.split(/\s+/)[0] ?? '')) words = words.slice(1);
  let out = '';
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    out = next;
  }
  return out || words[0]!.slice(0, SHORT_NAME_MAX);
}

const colourOr = (value: string | null | undefined, fallback: string) => (value && HEX_COLOUR_PATTERN.test(value) ? value : fallback);

export type ManifestStore = Pick<StorePublic, 'name' | 'slug' | 'description' | 'primaryColor' | 'backgroundColor' | 'city' | 'state'> & {
  businessType: { name: string } | null;
};

/** The store's theme colour (toolbar, splash): its primary colour, else the platform's. */
export const storeThemeColor = (store: Pick<StorePublic, 'primaryColor'>): string => colourOr(store.primaryColor, DEFAULT_THEME);

/**
 * The storefront as an app: its name and colours, opening on its page in a window of its own. The scope is the
 * store's path, so its checkout and order tracking stay inside the app. `iconVersion` names the current icons.
 */
export function storeWebManifest(store: ManifestStore, iconVersion: string): WebManifest {
  const path = storefrontPath(store.slug);
  return {
    id: path,
    name: store.name,
    short_name: manifestShortName(store.name, store.businessType?.name),
    description: storePreviewDescription(store),
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: path,
    scope: path,
    display: 'standalone',
    theme_color: storeThemeColor(store),
    background_color: colourOr(store.backgroundColor, DEFAULT_BACKGROUND),
    icons: STORE_ICON_SIZES.map((size) => ({ src: storeIconPath(store.slug, size, iconVersion), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
}
