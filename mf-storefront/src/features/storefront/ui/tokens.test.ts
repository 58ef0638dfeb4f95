import { storefrontPalette } from '../lib/storefront-palette';
import { color, paletteVariables } from './tokens';

describe('paletteVariables', () => {
  it('sets one custom property for every colour the first screen reads', () => {
    const palette = storefrontPalette({ primaryColor: '#6A1B9A', secondaryColor: '#00897B', backgroundColor: '#F3E5F5', textColor: '#1A1A1A' });
    const variables = paletteVariables(palette);
    for (const reference of Object.values(color)) {
      const name = /^var\((--sf-[a-z-]+)\)$/.exec(reference)?.[1];
      expect(name).toBeDefined();
      expect(variables[name!]).toMatch(/^(#|rgb)/);
    }
    expect(variables['--sf-primary']).toBe(palette.primary);
    expect(variables['--sf-on-primary']).toBe(palette.onPrimary);
    expect(variables['--sf-text-secondary']).toBe(palette.textSecondary);
    expect(Object.keys(variables)).toHaveLength(Object.keys(color).length);
  });

  it('keeps the untouched brand colour for the banner while the primary is made readable', () => {
    const palette = storefrontPalette({ primaryColor: '#FFEB3B', backgroundColor: '#FFFFFF' });
    expect(palette.brand).toBe('#FFEB3B');
    expect(palette.primary).not.toBe('#FFEB3B');
    expect(palette.onBrand).toBe('#000000');
  });
});
