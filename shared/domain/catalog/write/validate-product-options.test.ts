import { normalizeProductOptions } from '../normalize';
import { OPTION_WRITE_MESSAGES as MSG } from './limits';
import { validateProductOptions } from './validate-product-options';

const errorsOf = (slug: string, raw: unknown) => {
  const result = validateProductOptions(slug, raw);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};
const optionsOf = (slug: string, raw: unknown) => {
  const result = validateProductOptions(slug, raw);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
};

describe('validateProductOptions: groups', () => {
  it('names each bad item field with a dotted path under business_type_options', () => {
    const errors = errorsOf('pizzaria', {
      sizes: [{ name: 'Média', price: 40 }, { name: 'Grande', price: 'abc' }, { name: '', price: 10 }, { name: 'Família', price: -1 }],
    });
    expect(errors).toEqual({
      'business_type_options.sizes.1.price': [MSG.price],
      'business_type_options.sizes.2.name': [MSG.nameRequired],
      'business_type_options.sizes.3.price': [MSG.price],
    });
  });

  it('refuses prices above R$ 10.000,00, repeated names (case-insensitive) and more than 100 items', () => {
    expect(errorsOf('acaiteria', { toppings: [{ name: 'Granola', price: 10_000.01 }] })).toEqual({ 'business_type_options.toppings.0.price': [MSG.priceMax] });
    expect(errorsOf('acaiteria', { toppings: [{ name: 'Granola' }, { name: ' granola ' }] })).toEqual({ 'business_type_options.toppings.1.name': [MSG.nameRepeated] });
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `Item ${i}`, price: 1 }));
    expect(errorsOf('acaiteria', { fruits: many })).toEqual({ 'business_type_options.fruits': [MSG.tooManyItems] });
    expect(optionsOf('acaiteria', { toppings: [{ name: 'Ouro', price: 10_000 }] }).normalized?.businessType).toBe('acaiteria');
  });

  it('writes each item in the group’s price field, in reais rounded to centavos', () => {
    const { options, normalized } = optionsOf('restaurante', {
      sides: [{ name: 'Arroz', price: '3,50' }, { name: 'Farofa', additional_price: 2.005 }],
      cooking_point: [{ name: 'Ao ponto', description: 'Rosado no centro' }],
    });
    expect(options.sides).toEqual([
      { name: 'Arroz', additional_price: 3.5 },
      { name: 'Farofa', additional_price: 2.01 },
    ]);
    expect(options.cooking_point).toEqual([{ name: 'Ao ponto', price: 0, description: 'Rosado no centro' }]);
    expect(normalized).toEqual(normalizeProductOptions('restaurante', options));
  });

  it('turns the loose shapes the storefront reads (keyed objects, "Nome:preço" text) into arrays', () => {
    const { options } = optionsOf('pizzaria', { sizes: 'Pequena:30,50, Grande:50', edges: { catupiry: { name: 'Catupiry', price: 9 }, Cheddar: '8,00' } });
    expect(options.sizes).toEqual([{ name: 'Pequena', price: 30.5 }, { name: 'Grande', price: 50 }]);
    expect(options.edges).toEqual([{ name: 'Catupiry', price: 9 }, { name: 'Cheddar', price: 8 }]);
  });
});

describe('validateProductOptions: fields', () => {
  it('fills the defaults of every field and group of the business type', () => {
    const { options } = optionsOf('pizzaria', {});
    expect(options).toMatchObject({ sizes: [], toppings: [], allow_half_half: true, max_toppings: 2, allow_observations: true, is_vegan: false, allergens: [], calories: null });
  });

  it('reads flags, numbers and money as forms and PHP backends send them', () => {
    const { options, normalized } = optionsOf('pizzaria', { is_vegan: 'sim', allow_half_half: 0, calories: '850,5', min_order_value: '45,90', cooking_time: false });
    expect(options).toMatchObject({ is_vegan: true, allow_half_half: false, calories: 850.5, min_order_value: 45.9, cooking_time: null });
    expect(normalized).toMatchObject({ min_order_value_cents: 4590 });
  });

  it('refuses limits that are not positive whole numbers, and 0 means not set', () => {
    expect(errorsOf('pizzaria', { max_toppings: 2.5 })).toEqual({ 'business_type_options.max_toppings': [MSG.positiveInteger] });
    expect(errorsOf('pizzaria', { max_toppings: -1 })).toEqual({ 'business_type_options.max_toppings': [MSG.positiveInteger] });
    expect(optionsOf('pizzaria', { max_toppings: 0 }).options.max_toppings).toBe(2);
  });

  it('refuses garbage flags and numbers, texts over 500 characters and values outside a value list', () => {
    expect(errorsOf('pizzaria', { is_vegan: 'talvez', calories: 'muitas', pizza_type: 'x'.repeat(501), cooking_method: 'micro-ondas' })).toEqual({
      'business_type_options.is_vegan': [MSG.flag],
      'business_type_options.calories': [MSG.number],
      'business_type_options.pizza_type': [MSG.textTooLong],
      'business_type_options.cooking_method': [MSG.choice],
    });
  });

  it('accepts a value list by its value or by its label, and stores the value', () => {
    expect(optionsOf('restaurante', { available_periods: ['Almoço', 'jantar'] }).options.available_periods).toEqual(['almoco', 'jantar']);
    expect(errorsOf('restaurante', { available_periods: ['madrugada'] })).toEqual({ 'business_type_options.available_periods.0': [MSG.choice] });
  });

  it('refuses keys the business type does not have, naming each (never drops them silently)', () => {
    expect(errorsOf('acaiteria', { sabores_secretos: ['x'], fruits: [] })).toEqual({ 'business_type_options.sabores_secretos': [MSG.unknownKey] });
  });
});

describe('validateProductOptions: the whole value', () => {
  it('accepts JSON text and refuses broken JSON or a non-object', () => {
    expect(optionsOf('acaiteria', '{"fruits":[{"name":"Banana","price":2}]}').options.fruits).toEqual([{ name: 'Banana', price: 2 }]);
    expect(errorsOf('acaiteria', '{"fruits":')).toEqual({ business_type_options: [MSG.invalidOptions] });
    expect(errorsOf('acaiteria', 42)).toEqual({ business_type_options: [MSG.invalidOptions] });
  });

  it('gives paths relative to the options when asked (the form’s own errors)', () => {
    const result = validateProductOptions('pizzaria', { sizes: [{ name: 'G', price: 'x' }] }, { path: '' });
    expect(result).toEqual({ ok: false, errors: { 'sizes.0.price': [MSG.price] } });
  });

  it('a product without business type takes no options', () => {
    expect(validateProductOptions(null, {})).toEqual({ ok: true, options: {}, normalized: null });
    expect(errorsOf('xyz', { sizes: [] })).toEqual({ business_type_options: [MSG.unknownBusinessType] });
  });
});
