import { hasRequiredChoices, priceResolvedSelection, resolveSelection } from './resolve-selection';
import { makeProduct } from './test-helpers';

const burger = makeProduct('hamburgueria', { adicionais: 'Bacon crocante, Ovo', tipo_carne: 'bovina' }, 30);
const pizza = makeProduct('pizzaria', { sizes: [{ name: 'Broto', price: 30 }, { name: 'Grande', price: 50 }], toppings: ['Calabresa', 'Margherita'] }, 45);

describe('resolveSelection', () => {
  it('matches by id, or by exact name when there is no id, and returns the product’s own options', () => {
    const result = resolveSelection(burger, { selectedAddons: [{ name: 'Bacon crocante', quantity: 3, priceCents: 1 }, { id: 'adicionais:1:ovo' }] });
    expect(result).toEqual({
      ok: true,
      selection: expect.objectContaining({
        selectedAddons: [
          { id: 'adicionais:0:bacon-crocante', name: 'Bacon crocante', priceCents: 250, quantity: 3 },
          { id: 'adicionais:1:ovo', name: 'Ovo', priceCents: 250, quantity: 1 },
        ],
        selectedCheeses: [],
        meatPoint: null,
      }),
    });
  });

  it.each([
    ['an unknown name', { selectedAddons: [{ name: 'Wagyu A5' }] }, 'selectedAddons.0', 'Opção "Wagyu A5" não existe em Produto.'],
    ['an unknown id', { selectedAddons: [{ id: 'adicionais:7:x' }] }, 'selectedAddons.0', 'Opção "adicionais:7:x" não existe em Produto.'],
    ['an id and a name that disagree', { selectedAddons: [{ id: 'adicionais:1:ovo', name: 'Bacon crocante' }] }, 'selectedAddons.0', 'Opção "Bacon crocante" não corresponde ao item escolhido ("Ovo") em Produto.'],
    ['a non-object item', { selectedAddons: [42] }, 'selectedAddons.0', 'Opção inválida em Produto.'],
    ['an item without id nor name', { selectedAddons: [{ quantity: 2 }] }, 'selectedAddons.0', 'Opção inválida em Produto.'],
    ['a numeric id', { selectedAddons: [{ id: 3, name: 'Ovo' }] }, 'selectedAddons.0', 'Opção inválida em Produto.'],
    ['an unknown key', { selectedDrinks: [] }, 'selectedDrinks', '"selectedDrinks" não é uma opção de Produto.'],
    ['too many copies', { selectedAddons: [{ name: 'Ovo', quantity: 21 }] }, 'selectedAddons.0.quantity', 'Quantidade de "Ovo" deve ser um número inteiro entre 1 e 20.'],
    ['an item in a group the product does not offer', { selectedSauces: [{ name: 'Barbecue' }] }, 'selectedSauces.0', 'Opção "Barbecue" não existe em Produto.'],
  ])('refuses %s, naming it', (_label, selection, path, message) => {
    expect(resolveSelection(burger, selection)).toEqual({ ok: false, errors: [{ path, message }] });
  });

  it('takes the store’s lower copy limit', () => {
    expect(resolveSelection(burger, { selectedAddons: [{ name: 'Ovo', quantity: 3 }] }, { maxOptionCopies: 2 })).toMatchObject({ ok: false });
    expect(resolveSelection(burger, { selectedAddons: [{ name: 'Ovo', quantity: 2 }] }, { maxOptionCopies: 2 })).toMatchObject({ ok: true });
  });

  it('a flavour is chosen once; flags and texts must have their type', () => {
    expect(resolveSelection(pizza, { selectedSize: { name: 'Broto' }, selectedToppings: [{ name: 'Calabresa', quantity: 2 }] })).toEqual({
      ok: false,
      errors: [{ path: 'selectedToppings.0.quantity', message: '"Calabresa" só pode ser escolhido uma vez em Produto.' }],
    });
    expect(resolveSelection(pizza, { selectedSize: { name: 'Broto' }, observations: 5 })).toEqual({
      ok: false,
      errors: [{ path: 'observations', message: 'Valor inválido para "observations" em Produto.' }],
    });
  });

  it('a size is required where the product has sizes: by exact name, never the first one', () => {
    expect(hasRequiredChoices(pizza)).toBe(true);
    expect(hasRequiredChoices(burger)).toBe(false);
    expect(resolveSelection(pizza, null)).toEqual({ ok: false, errors: [{ path: 'selectedSize', message: 'Escolha o tamanho de Produto.' }] });
    expect(resolveSelection(pizza, {})).toEqual({ ok: false, errors: [{ path: 'selectedSize', message: 'Escolha o tamanho de Produto.' }] });
    const grande = priceResolvedSelection(pizza, { selectedSize: { name: 'Grande' } });
    expect(grande.ok && grande.price.unitTotalCents).toBe(5000);
    expect(resolveSelection(burger, null)).toEqual({ ok: true, selection: null });
  });

  it('an engine limit (two flavours without half-half) is an error on its group', () => {
    const result = priceResolvedSelection(pizza, { selectedSize: { name: 'Broto' }, selectedToppings: [{ name: 'Calabresa' }, { name: 'Margherita' }] });
    expect(result).toEqual({ ok: false, errors: [{ path: 'selectedToppings', message: expect.stringMatching(/sabores/) }] });
  });

  it('a product of an unknown business type takes no options', () => {
    const plain = makeProduct('nao-existe', {});
    expect(resolveSelection(plain, {})).toEqual({ ok: true, selection: null });
    expect(resolveSelection(plain, { selectedSize: { name: 'Grande' } })).toMatchObject({ ok: false });
  });
});
