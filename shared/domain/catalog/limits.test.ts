/** @jest-environment node */
import { flavorsCounter, flavorsHint, limitExceededMessage, sidesCounter, sidesHint, SIDES_EXCEEDED_LABEL } from './limits';
import { priceSelection } from './price-engine';
import { makeProduct, pick } from './test-helpers';

describe('spec §5 messages, verbatim', () => {
  it.each([
    ['sabores', 2, 'Por favor, remova alguns sabores para continuar. O máximo permitido é 2.'],
    ['coberturas', 3, 'Por favor, remova algumas coberturas para continuar. O máximo permitido é 3.'],
    ['acompanhamentos', 1, 'Por favor, remova alguns acompanhamentos para continuar. O máximo permitido é 1.'],
  ] as const)('%s', (noun, max, message) => {
    expect(limitExceededMessage(noun, max)).toBe(message);
  });

  it('hints and counters', () => {
    expect(sidesHint(3)).toBe('Você pode escolher até 3 acompanhamentos.');
    expect(flavorsHint(2)).toBe('Você pode escolher até 2 sabores diferentes');
    expect(flavorsCounter(1, 2)).toBe('Selecionados: 1/2');
    expect(sidesCounter(2, 3)).toBe('Selecionados 2/3');
    expect(sidesCounter(3, 3)).toBe('Selecionados 3/3');
    expect(sidesCounter(4, 3)).toBe('Excedido');
    expect(SIDES_EXCEEDED_LABEL).toBe('Excedido');
  });
});

describe('violations of priceSelection', () => {
  const pizza = makeProduct('pizzaria', { toppings: ['A', 'B', 'C'] });
  const iceCream = makeProduct('sorveteria', { toppings: ['A', 'B', 'C'], ice_cream_toppings: ['X', 'Y', 'Z'], allow_mix: true, max_toppings: 1 });
  const restaurant = makeProduct('restaurante', { sides: ['Arroz', 'Feijão'], max_sides: 1 });

  it('pizzeria: flavours over max_toppings (default 2) in half-half mode', () => {
    const result = priceSelection(pizza, { halfHalfEnabled: true, selectedToppings: [pick('A'), pick('B'), pick('C')] });
    expect(result.violations).toEqual([{ group: 'selectedToppings', max: 2, message: 'Por favor, remova alguns sabores para continuar. O máximo permitido é 2.' }]);
    expect(result.canAddToCart).toBe(false);
    expect(priceSelection(pizza, { halfHalfEnabled: true, selectedToppings: [pick('A'), pick('B')] }).canAddToCart).toBe(true);
  });

  it('pizzeria: more than one flavour with half-half off (max 1)', () => {
    expect(priceSelection(pizza, { selectedToppings: [pick('A'), pick('B')] }).violations).toEqual([
      { group: 'selectedToppings', max: 1, message: 'Por favor, remova alguns sabores para continuar. O máximo permitido é 1.' },
    ]);
  });

  it('ice cream: flavours over max_flavors and toppings over max_toppings', () => {
    const result = priceSelection(iceCream, { mixFlavorsEnabled: true, selectedToppings: [pick('A'), pick('B'), pick('C')], selectedIceCreamToppings: [pick('X'), pick('Y')] });
    expect(result.violations).toEqual([
      { group: 'selectedToppings', max: 2, message: 'Por favor, remova alguns sabores para continuar. O máximo permitido é 2.' },
      { group: 'selectedIceCreamToppings', max: 1, message: 'Por favor, remova algumas coberturas para continuar. O máximo permitido é 1.' },
    ]);
    expect(result.canAddToCart).toBe(false);
  });

  it('restaurant: side copies over max_sides', () => {
    expect(priceSelection(restaurant, { selectedSides: [pick('Arroz', 2)] }).violations).toEqual([
      { group: 'selectedSides', max: 1, message: 'Por favor, remova alguns acompanhamentos para continuar. O máximo permitido é 1.' },
    ]);
    expect(priceSelection(restaurant, { selectedSides: [pick('Feijão')] }).canAddToCart).toBe(true);
  });
});
