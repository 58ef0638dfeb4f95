/** @jest-environment node */
import { DEFAULT_QUANTITY_LIMITS } from '../orders/quantity-limits';
import { normalizeProductOptions } from './normalize';
import type { SelectedOption } from './option';
import { initialSelection } from './selection';
import {
  canDecrement,
  canIncrement,
  decrementOption,
  groupCount,
  groupLimit,
  groupMode,
  hasQuantityStepper,
  incrementOption,
  isOptionDisabled,
  isSelected,
  selectSingle,
  selectedQuantity,
  setFlag,
  setText,
  toggleCombo,
  toggleHalfHalf,
  toggleMixFlavors,
  toggleOption,
} from './selection-ops';
import { makeProduct } from './test-helpers';

const pizza = normalizeProductOptions('pizzaria', {
  sizes: [{ name: 'Média', price: 40 }, { name: 'Grande', price: 55 }],
  toppings: ['Calabresa', 'Margherita', 'Portuguesa', 'Atum'],
  edges: [{ name: 'Catupiry', price: 8 }],
  side_dishes: [{ name: 'Refri', price: 12 }],
  max_toppings: 3,
});
const [calabresa, margherita, portuguesa, atum] = pizza.toppings as [SelectedOption, SelectedOption, SelectedOption, SelectedOption];

const iceCream = normalizeProductOptions('sorveteria', {
  sizes: ['1 bola', '2 bolas'],
  toppings: ['Chocolate', 'Morango', 'Pistache'],
  ice_cream_toppings: ['Calda', 'Granulado', 'Chantilly'],
  complements: ['Casquinha'],
  containers: ['Copo', 'Cascão'],
  allow_mix: true,
  max_toppings: 2,
});

const restaurant = normalizeProductOptions('restaurante', { cooking_point: ['Mal passado', 'Ao ponto'], sides: ['Arroz', 'Feijão', 'Fritas'], sauces: ['Chimichurri'], max_sides: 2 });

describe('initialSelection (spec §4 "Option panels (common)")', () => {
  it.each([
    ['pizzaria', { sizes: ['P', 'G'], edges: ['Catupiry'] }, { selectedSize: 'P', selectedToppings: [], selectedEdge: null, selectedSideDishes: [], halfHalfEnabled: false, observations: '' }],
    ['restaurante', { cooking_point: ['Ao ponto'] }, { selectedCookingPoint: null, selectedSides: [], selectedSauces: [], observations: '' }],
    ['sorveteria', { sizes: ['1 bola'], containers: ['Copo'] }, { selectedSize: '1 bola', selectedToppings: [], selectedIceCreamToppings: [], selectedComplements: [], selectedContainer: null, mixFlavorsEnabled: false, observations: '' }],
    ['hamburgueria', { tipo_carne: 'bovina' }, { selectedAddons: [], selectedCheeses: [], selectedSauces: [], meatPoint: null, spicyLevel: null }],
    ['bar', { sizes: ['Lata'], ice_options: ['Com gelo', 'Sem gelo'] }, { selectedSize: 'Lata', selectedAddons: [], selectedIce: 'Com gelo' }],
    ['lanchonete', {}, { selectedSize: null, selectedMolhos: [], selectedQueijos: [], selectedAdicionais: [] }],
    ['cafeteria', { sizes: ['P'] }, { selectedSize: 'P', selectedMilkTypes: [], selectedSweeteners: [], selectedSides: [], selectedTakeawayCups: [] }],
    ['padaria', { sizes: 'Pequeno:5' }, { selectedSize: 'Pequeno', selectedFillings: [], selectedToppings: [], selectedAddons: [] }],
    ['acaiteria', { sizes: ['300 ml'] }, { selectedSize: '300 ml', selectedFruits: [], selectedToppings: [], selectedComplements: [], selectedSpecialAddons: [] }],
    ['doceria', {}, { selectedSize: null, selectedFillings: [], selectedToppings: [], customizationRequest: '', addCustomization: false, addGiftPackaging: false, addGiftCard: false, giftMessage: '' }],
    ['pastelaria', { sizes: ['Médio'] }, { selectedSize: 'Médio', selectedFillings: [], selectedSides: [] }],
    ['churrascaria', { cooking_points: ['Mal passada', 'Ao ponto'] }, { selectedSize: null, selectedCookingPoint: 'Mal passada', selectedCuts: [], selectedSeasonings: [], selectedSides: [], selectedSauces: [] }],
    ['marmitaria', { sizes: ['P'] }, { selectedSize: 'P', selectedProteins: [], selectedSides: [], selectedVegetables: [] }],
    ['food-truck', { sizes: ['Simples'] }, { selectedSize: 'Simples', selectedIngredients: [], selectedAddons: [], selectedSauces: [], comboSelected: false }],
  ] as const)('%s', (slug, raw, expected) => {
    const selection = initialSelection(normalizeProductOptions(slug, raw)) as unknown as Record<string, unknown>;
    const names = Object.fromEntries(
      Object.entries(selection).map(([key, value]) => [key, value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as { name: string }).name : value]),
    );
    expect(names).toEqual(expected);
  });

  it('keeps an existing selection and fills its missing keys; a missing size gets the first size', () => {
    const existing = { selectedToppings: [{ ...margherita, quantity: 1 }], selectedEdge: null, halfHalfEnabled: true };
    expect(initialSelection(pizza, existing)).toEqual({
      selectedSize: pizza.sizes[0],
      selectedToppings: [{ ...margherita, quantity: 1 }],
      selectedEdge: null,
      selectedSideDishes: [],
      halfHalfEnabled: true,
      observations: '',
    });
    expect(initialSelection(pizza, { selectedSize: pizza.sizes[1] }).selectedSize).toEqual(pizza.sizes[1]);
    expect(initialSelection(pizza, { selectedSize: null }).selectedSize).toEqual(pizza.sizes[0]);
  });

  it('keeps an explicitly cleared single choice but fills a missing one', () => {
    const bar = normalizeProductOptions('bar', { ice_options: ['Com gelo', 'Sem gelo'] });
    expect(initialSelection(bar, { selectedIce: null }).selectedIce).toBeNull();
    expect(initialSelection(bar, {}).selectedIce?.name).toBe('Com gelo');
  });

  it('repairs malformed stored selections', () => {
    const selection = initialSelection(pizza, { selectedSideDishes: [{ id: 'x', name: 'Refri', priceCents: 1200, quantity: 0 }, { nope: true }, { id: 'x', name: 'dup' }], halfHalfEnabled: 'yes' } as never);
    expect(selection.selectedSideDishes).toEqual([{ id: 'x', name: 'Refri', priceCents: 1200, quantity: 1 }]);
    expect(selection.halfHalfEnabled).toBe(false);
  });

  it('accepts a wire product; unknown business types give null', () => {
    const selection = initialSelection(makeProduct('bar', '{"ice_options":["Com gelo"]}'));
    expect(selection).toEqual({ selectedSize: null, selectedAddons: [], selectedIce: { id: 'ice_options:0:com-gelo', name: 'Com gelo', priceCents: 0 } });
    expect(initialSelection(makeProduct('floricultura', {}))).toBeNull();
  });
});

describe('checkbox groups', () => {
  const refri = pizza.side_dishes[0]!;
  const start = initialSelection(pizza);

  it('ticking adds one copy, unticking removes the item', () => {
    const ticked = toggleOption(pizza, start, 'selectedSideDishes', refri);
    expect(ticked.selectedSideDishes).toEqual([{ ...refri, quantity: 1 }]);
    expect(isSelected(ticked, 'selectedSideDishes', refri)).toBe(true);
    expect(toggleOption(pizza, ticked, 'selectedSideDishes', refri).selectedSideDishes).toEqual([]);
    expect(start.selectedSideDishes).toEqual([]);
  });

  it('plus adds copies; minus stops at one copy', () => {
    let selection = toggleOption(pizza, start, 'selectedSideDishes', refri);
    expect(canDecrement(selection, 'selectedSideDishes', refri)).toBe(false);
    expect(decrementOption(selection, 'selectedSideDishes', refri)).toBe(selection);
    selection = incrementOption(pizza, selection, 'selectedSideDishes', refri);
    selection = incrementOption(pizza, selection, 'selectedSideDishes', refri);
    expect(selectedQuantity(selection, 'selectedSideDishes', refri)).toBe(3);
    expect(groupCount(selection, 'selectedSideDishes')).toBe(3);
    expect(canDecrement(selection, 'selectedSideDishes', refri)).toBe(true);
    selection = decrementOption(selection, 'selectedSideDishes', refri);
    selection = decrementOption(selection, 'selectedSideDishes', refri);
    selection = decrementOption(selection, 'selectedSideDishes', refri);
    expect(selectedQuantity(selection, 'selectedSideDishes', refri)).toBe(1);
  });

  it('plus stops at the copies of one option an order may carry (20, or the store\'s lower limit)', () => {
    let selection = toggleOption(pizza, start, 'selectedSideDishes', refri);
    for (let i = 0; i < 30; i += 1) selection = incrementOption(pizza, selection, 'selectedSideDishes', refri);
    expect(selectedQuantity(selection, 'selectedSideDishes', refri)).toBe(DEFAULT_QUANTITY_LIMITS.optionCopies);
    expect(canIncrement(pizza, selection, 'selectedSideDishes', refri)).toBe(false);
    const two = incrementOption(pizza, incrementOption(pizza, toggleOption(pizza, start, 'selectedSideDishes', refri), 'selectedSideDishes', refri, 2), 'selectedSideDishes', refri, 2);
    expect(selectedQuantity(two, 'selectedSideDishes', refri)).toBe(2);
  });

  it('plus does nothing on an unticked item', () => {
    expect(canIncrement(pizza, start, 'selectedSideDishes', refri)).toBe(false);
    expect(incrementOption(pizza, start, 'selectedSideDishes', refri)).toBe(start);
  });

  it('knows which groups have a stepper', () => {
    expect(hasQuantityStepper(pizza, 'selectedSideDishes')).toBe(true);
    expect(hasQuantityStepper(pizza, 'selectedToppings')).toBe(false);
    expect(hasQuantityStepper(iceCream, 'selectedIceCreamToppings')).toBe(false);
    expect(hasQuantityStepper(iceCream, 'selectedComplements')).toBe(true);
  });
});

describe('single-choice groups', () => {
  it('replace the previous choice; an edge can be cleared, a size cannot', () => {
    let selection = initialSelection(pizza);
    selection = selectSingle(pizza, selection, 'selectedSize', pizza.sizes[1]!);
    expect(selection.selectedSize?.name).toBe('Grande');
    selection = selectSingle(pizza, selection, 'selectedEdge', pizza.edges[0]!);
    expect(selection.selectedEdge?.name).toBe('Catupiry');
    expect(selectSingle(pizza, selection, 'selectedEdge', null).selectedEdge).toBeNull();
    expect(selectSingle(pizza, selection, 'selectedSize', null)).toBe(selection);
    expect(groupMode(pizza, selection, 'selectedSize')).toBe('single');
  });

  it('burger meat point and spicy level', () => {
    const burger = normalizeProductOptions('hamburgueria', { tipo_carne: 'mix' });
    let selection = initialSelection(burger);
    selection = selectSingle(burger, selection, 'meatPoint', burger.meat_points[2]!);
    selection = selectSingle(burger, selection, 'spicyLevel', burger.spicy_levels[4]!);
    expect([selection.meatPoint?.id, selection.spicyLevel?.name]).toEqual(['meat_points:ao_ponto', 'Muito picante']);
  });

  it('container, ice and cooking point', () => {
    let ice = initialSelection(iceCream);
    ice = selectSingle(iceCream, ice, 'selectedContainer', iceCream.containers[1]!);
    expect(ice.selectedContainer?.name).toBe('Cascão');
    let steak = initialSelection(restaurant);
    steak = selectSingle(restaurant, steak, 'selectedCookingPoint', restaurant.cooking_point[1]!);
    expect(steak.selectedCookingPoint?.name).toBe('Ao ponto');
  });
});

describe('pizzeria flavours', () => {
  it('with half-half off a flavour replaces the previous one (radio)', () => {
    let selection = initialSelection(pizza);
    expect(groupMode(pizza, selection, 'selectedToppings')).toBe('single');
    selection = toggleOption(pizza, selection, 'selectedToppings', calabresa);
    selection = toggleOption(pizza, selection, 'selectedToppings', margherita);
    expect(selection.selectedToppings.map((f) => f.name)).toEqual(['Margherita']);
    expect(toggleOption(pizza, selection, 'selectedToppings', margherita)).toBe(selection);
    expect(selectSingle(pizza, selection, 'selectedToppings', portuguesa).selectedToppings.map((f) => f.name)).toEqual(['Portuguesa']);
    expect(isOptionDisabled(pizza, selection, 'selectedToppings', atum)).toBe(false);
  });

  it('with half-half on flavours are multiple up to max_toppings, further ones disabled', () => {
    let selection = toggleHalfHalf(pizza, initialSelection(pizza));
    expect(selection.halfHalfEnabled).toBe(true);
    expect(groupMode(pizza, selection, 'selectedToppings')).toBe('multiple');
    expect(groupLimit(pizza, selection, 'selectedToppings')).toBe(3);
    for (const flavour of [calabresa, margherita, portuguesa]) selection = toggleOption(pizza, selection, 'selectedToppings', flavour);
    expect(isOptionDisabled(pizza, selection, 'selectedToppings', atum)).toBe(true);
    expect(isOptionDisabled(pizza, selection, 'selectedToppings', calabresa)).toBe(false);
    expect(toggleOption(pizza, selection, 'selectedToppings', atum)).toBe(selection);
    expect(incrementOption(pizza, selection, 'selectedToppings', calabresa)).toBe(selection);
    selection = toggleOption(pizza, selection, 'selectedToppings', margherita);
    expect(selection.selectedToppings.map((f) => f.name)).toEqual(['Calabresa', 'Portuguesa']);
    expect(isOptionDisabled(pizza, selection, 'selectedToppings', atum)).toBe(false);
  });

  it('turning half-half off keeps at most one flavour', () => {
    let selection = toggleHalfHalf(pizza, initialSelection(pizza));
    selection = toggleOption(pizza, selection, 'selectedToppings', portuguesa);
    selection = toggleOption(pizza, selection, 'selectedToppings', calabresa);
    selection = toggleHalfHalf(pizza, selection);
    expect(selection.halfHalfEnabled).toBe(false);
    expect(selection.selectedToppings.map((f) => f.name)).toEqual(['Portuguesa']);
  });

  it('half-half cannot be turned on when the product does not allow it', () => {
    const noHalf = normalizeProductOptions('pizzaria', { allow_half_half: false, toppings: ['A'] });
    const selection = initialSelection(noHalf);
    expect(toggleHalfHalf(noHalf, selection)).toBe(selection);
  });

  it('observations are plain text', () => {
    expect(setText(initialSelection(pizza), 'observations', 'sem cebola').observations).toBe('sem cebola');
  });
});

describe('ice-cream flavours, toppings and complements', () => {
  const [chocolate, morango, pistache] = iceCream.toppings as [SelectedOption, SelectedOption, SelectedOption];
  const [calda, granulado, chantilly] = iceCream.ice_cream_toppings as [SelectedOption, SelectedOption, SelectedOption];

  it('without mixing the flavour is a radio; with mixing up to max_flavors (default 2)', () => {
    let selection = initialSelection(iceCream);
    selection = toggleOption(iceCream, selection, 'selectedToppings', chocolate);
    selection = toggleOption(iceCream, selection, 'selectedToppings', morango);
    expect(selection.selectedToppings.map((f) => f.name)).toEqual(['Morango']);
    selection = toggleMixFlavors(iceCream, selection);
    selection = toggleOption(iceCream, selection, 'selectedToppings', chocolate);
    expect(selection.selectedToppings.map((f) => f.name)).toEqual(['Morango', 'Chocolate']);
    expect(isOptionDisabled(iceCream, selection, 'selectedToppings', pistache)).toBe(true);
    selection = toggleMixFlavors(iceCream, selection);
    expect(selection.mixFlavorsEnabled).toBe(false);
    expect(selection.selectedToppings.map((f) => f.name)).toEqual(['Morango']);
  });

  it('mixing cannot be turned on when allow_mix is off', () => {
    const plain = normalizeProductOptions('sorveteria', { toppings: ['A'] });
    const selection = initialSelection(plain);
    expect(toggleMixFlavors(plain, selection)).toBe(selection);
  });

  it('toppings: one copy each, up to max_toppings', () => {
    let selection = initialSelection(iceCream);
    selection = toggleOption(iceCream, selection, 'selectedIceCreamToppings', calda);
    expect(canIncrement(iceCream, selection, 'selectedIceCreamToppings', calda)).toBe(false);
    selection = toggleOption(iceCream, selection, 'selectedIceCreamToppings', granulado);
    expect(isOptionDisabled(iceCream, selection, 'selectedIceCreamToppings', chantilly)).toBe(true);
    expect(toggleOption(iceCream, selection, 'selectedIceCreamToppings', chantilly)).toBe(selection);
  });

  it('complements have plus and minus', () => {
    const casquinha = iceCream.complements[0]!;
    let selection = toggleOption(iceCream, initialSelection(iceCream), 'selectedComplements', casquinha);
    selection = incrementOption(iceCream, selection, 'selectedComplements', casquinha);
    expect(selectedQuantity(selection, 'selectedComplements', casquinha)).toBe(2);
  });
});

describe('restaurant sides limit', () => {
  const [arroz, feijao, fritas] = restaurant.sides as [SelectedOption, SelectedOption, SelectedOption];

  it('cannot add sides (items or copies) beyond max_sides', () => {
    let selection = initialSelection(restaurant);
    selection = toggleOption(restaurant, selection, 'selectedSides', arroz);
    expect(canIncrement(restaurant, selection, 'selectedSides', arroz)).toBe(true);
    selection = toggleOption(restaurant, selection, 'selectedSides', feijao);
    expect(isOptionDisabled(restaurant, selection, 'selectedSides', fritas)).toBe(true);
    expect(canIncrement(restaurant, selection, 'selectedSides', arroz)).toBe(false);
    expect(incrementOption(restaurant, selection, 'selectedSides', arroz)).toBe(selection);
    expect(groupLimit(restaurant, selection, 'selectedSides')).toBe(2);
  });

  it('sauces are unlimited', () => {
    const sauce = restaurant.sauces[0]!;
    let selection = toggleOption(restaurant, initialSelection(restaurant), 'selectedSauces', sauce);
    for (let i = 0; i < 5; i++) selection = incrementOption(restaurant, selection, 'selectedSauces', sauce);
    expect(selectedQuantity(selection, 'selectedSauces', sauce)).toBe(6);
    expect(groupLimit(restaurant, selection, 'selectedSauces')).toBeNull();
  });
});

describe('flags', () => {
  it('food-truck combo toggles only when the product has a combo', () => {
    const truck = normalizeProductOptions('food-truck', { has_combo: true, combo_price: 40 });
    const on = toggleCombo(truck, initialSelection(truck));
    expect(on.comboSelected).toBe(true);
    expect(toggleCombo(truck, on).comboSelected).toBe(false);
    const noCombo = normalizeProductOptions('food-truck', {});
    const start = initialSelection(noCombo);
    expect(toggleCombo(noCombo, start)).toBe(start);
  });

  it('doceria flags need the matching product option', () => {
    const sweets = normalizeProductOptions('doceria', { customization_options: 'Nome no topo', has_gift_packaging: true });
    let selection = initialSelection(sweets);
    selection = setFlag(sweets, selection, 'addCustomization', true);
    selection = setFlag(sweets, selection, 'addGiftPackaging', true);
    expect(setFlag(sweets, selection, 'addGiftCard', true)).toBe(selection);
    selection = setText(selection, 'customizationRequest', 'Ana, 7 anos');
    expect(selection).toMatchObject({ addCustomization: true, addGiftPackaging: true, addGiftCard: false, customizationRequest: 'Ana, 7 anos' });
    expect(setFlag(sweets, selection, 'addCustomization', false).addCustomization).toBe(false);
    const plain = normalizeProductOptions('doceria', {});
    const start = initialSelection(plain);
    expect(setFlag(plain, start, 'addCustomization', true)).toBe(start);
  });
});
