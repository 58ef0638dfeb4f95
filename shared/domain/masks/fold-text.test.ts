/** @jest-environment node */
import { foldText } from './fold-text';

describe('foldText', () => {
  it('removes accents, lower-cases and collapses spaces', () => {
    expect(foldText('  Açaí   GRANDE ')).toBe('acai grande');
    expect(foldText('Pão de Queijo à Moda')).toBe('pao de queijo a moda');
    expect(foldText(null)).toBe('');
  });
});
