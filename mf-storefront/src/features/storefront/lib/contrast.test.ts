import { AA_CONTRAST, getContrastRatio, mix, readableOn, textOn } from './contrast';

describe('textOn', () => {
  it('picks the text colour with more contrast', () => {
    expect(textOn('#B71C1C')).toBe('#ffffff');
    expect(textOn('#F9A825')).toBe('#000000');
  });

  it('always reaches AA, even on mid tones where MUI would pick a failing colour', () => {
    for (const background of ['#F57C00', '#00897B', '#E53935', '#808080', '#1E88E5', '#43A047']) {
      expect(getContrastRatio(textOn(background), background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });
});

describe('readableOn', () => {
  it('keeps a colour that already passes', () => {
    expect(readableOn('#B71C1C', ['#ffffff', '#FFF8E1'])).toBe('#B71C1C');
  });

  it('darkens a light brand colour until it passes on every background', () => {
    const adjusted = readableOn('#F57C00', ['#ffffff', '#FFF8E1']);
    expect(adjusted).not.toBe('#F57C00');
    expect(getContrastRatio(adjusted, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(getContrastRatio(adjusted, '#FFF8E1')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('lightens on dark backgrounds', () => {
    const adjusted = readableOn('#4A148C', ['#121212']);
    expect(getContrastRatio(adjusted, '#121212')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});

describe('mix', () => {
  it('blends two colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('rgb(128, 128, 128)');
    expect(mix('#ff0000', '#0000ff', 1)).toBe('rgb(255, 0, 0)');
  });
});

describe('exact WCAG contrast', () => {
  it('does not round 4.49:1 up to AA (food-truck demo colours)', () => {
    expect(getContrastRatio('#bf4119', '#fbe9e7')).toBeLessThan(4.5);
    expect(getContrastRatio(readableOn('#bf4119', ['#fbe9e7', '#ffffff']), '#fbe9e7')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
