import { getContrastRatio } from './contrast';
import { createStorefrontTheme } from './storefront-theme';

const AA = 4.5;

describe('createStorefrontTheme', () => {
  it('keeps brand colours that already pass', () => {
    const theme = createStorefrontTheme({ primaryColor: '#B71C1C', secondaryColor: '#2E7D32', backgroundColor: '#FFF8E1', textColor: '#212121' });
    expect(theme.palette.primary.main).toBe('#B71C1C');
    expect(theme.palette.background.default).toBe('#FFF8E1');
    expect(theme.palette.text.primary).toBe('#212121');
  });

  it.each([
    ['light orange', { primaryColor: '#F57C00', secondaryColor: '#3E2723', backgroundColor: '#FFFFFF', textColor: '#3E2723' }],
    ['teal secondary', { primaryColor: '#6A1B9A', secondaryColor: '#00897B', backgroundColor: '#F3E5F5', textColor: '#1A1A1A' }],
    ['yellow everything', { primaryColor: '#FFEB3B', secondaryColor: '#FFF176', backgroundColor: '#FFFDE7', textColor: '#FFD54F' }],
    ['dark page', { primaryColor: '#311B92', secondaryColor: '#FF4081', backgroundColor: '#121212', textColor: '#333333' }],
    ['no colours', {}],
  ])('%s: every text/background pair reaches AA', (_name, colors) => {
    const { palette } = createStorefrontTheme(colors);
    const surfaces = [palette.background.default, palette.background.paper];
    for (const surface of surfaces) {
      expect(getContrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.primary.main, surface)).toBeGreaterThanOrEqual(AA);
    }
    expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(palette.secondary.contrastText, palette.secondary.main)).toBeGreaterThanOrEqual(AA);
  });
});
