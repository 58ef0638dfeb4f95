import { contrastRatio, formatContrastRatio, storeColourChecks, textColourOn } from './colour-contrast';

describe('contrastRatio (WCAG 2.x)', () => {
  it('black on white is 21:1, a colour on itself 1:1, and the order of the pair does not matter', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c0392b', '#c0392b')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#777777')!, 10);
  });

  it('matches the published figures: #777 on white is 4.48 (fails AA), #767676 4.54 (passes)', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not #rrggbb', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNull();
    expect(contrastRatio('#fff', '#000000')).toBeNull();
  });

  it('formats without rounding up across the threshold', () => {
    expect(formatContrastRatio(4.4999)).toBe('4,49:1');
    expect(formatContrastRatio(21)).toBe('21,00:1');
  });
});

describe('storeColourChecks', () => {
  it('the text on the primary colour is white or black, whichever reaches AA', () => {
    for (const primary of ['#B71C1C', '#F57C00', '#FFB300', '#00ACC1', '#6D4C41', '#777777']) {
      const checks = storeColourChecks({ textColor: '#212121', backgroundColor: '#FFFFFF', primaryColor: primary });
      expect(checks.textOnPrimary.passes).toBe(true);
    }
    expect(textColourOn('#B71C1C')).toBe('#FFFFFF');
    expect(textColourOn('#FFB300')).toBe('#000000');
  });

  it('text must reach 4.5:1 on the background', () => {
    const checks = storeColourChecks({ textColor: '#222222', backgroundColor: '#ffffff', primaryColor: '#ffcc00' });
    expect(checks.textOnBackground.passes).toBe(true);
    expect(checks.textOnPrimary.passes).toBe(true);
    const weak = storeColourChecks({ textColor: '#ffffff', backgroundColor: '#ffffff', primaryColor: '#c0392b' });
    expect(weak.textOnBackground).toEqual({ ratio: 1, passes: false });
    expect(weak.textOnPrimary.passes).toBe(true);
  });

  it('an empty colour uses the theme default and is not blamed', () => {
    expect(storeColourChecks({ textColor: null, backgroundColor: '#000000', primaryColor: '#000000' }).textOnBackground.passes).toBe(true);
  });
});
