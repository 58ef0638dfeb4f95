/** @jest-environment node */
import { normalizeProductOptions } from './normalize';
import { toOptionList } from './option';
import { parseRawOptions } from './raw-options';

describe('parseRawOptions / normalizeProductOptions input shapes', () => {
  const raw = { sizes: [{ name: 'Grande', price: 50 }], max_toppings: 3 };

  it('reads an object and the same JSON string alike', () => {
    expect(normalizeProductOptions('pizzaria', JSON.stringify(raw))).toEqual(normalizeProductOptions('pizzaria', raw));
    expect(normalizeProductOptions('pizzaria', raw).sizes).toEqual([{ id: 'sizes:0:grande', name: 'Grande', priceCents: 5000 }]);
  });

  it('logs an unparsable string and yields empty lists', () => {
    const logger = jest.fn();
    const options = normalizeProductOptions('pizzaria', '{sizes: [', { logger });
    expect(logger).toHaveBeenCalledTimes(1);
    expect(logger).toHaveBeenCalledWith('Erro ao converter business_type_options', expect.any(SyntaxError));
    expect(options.sizes).toEqual([]);
    expect(options.toppings).toEqual([]);
    expect(options.allow_half_half).toBe(true);
  });

  it('logs with console.error by default', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(parseRawOptions('not json')).toEqual({});
      expect(spy).toHaveBeenCalledWith('Erro ao converter business_type_options', expect.any(SyntaxError));
    } finally {
      spy.mockRestore();
    }
  });

  it.each([null, undefined, '', '   ', 'null', '42', '[1,2]', 7])('silently treats %p as no options', (value) => {
    const logger = jest.fn();
    expect(parseRawOptions(value, logger)).toEqual({});
    expect(logger).not.toHaveBeenCalled();
  });

  it('decodes double-encoded JSON', () => {
    expect(parseRawOptions(JSON.stringify(JSON.stringify(raw)))).toEqual(raw);
  });

  it('returns null for an unknown business type', () => {
    expect(normalizeProductOptions('floricultura', raw)).toBeNull();
    expect(normalizeProductOptions(null, raw)).toBeNull();
  });
});

describe('toOptionList', () => {
  it('uses price when above 0, else additional_price, else 0', () => {
    expect(
      toOptionList('sides', [
        { name: 'A', price: 5, additional_price: 9 },
        { name: 'B', price: 0, additional_price: 4 },
        { name: 'C', additional_price: '6,50' },
        { name: 'D', price: '0', additional_price: null },
        { name: 'E', price: 'grátis' },
        { name: 'F', price: -2, additional_price: 3 },
      ]).map((option) => option.priceCents),
    ).toEqual([500, 400, 650, 0, 0, 300]);
  });

  it('accepts decimal commas and dots in string prices', () => {
    expect(toOptionList('sizes', [{ name: 'P', price: '10,90' }, { name: 'M', price: '12.50' }, { name: 'G', price: 'R$ 1.234,56' }]).map((o) => o.priceCents)).toEqual([1090, 1250, 123456]);
  });

  it('converts keyed objects to lists', () => {
    expect(toOptionList('edges', { catupiry: { name: 'Catupiry', price: 8 }, cheddar: { price: 7 } })).toEqual([
      { id: 'edges:0:catupiry', name: 'Catupiry', priceCents: 800 },
      { id: 'edges:1:cheddar', name: 'cheddar', priceCents: 700 },
    ]);
    expect(toOptionList('edges', { Catupiry: '8,00', Cheddar: 7, Sem: true, Nada: false })).toEqual([
      { id: 'edges:0:catupiry', name: 'Catupiry', priceCents: 800 },
      { id: 'edges:1:cheddar', name: 'Cheddar', priceCents: 700 },
      { id: 'edges:2:sem', name: 'Sem', priceCents: 0 },
    ]);
    expect(toOptionList('edges', { 0: 'Catupiry', 1: 'Cheddar' }).map((o) => o.name)).toEqual(['Catupiry', 'Cheddar']);
  });

  it("parses 'name:price' comma strings, keeping decimal commas", () => {
    expect(toOptionList('sizes', 'Pequeno:10,50, Médio:15, Grande: 20,00, Família')).toEqual([
      { id: 'sizes:0:pequeno', name: 'Pequeno', priceCents: 1050 },
      { id: 'sizes:1:medio', name: 'Médio', priceCents: 1500 },
      { id: 'sizes:2:grande', name: 'Grande', priceCents: 2000 },
      { id: 'sizes:3:familia', name: 'Família', priceCents: 0 },
    ]);
    expect(toOptionList('addons', 'Manteiga:1.5,Requeijão:2').map((o) => [o.name, o.priceCents])).toEqual([['Manteiga', 150], ['Requeijão', 200]]);
  });

  it('reads comma name lists with a default price, items with a price keep theirs', () => {
    expect(toOptionList('molhos', ' Ketchup , ,Mostarda', { defaultPriceCents: 150 })).toEqual([
      { id: 'molhos:0:ketchup', name: 'Ketchup', priceCents: 150 },
      { id: 'molhos:1:mostarda', name: 'Mostarda', priceCents: 150 },
    ]);
    expect(toOptionList('molhos', [{ name: 'Trufado', price: 4 }, 'Alho'], { defaultPriceCents: 150 }).map((o) => o.priceCents)).toEqual([400, 150]);
  });

  it('keeps descriptions, drops nameless items and gives distinct stable ids', () => {
    const list = toOptionList('cooking_point', [{ name: 'Ao ponto', description: ' Rosado ' }, { price: 3 }, null, 5, { name: 'Ao ponto' }]);
    expect(list).toEqual([
      { id: 'cooking_point:0:ao-ponto', name: 'Ao ponto', priceCents: 0, description: 'Rosado' },
      { id: 'cooking_point:1:ao-ponto', name: 'Ao ponto', priceCents: 0 },
    ]);
  });

  it.each([undefined, null, 42, true])('gives [] for %p', (value) => {
    expect(toOptionList('sizes', value)).toEqual([]);
  });
});

describe('defaults of spec §3', () => {
  it('pizzeria: half-half on, 2 flavours, observations and dine-in on', () => {
    const options = normalizeProductOptions('pizzaria', {});
    expect(options).toMatchObject({ allow_half_half: true, max_toppings: 2, allow_observations: true, dine_in_available: true, delivery_available: false, takeout_available: false });
  });

  it('pizzeria: explicit values win, including form strings', () => {
    const options = normalizeProductOptions('pizzaria', { allow_half_half: '0', max_toppings: '4', allow_observations: false, dine_in_available: 'false', promo_friday: 1, min_order_value: '30,00' });
    expect(options).toMatchObject({ allow_half_half: false, max_toppings: 4, allow_observations: false, dine_in_available: false, promo_friday: true, min_order_value_cents: 3000 });
  });

  it.each([0, -1, 'abc', null])('pizzeria: max_toppings %p falls back to 2', (value) => {
    expect(normalizeProductOptions('pizzaria', { max_toppings: value }).max_toppings).toBe(2);
  });

  it('cafeteria: takeaway allowed by default', () => {
    expect(normalizeProductOptions('cafeteria', {}).allow_takeaway).toBe(true);
    expect(normalizeProductOptions('cafeteria', { allow_takeaway: false }).allow_takeaway).toBe(false);
  });

  it('ice cream: mix off, max_flavors 2, no topping limit by default', () => {
    expect(normalizeProductOptions('sorveteria', {})).toMatchObject({ allow_mix: false, max_flavors: 2, max_toppings: null });
    expect(normalizeProductOptions('sorveteria', { allow_mix: true, max_flavors: 3, max_toppings: '2' })).toMatchObject({ allow_mix: true, max_flavors: 3, max_toppings: 2 });
  });

  it('restaurant: no side limit and no observations by default', () => {
    expect(normalizeProductOptions('restaurante', {})).toMatchObject({ max_sides: null, allow_observations: false });
  });
});

describe('per-type normalisation', () => {
  it("bar: false counts as empty for alcohol, caffeine and ageing", () => {
    const options = normalizeProductOptions('bar', { teor_alcoolico: false, conteudo_cafeina: false, tempo_envelhecimento: false, volume: '350', calorias: '43,5' });
    expect(options).toMatchObject({ teor_alcoolico: null, conteudo_cafeina: null, tempo_envelhecimento: null, volume: 350, calorias: 43.5 });
    expect(normalizeProductOptions('bar', { teor_alcoolico: '4,8', tempo_envelhecimento: 12 })).toMatchObject({ teor_alcoolico: 4.8, tempo_envelhecimento: 12 });
  });

  it('burger: comma names at the fixed prices; meat points only for beef, lamb or mix', () => {
    const beef = normalizeProductOptions('hamburgueria', { tipo_carne: 'bovina', adicionais: 'Bacon', queijos: 'Cheddar', molhos: 'Barbecue' });
    expect([beef.adicionais[0]?.priceCents, beef.queijos[0]?.priceCents, beef.molhos[0]?.priceCents]).toEqual([250, 300, 150]);
    expect(beef.meat_points.map((o) => o.name)).toEqual(['Mal passado', 'Ao ponto para mal', 'Ao ponto', 'Ao ponto para bem', 'Bem passado', 'Padrão da casa']);
    expect(beef.meat_points[5]).toEqual({ id: 'meat_points:padrao', name: 'Padrão da casa', priceCents: 0 });
    expect(normalizeProductOptions('hamburgueria', { tipo_carne: 'frango' }).meat_points).toEqual([]);
    expect(normalizeProductOptions('hamburgueria', {}).spicy_levels.map((o) => o.id)).toEqual(['spicy_levels:nao_picante', 'spicy_levels:leve', 'spicy_levels:medio', 'spicy_levels:picante', 'spicy_levels:muito_picante']);
  });

  it('snack bar: group prices overridable, tamanho_lanche as the single size', () => {
    const options = normalizeProductOptions('lanchonete', { tamanho_lanche: 'familia', molhos: 'Ketchup', queijos: 'Prato', adicionais: 'Ovo', queijos_price: '4,00', acompanhamentos: 'Fritas, Salada' });
    expect(options.sizes).toEqual([{ id: 'sizes:0:familia', name: 'Família', priceCents: 0 }]);
    expect([options.molhos_price_cents, options.queijos_price_cents, options.adicionais_price_cents]).toEqual([150, 400, 250]);
    expect(options.queijos[0]?.priceCents).toBe(400);
    expect(options.acompanhamentos).toEqual(['Fritas', 'Salada']);
    expect(normalizeProductOptions('lanchonete', { tamanho_lanche: 'grande', sizes: [{ name: 'Único', price: 20 }] }).sizes.map((o) => o.name)).toEqual(['Único']);
  });

  it("bakery: 'name:price' strings or arrays for the four groups", () => {
    const options = normalizeProductOptions('padaria', { sizes: 'P:5, G:9,90', fillings: [{ name: 'Creme', price: '2,50' }], toppings: 'Coco:1', addons: 'Geleia' });
    expect(options.sizes.map((o) => [o.name, o.priceCents])).toEqual([['P', 500], ['G', 990]]);
    expect(options.fillings[0]?.priceCents).toBe(250);
    expect(options.toppings[0]?.priceCents).toBe(100);
    expect(options.addons[0]).toEqual({ id: 'addons:0:geleia', name: 'Geleia', priceCents: 0 });
  });

  it('doceria: money fields in centavos and the isDietLight alias', () => {
    expect(normalizeProductOptions('doceria', { customization_price: '15,00', gift_price: 8, isDietLight: true, customization_options: '  ' })).toMatchObject({
      customization_price_cents: 1500,
      gift_price_cents: 800,
      is_diet_light: true,
      customization_options: null,
    });
  });

  it('restaurant: available periods from a list, a comma string or an object of flags', () => {
    expect(normalizeProductOptions('restaurante', { available_periods: ['almoco', 'jantar'] }).available_periods).toEqual(['almoco', 'jantar']);
    expect(normalizeProductOptions('restaurante', { available_periods: 'almoco, jantar' }).available_periods).toEqual(['almoco', 'jantar']);
    expect(normalizeProductOptions('restaurante', { available_periods: { almoco: true, jantar: false, brunch: 1 } }).available_periods).toEqual(['almoco', 'brunch']);
  });

  it('food truck: locations from texts or objects, combo price in centavos', () => {
    const options = normalizeProductOptions('food-truck', { locations: ['Praça da Sé, 10h-14h', { name: 'Feira de sábado', description: 'Parque Ibirapuera' }, { address: 'Av. Paulista, 1000' }, {}], combo_price: '42,00', has_combo: 'true' });
    expect(options.locations).toEqual([{ name: 'Praça da Sé, 10h-14h' }, { name: 'Feira de sábado', description: 'Parque Ibirapuera' }, { name: 'Av. Paulista, 1000' }]);
    expect(options.combo_price_cents).toBe(4200);
    expect(options.has_combo).toBe(true);
    expect(normalizeProductOptions('food-truck', { locations: 'Praça da Sé; Parque Villa-Lobos' }).locations).toEqual([{ name: 'Praça da Sé' }, { name: 'Parque Villa-Lobos' }]);
  });

  it('display lists accept arrays, comma strings and item objects', () => {
    expect(normalizeProductOptions('acaiteria', { allergens: 'Leite, Amendoim' }).allergens).toEqual(['Leite', 'Amendoim']);
    expect(normalizeProductOptions('acaiteria', { allergens: [{ name: 'Glúten' }, 'Soja', ''] }).allergens).toEqual(['Glúten', 'Soja']);
  });

  it.each([
    ['pizzaria', ['sizes', 'toppings', 'edges', 'side_dishes']],
    ['restaurante', ['cooking_point', 'sides', 'sauces']],
    ['sorveteria', ['sizes', 'toppings', 'ice_cream_toppings', 'complements', 'containers']],
    ['hamburgueria', ['adicionais', 'queijos', 'molhos']],
    ['bar', ['sizes', 'addons', 'ice_options']],
    ['lanchonete', ['sizes', 'molhos', 'queijos', 'adicionais']],
    ['cafeteria', ['sizes', 'milk_types', 'sweeteners', 'sides', 'takeaway_cups']],
    ['padaria', ['sizes', 'fillings', 'toppings', 'addons']],
    ['acaiteria', ['sizes', 'fruits', 'toppings', 'complements', 'special_addons']],
    ['doceria', ['sizes', 'fillings', 'toppings']],
    ['pastelaria', ['sizes', 'fillings', 'sides']],
    ['churrascaria', ['sizes', 'cuts', 'sides', 'sauces', 'seasonings', 'cooking_points']],
    ['marmitaria', ['sizes', 'proteins', 'sides', 'vegetables']],
    ['food-truck', ['sizes', 'ingredients_list', 'addons', 'sauces']],
  ] as const)('%s reads its option groups %p', (slug, groups) => {
    const raw = Object.fromEntries(groups.map((group) => [group, { x: { name: `Item de ${group}`, price: '1,25' } }]));
    const options = normalizeProductOptions(slug, raw) as unknown as Record<string, unknown>;
    expect(options.businessType).toBe(slug);
    for (const group of groups) expect(options[group]).toEqual([{ id: `${group}:0:item-de-${group.replace(/_/g, '-')}`, name: `Item de ${group}`, priceCents: 125 }]);
  });
});
