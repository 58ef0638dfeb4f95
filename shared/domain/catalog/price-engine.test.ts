/** @jest-environment node */
import { priceSelection } from './price-engine';
import type { Product } from './product';
import { makeProduct, pick } from './test-helpers';

// Every expected total below is worked out by hand from spec §9 (see the comment of each row).

const pizza = makeProduct(
  'pizzaria',
  {
    sizes: [{ name: 'Média', price: 40 }, { name: 'Grande', price: '55,00' }, { name: 'Família', price: 0, additional_price: 70 }],
    toppings: [{ name: 'Calabresa', price: 0 }, { name: 'Margherita', price: 5 }, { name: 'Quatro Queijos', price: 8 }, { name: 'Portuguesa', price: 6 }],
    edges: [{ name: 'Catupiry', price: 8 }, { name: 'Cheddar', additional_price: 7 }],
    side_dishes: [{ name: 'Refrigerante 2L', price: 12 }],
    max_toppings: 3,
  },
  45,
);
const pizzaNoSizes = makeProduct('pizzaria', { toppings: [{ name: 'Margherita', price: 5 }] }, 45, 39.9);

const restaurant = makeProduct(
  'restaurante',
  {
    cooking_point: [{ name: 'Mal passado', description: 'Vermelho por dentro' }, { name: 'Ao ponto' }],
    sides: [{ name: 'Arroz', additional_price: 4 }, { name: 'Fritas', additional_price: '6,50' }, { name: 'Salada', additional_price: 0 }],
    sauces: [{ name: 'Chimichurri', additional_price: 3 }],
    max_sides: 2,
  },
  '32,90',
  0,
);
const restaurantNoLimit = makeProduct('restaurante', { sides: [{ name: 'Arroz', additional_price: 4 }], max_sides: 0 }, 30);

const iceCream = makeProduct(
  'sorveteria',
  {
    sizes: [{ name: '1 bola', price: 0 }, { name: '2 bolas', price: 16 }],
    toppings: [{ name: 'Chocolate', price: 0 }, { name: 'Pistache', price: 4 }, { name: 'Morango', additional_price: 1.5 }],
    ice_cream_toppings: [{ name: 'Calda de chocolate', price: 2 }, { name: 'Granulado', price: 1 }, { name: 'Chantilly', price: 2.5 }],
    complements: [{ name: 'Casquinha extra', price: 3 }],
    containers: [{ name: 'Copo', price: 0 }, { name: 'Casquinha', price: 1 }],
    allow_mix: true,
    max_toppings: 2,
  },
  12,
  10,
);
const iceCreamNoSizes = makeProduct('sorveteria', { toppings: [{ name: 'Chocolate', price: 0 }] }, 12);

const burger = makeProduct(
  'hamburgueria',
  { tipo_carne: 'bovina', adicionais: 'Bacon, Ovo', queijos: 'Cheddar, Prato', molhos: 'Barbecue, Maionese verde' },
  29.9,
);
const chickenBurger = makeProduct(
  'hamburgueria',
  { tipo_carne: 'frango', adicionais: [{ name: 'Costela desfiada', price: 9 }], queijos: [{ name: 'Gorgonzola' }] },
  29.9,
);

const bar = makeProduct(
  'bar',
  {
    tipo_bebida: 'cerveja',
    sizes: [{ name: 'Long neck 355 ml', price: 0 }, { name: 'Garrafa 600 ml', price: 24 }],
    addons: [{ name: 'Limão', price: 1 }],
    ice_options: [{ name: 'Com gelo' }, { name: 'Sem gelo' }],
  },
  18,
);
const barKeyedIce = makeProduct('bar', { ice_options: { coco: { name: 'Gelo de coco', price: 2 } } }, 18, '15,50');

const snack = makeProduct(
  'lanchonete',
  { tipo_lanche: 'sanduiche', tamanho_lanche: 'grande', molhos: 'Ketchup, Mostarda', queijos: 'Cheddar', adicionais: 'Bacon,Ovo', adicionais_price: '3,50' },
  22,
);
const snackOverride = makeProduct('lanchonete', { molhos: 'Ketchup, Mostarda', molhos_price: '2,00' }, 22, 19.9);

const cafe = makeProduct(
  'cafeteria',
  {
    sizes: [{ name: 'P', price: '8,50' }, { name: 'M', price: '10,90' }, { name: 'G', price: '12,90' }],
    milk_types: [{ name: 'Leite de aveia', price: '2,50' }],
    sweeteners: [{ name: 'Açúcar', price: 0 }, { name: 'Mel', price: '1,00' }],
    sides: [{ name: 'Pão de queijo', price: '6,00' }],
    takeaway_cups: [{ name: 'Copo térmico', price: '1,50' }],
  },
  '8,50',
);
const cafeNoTakeaway = makeProduct(
  'cafeteria',
  { sizes: [{ name: 'P', price: '8,50' }, { name: 'M', price: '10,90' }], takeaway_cups: [{ name: 'Copo térmico', price: '1,50' }], allow_takeaway: false },
  '8,50',
);

const bakery = makeProduct(
  'padaria',
  { sizes: 'Pequeno:6,00, Médio:9,50, Grande:0', fillings: 'Doce de leite:2, Goiabada:1,50', toppings: 'Açúcar de confeiteiro', addons: ['Manteiga extra:1'] },
  6,
);
const bakeryPromo = makeProduct('padaria', { sizes: 'Pequeno:6,00, Grande:0', fillings: 'Goiabada:1,50' }, 6, 5);

const acai = makeProduct(
  'acaiteria',
  {
    sizes: [{ name: '300 ml', price: 15 }, { name: '500 ml', price: 22 }],
    fruits: [{ name: 'Banana', price: 0 }, { name: 'Morango', price: 2 }],
    toppings: [{ name: 'Leite condensado', price: 1.5 }],
    complements: [{ name: 'Granola', price: 1 }, { name: 'Paçoca', price: 1.5 }],
    special_addons: [{ name: 'Nutella', price: 5 }],
  },
  15,
);
const acaiKeyed = makeProduct(
  'acaiteria',
  JSON.stringify({ sizes: { p: { name: '300 ml', price: '15,00' }, g: { name: '700 ml', additional_price: 28 } }, complements: { pacoca: { name: 'Paçoca', price: 1.5 } } }),
  15,
);

const sweets = makeProduct(
  'doceria',
  {
    sizes: [{ name: '1 kg', price: 80 }, { name: '2 kg', price: 150 }],
    fillings: [{ name: 'Brigadeiro', price: 0 }, { name: 'Ninho com morango', price: 15 }],
    toppings: [{ name: 'Chantininho', price: 0 }, { name: 'Ganache', price: 10 }],
    allows_customization: true,
    customization_options: 'Nome e idade no topo',
    customization_price: 20,
    has_gift_packaging: true,
    has_gift_card: true,
    gift_price: 12,
  },
  80,
);
const sweetsPlain = makeProduct(
  'doceria',
  { sizes: [{ name: '1 kg', price: 80 }], allows_customization: true, customization_price: 20, has_gift_packaging: true, has_gift_card: false, gift_price: 12 },
  80,
);

const pastry = makeProduct(
  'pastelaria',
  {
    sizes: [{ name: 'Médio', price: 9 }, { name: 'Grande', price: 13 }],
    fillings: [{ name: 'Carne', price: 0 }, { name: 'Queijo extra', price: 2 }],
    sides: [{ name: 'Caldo de cana 300 ml', price: 7 }],
  },
  9,
);
const pastryCombo = makeProduct('pastelaria', { fillings: [{ name: 'Carne', price: 0 }], has_combo: true, combo_price: 15 }, 9, 8);

const steak = makeProduct(
  'churrascaria',
  {
    sizes: [{ name: '300 g', price: 0 }, { name: '500 g', price: 119.9 }],
    cooking_points: [{ name: 'Mal passada' }, { name: 'Ao ponto' }],
    cuts: [{ name: 'Picanha extra 100 g', price: 25 }],
    seasonings: [{ name: 'Sal de parrilla', price: 0 }],
    sides: [{ name: 'Farofa', additional_price: 6 }],
    sauces: [{ name: 'Vinagrete', price: 4 }],
  },
  89.9,
);
const steakRodizio = makeProduct('churrascaria', { sauces: [{ name: 'Vinagrete', price: 4 }], has_rodizio: true, rodizio_price: 129.9 }, 89.9);

const meal = makeProduct(
  'marmitaria',
  {
    sizes: [{ name: 'P', price: 19.9 }, { name: 'M', price: 0 }, { name: 'G', price: 29.9 }],
    proteins: [{ name: 'Frango grelhado', price: 0 }, { name: 'Filé de tilápia', price: 6 }],
    sides: [{ name: 'Arroz integral', price: 0 }, { name: 'Purê', price: 3 }],
    vegetables: [{ name: 'Brócolis', price: 2 }],
    has_subscription: true,
    subscription_price: 450,
  },
  24.9,
);

const truckOptions = {
  sizes: [{ name: 'Simples', price: 28 }, { name: 'Duplo', price: 36 }],
  ingredients_list: [{ name: 'Cebola caramelizada', price: 2 }],
  addons: [{ name: 'Bacon', price: 4 }],
  sauces: [{ name: 'Chipotle', price: 2.5 }],
  has_combo: true,
  combo_price: 42,
  combo_description: 'Lanche + fritas + refri',
};
const truck = makeProduct('food-truck', truckOptions, 28);
const truckNoCombo = makeProduct('food-truck', { ...truckOptions, has_combo: false }, 28);
const truckComboNoPrice = makeProduct('food-truck', { ...truckOptions, combo_price: null }, 28);

type Row = [label: string, product: Product, selection: Record<string, unknown> | null, expectedCents: number, canAdd: boolean];

const ROWS: Row[] = [
  // Pizzaria
  ['pizzaria default: first size Média', pizza, null, 4000, true],
  ['pizzaria Grande 55,00 + half-half Calabresa 0 / Margherita 5 (avg 2,50) + Catupiry 8 + 2× Refri 12', pizza,
    { selectedSize: pick('Grande'), halfHalfEnabled: true, selectedToppings: [pick('Calabresa'), pick('Margherita')], selectedEdge: pick('Catupiry'), selectedSideDishes: [pick('Refrigerante 2L', 2)] }, 5500 + 250 + 800 + 2400, true],
  ['pizzaria Família (additional 70) + 3 halves 5/8/6 (avg 6,333 → 6,33) + Cheddar (additional 7)', pizza,
    { selectedSize: pick('Família'), halfHalfEnabled: true, selectedToppings: [pick('Margherita'), pick('Quatro Queijos'), pick('Portuguesa')], selectedEdge: pick('Cheddar') }, 7000 + 633 + 700, true],
  ['pizzaria single flavour Quatro Queijos 8, missing size → Média 40', pizza, { selectedToppings: [pick('Quatro Queijos')] }, 4800, true],
  ['pizzaria two flavours with half-half off: summed, blocked (max 1)', pizza, { selectedToppings: [pick('Margherita'), pick('Quatro Queijos')] }, 4000 + 1300, false],
  ['pizzaria four halves over max_toppings 3: blocked', pizza,
    { halfHalfEnabled: true, selectedToppings: [pick('Calabresa'), pick('Margherita'), pick('Quatro Queijos'), pick('Portuguesa')] }, 4000 + 475, false],
  ['pizzaria without sizes: promo 39,90 + Margherita 5', pizzaNoSizes, { selectedToppings: [pick('Margherita')] }, 4490, true],
  // Restaurante
  ['restaurante default: price "32,90", promo 0 ignored', restaurant, null, 3290, true],
  ['restaurante Ao ponto + Arroz 4 + Fritas "6,50" + 2× Chimichurri 3', restaurant,
    { selectedCookingPoint: pick('Ao ponto'), selectedSides: [pick('Arroz'), pick('Fritas')], selectedSauces: [pick('Chimichurri', 2)] }, 3290 + 400 + 650 + 600, true],
  ['restaurante 3 side copies over max_sides 2: blocked', restaurant, { selectedSides: [pick('Arroz', 2), pick('Fritas')] }, 3290 + 800 + 650, false],
  ['restaurante max_sides 0 = unlimited', restaurantNoLimit, { selectedSides: [pick('Arroz', 5)] }, 3000 + 2000, true],
  // Sorveteria
  ['sorveteria default: 1 bola priced 0 → promo 10', iceCream, null, 1000, true],
  ['sorveteria 2 bolas 16 + mix Pistache 4 / Morango (additional 1,50) + Calda 2 + Granulado 1 + 2× Casquinha extra 3 + Casquinha 1', iceCream,
    { selectedSize: pick('2 bolas'), mixFlavorsEnabled: true, selectedToppings: [pick('Pistache'), pick('Morango')], selectedIceCreamToppings: [pick('Calda de chocolate'), pick('Granulado')], selectedComplements: [pick('Casquinha extra', 2)], selectedContainer: pick('Casquinha') },
    1600 + 550 + 300 + 600 + 100, true],
  ['sorveteria 3 toppings over max 2 and 3 flavours over max_flavors 2: blocked', iceCream,
    { mixFlavorsEnabled: true, selectedToppings: [pick('Chocolate'), pick('Pistache'), pick('Morango')], selectedIceCreamToppings: [pick('Calda de chocolate'), pick('Granulado'), pick('Chantilly')] },
    1000 + 550 + 550, false],
  ['sorveteria toppings are one copy each (quantity 5 counts 1)', iceCream, { selectedIceCreamToppings: [pick('Granulado', 5)] }, 1000 + 100, true],
  ['sorveteria without sizes: price 12 + Chocolate 0', iceCreamNoSizes, { selectedToppings: [pick('Chocolate')] }, 1200, true],
  // Hamburgueria
  ['hamburgueria default', burger, null, 2990, true],
  ['hamburgueria 2× Bacon 2,50 + Cheddar 3,00 + Barbecue 1,50 + Ao ponto + Leve', burger,
    { selectedAddons: [pick('Bacon', 2)], selectedCheeses: [pick('Cheddar')], selectedSauces: [pick('Barbecue')], meatPoint: pick('Ao ponto'), spicyLevel: pick('Leve') }, 2990 + 500 + 300 + 150, true],
  ['hamburgueria own price 9 wins, nameless-price cheese gets fixed 3,00', chickenBurger,
    { selectedAddons: [pick('Costela desfiada')], selectedCheeses: [pick('Gorgonzola')] }, 2990 + 900 + 300, true],
  ['hamburgueria meat point on a chicken burger is not offered: blocked', chickenBurger, { meatPoint: pick('Ao ponto') }, 2990, false],
  // Bar
  ['bar default: Long neck priced 0 → 18 + Com gelo', bar, null, 1800, true],
  ['bar Garrafa 24 + 3× Limão 1 + Sem gelo', bar, { selectedSize: pick('Garrafa 600 ml'), selectedAddons: [pick('Limão', 3)], selectedIce: pick('Sem gelo') }, 2700, true],
  ['bar keyed ice options, promo "15,50" + first ice 2 preselected', barKeyedIce, null, 1750, true],
  // Lanchonete
  ['lanchonete default: the tamanho_lanche size at the product price', snack, null, 2200, true],
  ['lanchonete 2× Ketchup 1,50 + Cheddar 3,00 + Bacon and Ovo at adicionais_price 3,50', snack,
    { selectedMolhos: [pick('Ketchup', 2)], selectedQueijos: [pick('Cheddar')], selectedAdicionais: [pick('Bacon'), pick('Ovo')] }, 2200 + 300 + 300 + 700, true],
  ['lanchonete molhos_price "2,00" overrides 1,50; promo 19,90', snackOverride, { selectedMolhos: [pick('Mostarda')] }, 1990 + 200, true],
  // Cafeteria
  ['cafeteria default: P "8,50"', cafe, null, 850, true],
  ['cafeteria G "12,90" + aveia "2,50" + Açúcar 0 + Mel "1,00" + 2× Pão de queijo "6,00" + Copo "1,50"', cafe,
    { selectedSize: pick('G'), selectedMilkTypes: [pick('Leite de aveia')], selectedSweeteners: [pick('Açúcar'), pick('Mel')], selectedSides: [pick('Pão de queijo', 2)], selectedTakeawayCups: [pick('Copo térmico')] },
    1290 + 250 + 0 + 100 + 1200 + 150, true],
  ['cafeteria cup while takeaway is not allowed: not charged, blocked', cafeNoTakeaway, { selectedSize: pick('M'), selectedTakeawayCups: [pick('Copo térmico')] }, 1090, false],
  // Padaria
  ['padaria default: Pequeno "6,00"', bakery, null, 600, true],
  ['padaria Médio "9,50" + Doce de leite 2 + 2× Goiabada "1,50" + Açúcar (no price) + Manteiga 1', bakery,
    { selectedSize: pick('Médio'), selectedFillings: [pick('Doce de leite'), pick('Goiabada', 2)], selectedToppings: [pick('Açúcar de confeiteiro')], selectedAddons: [pick('Manteiga extra')] },
    950 + 200 + 300 + 0 + 100, true],
  ['padaria size without price → product price (promo 5) + Goiabada', bakeryPromo, { selectedSize: pick('Grande'), selectedFillings: [pick('Goiabada')] }, 500 + 150, true],
  // Açaiteria
  ['acaiteria default: 300 ml', acai, null, 1500, true],
  ['acaiteria 500 ml 22 + Banana 0 + 2× Morango 2 + Leite condensado 1,50 + 3× Granola 1 + Nutella 5', acai,
    { selectedSize: pick('500 ml'), selectedFruits: [pick('Banana'), pick('Morango', 2)], selectedToppings: [pick('Leite condensado')], selectedComplements: [pick('Granola', 3)], selectedSpecialAddons: [pick('Nutella')] },
    2200 + 400 + 150 + 300 + 500, true],
  ['acaiteria JSON string with keyed groups: 700 ml (additional 28) + Paçoca', acaiKeyed, { selectedSize: pick('700 ml'), selectedComplements: [pick('Paçoca')] }, 2800 + 150, true],
  // Doceria
  ['doceria default: 1 kg', sweets, null, 8000, true],
  ['doceria 2 kg 150 + Ninho 15 + Ganache 10 + customization 20 + gift 12 once (packaging and card)', sweets,
    { selectedSize: pick('2 kg'), selectedFillings: [pick('Ninho com morango')], selectedToppings: [pick('Ganache')], addCustomization: true, customizationRequest: 'Parabéns, Ana!', addGiftPackaging: true, addGiftCard: true, giftMessage: 'Com carinho' },
    15000 + 1500 + 1000 + 2000 + 1200, true],
  ['doceria customization without options text and a card the product lacks: not charged', sweetsPlain, { addCustomization: true, addGiftCard: true }, 8000, true],
  ['doceria gift packaging only: gift_price once', sweetsPlain, { addGiftPackaging: true }, 8000 + 1200, true],
  // Pastelaria
  ['pastelaria default: Médio', pastry, null, 900, true],
  ['pastelaria Grande 13 + 2× Queijo extra 2 + Caldo 7', pastry, { selectedSize: pick('Grande'), selectedFillings: [pick('Queijo extra', 2)], selectedSides: [pick('Caldo de cana 300 ml')] }, 1300 + 400 + 700, true],
  ['pastelaria combo is display-only; promo 8 + Carne 0', pastryCombo, { selectedFillings: [pick('Carne')] }, 800, true],
  // Churrascaria
  ['churrascaria default: 300 g priced 0 → 89,90, first cooking point', steak, null, 8990, true],
  ['churrascaria 500 g 119,90 + Ao ponto + Picanha 25 + Sal 0 + 2× Farofa (additional 6) + Vinagrete 4', steak,
    { selectedSize: pick('500 g'), selectedCookingPoint: pick('Ao ponto'), selectedCuts: [pick('Picanha extra 100 g')], selectedSeasonings: [pick('Sal de parrilla')], selectedSides: [pick('Farofa', 2)], selectedSauces: [pick('Vinagrete')] },
    11990 + 2500 + 1200 + 400, true],
  ['churrascaria rodizio price is display-only', steakRodizio, { selectedSauces: [pick('Vinagrete')] }, 8990 + 400, true],
  // Marmitaria
  ['marmitaria default: P 19,90', meal, null, 1990, true],
  ['marmitaria G 29,90 + Tilápia 6 + Arroz 0 + 2× Purê 3 + Brócolis 2 (subscription price not added)', meal,
    { selectedSize: pick('G'), selectedProteins: [pick('Filé de tilápia')], selectedSides: [pick('Arroz integral'), pick('Purê', 2)], selectedVegetables: [pick('Brócolis')] },
    2990 + 600 + 600 + 200, true],
  ['marmitaria size M priced 0 keeps the base 24,90', meal, { selectedSize: pick('M'), selectedProteins: [pick('Frango grelhado')] }, 2490, true],
  // Food truck
  ['food-truck default: Simples', truck, null, 2800, true],
  ['food-truck Duplo 36 + Cebola 2 + 2× Bacon 4 + Chipotle 2,50', truck,
    { selectedSize: pick('Duplo'), selectedIngredients: [pick('Cebola caramelizada')], selectedAddons: [pick('Bacon', 2)], selectedSauces: [pick('Chipotle')] }, 3600 + 200 + 800 + 250, true],
  ['food-truck combo on: combo price 42, options ignored', truck, { selectedSize: pick('Duplo'), selectedAddons: [pick('Bacon', 2)], comboSelected: true }, 4200, true],
  ['food-truck combo on but the product has no combo: priced normally', truckNoCombo, { comboSelected: true }, 2800, true],
  ['food-truck combo on without combo price: priced normally', truckComboNoPrice, { comboSelected: true, selectedAddons: [pick('Bacon')] }, 2800 + 400, true],
];

describe('priceSelection', () => {
  it.each(ROWS)('%s', (_label, product, selection, expected, canAdd) => {
    const result = priceSelection(product, selection);
    expect(result.unitTotalCents).toBe(expected);
    expect(result.canAddToCart).toBe(canAdd);
    expect(result.lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(result.unitTotalCents);
  });

  it('covers all 14 business types', () => {
    expect(new Set(ROWS.map(([, product]) => product.business_type_slug)).size).toBe(14);
  });

  it('reports base, lines and no violations for a valid selection', () => {
    const result = priceSelection(pizza, { selectedSize: pick('Grande'), halfHalfEnabled: true, selectedToppings: [pick('Calabresa'), pick('Margherita')], selectedSideDishes: [pick('Refrigerante 2L', 2)] });
    expect(result.baseCents).toBe(4500);
    expect(result.lines).toEqual([
      { group: 'selectedSize', label: 'Grande', unitCents: 5500, quantity: 1, totalCents: 5500 },
      { group: 'selectedToppings', label: 'Meio a meio: Calabresa, Margherita', unitCents: 250, quantity: 1, totalCents: 250 },
      { group: 'selectedSideDishes', label: 'Refrigerante 2L', unitCents: 1200, quantity: 2, totalCents: 2400 },
    ]);
    expect(result.violations).toEqual([]);
    expect(result.unknownOptions).toEqual([]);
  });

  it('uses the base line when there is no size', () => {
    expect(priceSelection(burger, null).lines).toEqual([{ group: 'base', label: 'Preço base', unitCents: 2990, quantity: 1, totalCents: 2990 }]);
  });

  it('prices from the product, never from the prices carried by the selection', () => {
    const tampered = { selectedSize: { id: 'sizes:1:grande', name: 'Grande', priceCents: 1 }, selectedToppings: [] };
    expect(priceSelection(pizza, tampered).unitTotalCents).toBe(5500);
  });

  it('reports options the product does not offer', () => {
    const result = priceSelection(burger, { selectedAddons: [pick('Caviar')] });
    expect(result.unknownOptions).toEqual([{ group: 'selectedAddons', id: 'client:Caviar', name: 'Caviar' }]);
    expect(result.unitTotalCents).toBe(2990);
    expect(result.canAddToCart).toBe(false);
  });

  it('gives doceria gift and customisation lines', () => {
    const result = priceSelection(sweets, { addCustomization: true, addGiftCard: true });
    expect(result.lines.slice(1)).toEqual([
      { group: 'addCustomization', label: 'Personalização', unitCents: 2000, quantity: 1, totalCents: 2000 },
      { group: 'gift', label: 'Opções para presente', unitCents: 1200, quantity: 1, totalCents: 1200 },
    ]);
  });

  it('gives the food-truck combo as the only line', () => {
    expect(priceSelection(truck, { comboSelected: true }).lines).toEqual([{ group: 'comboSelected', label: 'Combo', unitCents: 4200, quantity: 1, totalCents: 4200 }]);
  });

  it('prices an unknown business type at its base price', () => {
    const result = priceSelection(makeProduct('floricultura', { sizes: [{ name: 'G', price: 99 }] }, 20, 18), null);
    expect(result).toEqual({ baseCents: 1800, unitTotalCents: 1800, lines: [{ group: 'base', label: 'Preço base', unitCents: 1800, quantity: 1, totalCents: 1800 }], violations: [], unknownOptions: [], canAddToCart: true });
  });

  it('treats garbage selections as empty', () => {
    expect(priceSelection(acai, 'nope').unitTotalCents).toBe(1500);
    expect(priceSelection(acai, { selectedFruits: 'Banana', selectedSize: 42 }).unitTotalCents).toBe(1500);
    expect(priceSelection(acai, { selectedFruits: [pick('Morango', -3)] }).unitTotalCents).toBe(1500 + 200);
    expect(priceSelection(acai, { selectedFruits: [pick('Morango', 2.7)] }).unitTotalCents).toBe(1500 + 400);
  });

  it('treats unparsable prices as 0 and negative option prices as free', () => {
    expect(priceSelection(makeProduct('acaiteria', {}, 'abc'), null).unitTotalCents).toBe(0);
    expect(priceSelection(makeProduct('acaiteria', { fruits: [{ name: 'Kiwi', price: -3 }] }, 10), { selectedFruits: [pick('Kiwi')] }).unitTotalCents).toBe(1000);
  });

  it('accepts pre-normalised options and an injected logger', () => {
    const logger = jest.fn();
    expect(priceSelection(makeProduct('bar', '{oops', 18), null, { logger }).unitTotalCents).toBe(1800);
    expect(logger).toHaveBeenCalledWith('Erro ao converter business_type_options', expect.any(SyntaxError));
  });
});
