import { optionGroupTitle } from '../catalog/descriptor';
/** @jest-environment node */
import { normalizeProductOptions } from '../catalog/normalize';
import { initialSelection } from '../catalog/selection';
import { selectSingle, setFlag, setText, toggleCombo, toggleHalfHalf, toggleOption, incrementOption } from '../catalog/selection-ops';
import { complementCount, complementLabel, summarizeSelection } from './summary';

describe('summarizeSelection', () => {
  it('pizzeria: size, half-half, edge, extras and observations', () => {
    const options = normalizeProductOptions('pizzaria', { sizes: ['Média', 'Grande'], toppings: ['Calabresa', 'Margherita'], edges: ['Catupiry'], side_dishes: ['Bacon'] });
    let selection = toggleHalfHalf(options, initialSelection(options));
    selection = selectSingle(options, selection, 'selectedSize', options.sizes[1]!);
    selection = toggleOption(options, selection, 'selectedToppings', options.toppings[0]!);
    selection = toggleOption(options, selection, 'selectedToppings', options.toppings[1]!);
    selection = selectSingle(options, selection, 'selectedEdge', options.edges[0]!);
    selection = toggleOption(options, selection, 'selectedSideDishes', options.side_dishes[0]!);
    selection = incrementOption(options, selection, 'selectedSideDishes', options.side_dishes[0]!);
    selection = setText(selection, 'observations', ' bem assada ');
    expect(summarizeSelection('pizzaria', selection)).toEqual(['Tamanho: Grande', 'Meio a meio: Calabresa, Margherita', 'Borda: Catupiry', '2x Bacon', 'Observações: bem assada']);
  });

  it('pizzeria single flavour', () => {
    expect(summarizeSelection('pizzaria', { selectedToppings: [{ id: 'a', name: 'Calabresa', priceCents: 0, quantity: 1 }] })).toEqual(['Sabor: Calabresa']);
  });

  it('ice cream flavours and toppings', () => {
    const flavours = [{ id: 'a', name: 'Chocolate', priceCents: 0, quantity: 1 }, { id: 'b', name: 'Morango', priceCents: 0, quantity: 1 }];
    expect(summarizeSelection('sorveteria', { selectedToppings: flavours, selectedIceCreamToppings: [{ id: 'c', name: 'Calda', priceCents: 0, quantity: 1 }], selectedContainer: { id: 'd', name: 'Copo', priceCents: 0 }, observations: '' })).toEqual([
      'Sabores: Chocolate, Morango',
      '1x Calda',
      'Recipiente: Copo',
    ]);
  });

  it('burger meat point and spicy level', () => {
    const options = normalizeProductOptions('hamburgueria', { tipo_carne: 'bovina', adicionais: 'Bacon' });
    let selection = toggleOption(options, initialSelection(options), 'selectedAddons', options.adicionais[0]!);
    selection = selectSingle(options, selection, 'meatPoint', options.meat_points[5]!);
    selection = selectSingle(options, selection, 'spicyLevel', options.spicy_levels[1]!);
    expect(summarizeSelection('hamburgueria', selection)).toEqual([
      '1x Bacon',
      `${optionGroupTitle('hamburgueria', 'meatPoint')}: Padrão da casa`,
      `${optionGroupTitle('hamburgueria', 'spicyLevel')}: Leve`,
    ]);
  });

  it('doceria flags and texts', () => {
    const options = normalizeProductOptions('doceria', { customization_options: 'Nome', has_gift_packaging: true, has_gift_card: true });
    let selection = setFlag(options, initialSelection(options), 'addCustomization', true);
    selection = setText(selection, 'customizationRequest', 'Ana 7 anos');
    selection = setFlag(options, selection, 'addGiftPackaging', true);
    selection = setFlag(options, selection, 'addGiftCard', true);
    selection = setText(selection, 'giftMessage', 'Parabéns!');
    expect(summarizeSelection('doceria', selection)).toEqual(['Personalização: Ana 7 anos', 'Embalagem para presente', 'Cartão de presente', 'Mensagem do cartão: Parabéns!']);
  });

  it('food-truck combo', () => {
    const options = normalizeProductOptions('food-truck', { has_combo: true, sizes: ['Simples'] });
    expect(summarizeSelection('food-truck', toggleCombo(options, initialSelection(options)))).toEqual(['Tamanho: Simples', 'Combo']);
  });

  it.each([
    ['unknown type', 'floricultura', { selectedSize: { id: 'a', name: 'G', priceCents: 0 } }],
    ['no selection', 'pizzaria', null],
    ['garbage', 'bar', 'x'],
    ['empty', 'bar', {}],
  ])('%s gives no lines', (_case, slug, selection) => {
    expect(summarizeSelection(slug, selection)).toEqual([]);
  });
});

describe('complementCount', () => {
  const item = (name: string, quantity = 1) => ({ id: name, name, priceCents: 0, quantity });

  it('counts fruits, toppings, complements and special add-ons (copies)', () => {
    expect(complementCount({ selectedSize: item('500 ml'), selectedFruits: [item('Banana'), item('Morango', 2)], selectedToppings: [item('Leite condensado')], selectedComplements: [item('Granola', 3)], selectedSpecialAddons: [item('Nutella')] })).toBe(8);
  });

  it('ignores other groups and garbage', () => {
    expect(complementCount({ selectedAddons: [item('Bacon')] })).toBe(0);
    expect(complementCount(null)).toBe(0);
    expect(complementCount({ selectedFruits: 'Banana' })).toBe(0);
  });

  it('labels the count', () => {
    expect(complementLabel(1)).toBe('1 complemento');
    expect(complementLabel(3)).toBe('3 complementos');
    expect(complementLabel(0)).toBe('0 complementos');
  });
});
