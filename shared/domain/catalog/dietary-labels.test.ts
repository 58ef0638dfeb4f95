/** @jest-environment node */
import { dietaryLabelsOf } from './value-labels';

describe('dietaryLabelsOf', () => {
  it('reads each business type’s own flag names, in a fixed order', () => {
    expect(dietaryLabelsOf({ is_vegan: true, is_sugar_free: true, is_gluten_free: false })).toEqual(['Vegano', 'Sem açúcar']);
    expect(dietaryLabelsOf({ vegano: true, vegetariano: true })).toEqual(['Vegano', 'Vegetariano']);
    expect(dietaryLabelsOf({ gluten_free: true, sem_lactose: true, is_decaf: true, is_diet_light: true })).toEqual([
      'Sem glúten',
      'Sem lactose',
      'Diet/Light',
      'Descafeinado',
    ]);
    expect(dietaryLabelsOf({ is_vegan: 'true' })).toEqual([]);
  });
});
