import { wireReais } from './sizes';
import type { DemoCatalog, DemoProduct } from './types';

const FLAVOURS = [
  { name: 'Margherita', additional_price: 0 },
  { name: 'Calabresa', additional_price: '0' },
  { name: 'Portuguesa', additional_price: 4 },
  { name: 'Quatro Queijos', additional_price: '6.00' },
  { name: 'Frango com Catupiry', additional_price: 5 },
  { name: 'Pepperoni', additional_price: '7,00' },
];

const EDGES = {
  catupiry: { name: 'Borda de Catupiry', price: 9 },
  cheddar: { name: 'Borda de Cheddar', price: '9.00' },
  chocolate: { name: 'Borda de Chocolate', price: 12 },
};

const SIDE_DISHES = [
  { name: 'Refrigerante 2 L', price: 14 },
  { name: 'Guaraná Antarctica lata', price: '6.50' },
  { name: 'Batata rústica com alecrim', price: 22.9 },
  { name: 'Molho de pimenta calabresa da casa', price: '3,00' },
];

const SIZES = [
  ['Broto (4 fatias)', 0.66],
  ['Média (6 fatias)', 0.84],
  ['Grande (8 fatias)', 1],
  ['Família (12 fatias)', 1.28],
] as const;

/** The card price is the grande (the promotional one when there is a promotion); the others in proportion, ending in ,90. */
const sizesFor = (cents: number) =>
  SIZES.map(([name, factor], i) => ({ name, price: wireReais(factor === 1 ? cents : Math.round((cents * factor) / 100) * 100 - 10, i) }));

const BASE = {
  toppings: FLAVOURS,
  edges: EDGES,
  side_dishes: SIDE_DISHES,
  pizza_type: 'Tradicional',
  dough_type: 'Fermentação natural de 48 horas',
  allow_half_half: true,
  max_toppings: 2,
  allow_observations: true,
  calories: 270,
  allergens: ['Glúten', 'Lactose'],
  is_vegan: false,
  is_vegetarian: false,
  gluten_free: false,
  cooking_method: 'forno_lenha',
  cooking_time: 25,
  promo_monday: false,
  promo_tuesday: true,
  promo_wednesday: true,
  promo_thursday: false,
  promo_friday: false,
  promo_saturday: false,
  promo_sunday: false,
  min_order_value: 30,
  delivery_available: true,
  takeout_available: true,
  dine_in_available: true,
  recommended_pairings: ['Vinho tinto Chianti', 'Cerveja artesanal Pilsen', 'Soda italiana de limão siciliano'],
  combo_suggestions: ['Pizza grande + refrigerante 2 L', 'Duas pizzas grandes + borda recheada grátis'],
};

/** What each pizza is made of (the modal's "Ingredientes"), by name; a product not here gives its own. */
const INGREDIENTS: Record<string, string> = {
  Calabresa: 'Molho de tomate, muçarela, calabresa defumada, cebola roxa, azeitonas pretas, orégano',
  Portuguesa: 'Molho de tomate, muçarela, presunto, ovos cozidos, ervilha, cebola, palmito, azeitonas',
  'Quatro Queijos': 'Molho de tomate, muçarela, gorgonzola, parmesão, catupiry',
  'Frango com Catupiry': 'Molho de tomate, frango desfiado, catupiry, milho verde, ervas',
  'Pizza de Aliche': 'Molho de tomate, muçarela, filés de aliche, alcaparras, tomate fresco',
  Pepperoni: 'Molho de tomate, muçarela, pepperoni artesanal, orégano fresco',
  'Napolitana de Abobrinha': 'Molho de tomate, abobrinha grelhada, ricota, raspas de limão, hortelã',
  'Pizza Sem Glúten de Muçarela': 'Massa de farinha de arroz e polvilho, molho de tomate, muçarela, orégano',
  'Chocolate com Morango': 'Chocolate ao leite, morangos frescos, açúcar de confeiteiro',
  'Romeu e Julieta': 'Muçarela, goiabada cascão, canela',
  'Calabresa Moema': 'Molho de tomate, calabresa, cebola caramelizada, provolone defumado',
  'Burrata e Presunto Parma': 'Molho de tomate, burrata, presunto Parma, rúcula',
  'Banana com Canela': 'Muçarela, banana caramelizada, açúcar mascavo, canela',
};
const MARGHERITA = 'Molho de tomate San Marzano, muçarela de búfala, manjericão, azeite extravirgem';

const pizza = (name: string, short: string, description: string, price: number, promo: number | undefined, options: Record<string, unknown> = {}): DemoProduct => ({
  name,
  short,
  description,
  price,
  promo,
  options: { ...BASE, base_ingredients: INGREDIENTS[name], sizes: sizesFor(promo ?? price), ...options },
});

const VEG = { is_vegetarian: true };

export const BELLA_NAPOLI_CATALOG: DemoCatalog = {
  store: 'pizzaria-bella-napoli',
  icon: 'pizza',
  categories: [
    {
      name: 'Pizzas Tradicionais',
      products: [
        pizza('Margherita', 'Tomate, muçarela de búfala e manjericão', 'A clássica napolitana: molho de tomate San Marzano, muçarela de búfala, manjericão fresco e um fio de azeite.', 5490, 4690, { ...VEG, base_ingredients: MARGHERITA }),
        pizza('Calabresa', 'Calabresa fatiada, cebola roxa e azeitonas', 'Calabresa defumada fatiada fina, cebola roxa, azeitonas pretas e orégano sobre muçarela.', 4990, undefined, {
          calories: 295,
          allergens: ['Glúten', 'Lactose', 'Sulfitos'],
          promo_monday: true,
          promo_thursday: true,
        }),
        pizza('Portuguesa', 'Presunto, ovos, ervilha e cebola', 'Presunto, ovos cozidos, ervilha, cebola, palmito e azeitonas sobre muçarela.', 5690, undefined, { calories: 310, allergens: ['Glúten', 'Lactose', 'Ovo'] }),
        pizza('Quatro Queijos', 'Muçarela, gorgonzola, parmesão e catupiry', 'Muçarela, gorgonzola, parmesão ralado na hora e catupiry original.', 5990, 5390, {
          ...VEG,
          calories: 330,
          promo_friday: true,
          promo_saturday: true,
          promo_sunday: true,
        }),
        pizza('Frango com Catupiry', 'Frango desfiado e catupiry original', 'Frango desfiado temperado com ervas, catupiry original e milho verde.', 5490, undefined),
        pizza('Pizza de Aliche', 'Aliche, alcaparras e tomate', 'Filés de aliche, alcaparras e tomate fresco (fora do cardápio nesta temporada).', 6290, undefined, {}),
      ].map((p) => (p.name === 'Pizza de Aliche' ? { ...p, isActive: false } : p)),
    },
    {
      name: 'Pizzas Especiais',
      products: [
        pizza('Pepperoni', 'Pepperoni artesanal e muçarela', 'Pepperoni artesanal levemente picante, muçarela e orégano fresco.', 6490, undefined, { pizza_type: 'Especial', calories: 320 }),
        pizza('Napolitana de Abobrinha', 'Abobrinha grelhada, ricota e hortelã', 'Abobrinha grelhada, ricota temperada, raspas de limão e hortelã. Opção vegetariana da casa.', 5890, undefined, { ...VEG, pizza_type: 'Especial' }),
        pizza('Vegana da Horta', 'Legumes assados sem queijo', 'Molho de tomate, abobrinha, berinjela, pimentões assados, cebola roxa e rúcula, sem queijo.', 5790, 4990, {
          pizza_type: 'Especial',
          is_vegan: true,
          is_vegetarian: true,
          allergens: ['Glúten'],
          base_ingredients: 'Molho de tomate, legumes assados, rúcula, azeite',
          edges: { integral: { name: 'Borda integral de azeite', price: 6 }, alho: { name: 'Borda de alho assado', price: '7.00' }, ervas: { name: 'Borda de ervas finas', price: 6.5 } },
        }),
        pizza('Pizza Sem Glúten de Muçarela', 'Massa de farinha de arroz e muçarela', 'Massa sem glúten de farinha de arroz e polvilho, molho de tomate e muçarela. Preparada em área separada.', 6290, undefined, {
          ...VEG,
          pizza_type: 'Sem glúten',
          dough_type: 'Sem glúten (farinha de arroz e polvilho)',
          gluten_free: true,
          allergens: ['Lactose'],
          cooking_method: 'forno_eletrico',
          allow_half_half: false,
        }),
      ],
    },
    {
      name: 'Pizzas Doces',
      products: [
        pizza('Chocolate com Morango', 'Chocolate ao leite e morangos frescos', 'Chocolate ao leite derretido, morangos frescos e açúcar de confeiteiro.', 4990, undefined, { ...VEG, pizza_type: 'Doce', calories: 350, allergens: ['Glúten', 'Lactose', 'Soja'], max_toppings: 3 }),
        pizza('Romeu e Julieta', 'Goiabada cascão e muçarela', 'Goiabada cascão derretida sobre muçarela, finalizada com canela.', 4590, 3990, { ...VEG, pizza_type: 'Doce', calories: 340 }),
      ],
    },
    {
      name: 'Bebidas',
      icon: 'bottle',
      products: [
        // A drink on the pizzeria's product form: none of the pizzas' dough, oven, pairings or promotion days. Its
        // card price is the first size's, the one the modal preselects (spec §4).
        pizza('Refrigerante', 'Coca-Cola, Guaraná ou Fanta: 600 ml, 1,5 L ou 2 L', 'Refrigerante gelado na garrafa. Escolha o tamanho e o sabor.', 900, undefined, {
          pizza_type: 'Bebida',
          dough_type: null,
          cooking_method: null,
          cooking_time: null,
          recommended_pairings: ['Pizza Calabresa', 'Pizza Pepperoni'],
          combo_suggestions: ['Pizza grande + refrigerante 2 L'],
          promo_tuesday: false,
          promo_wednesday: false,
          allow_half_half: false,
          max_toppings: 1,
          calories: 85,
          allergens: [],
          base_ingredients: 'Água gaseificada, açúcar, extrato vegetal',
          is_vegan: true,
          is_vegetarian: true,
          sizes: [{ name: 'Garrafa 600 ml', price: 9 }, { name: 'Garrafa 1,5 L', price: '12.00' }, { name: 'Garrafa 2 L', price: 14 }],
          toppings: [{ name: 'Coca-Cola', price: 0 }, { name: 'Guaraná Antarctica', price: 0 }, { name: 'Fanta Laranja', price: 0 }],
          edges: [],
          side_dishes: [{ name: 'Gelo e limão', price: 1 }, { name: 'Copo descartável (2 un.)', price: '0.50' }, { name: 'Canudo de papel (2 un.)', price: '0,50' }],
        }),
      ],
    },
  ],
};

export const BELLA_NAPOLI_MOEMA_CATALOG: DemoCatalog = {
  store: 'bella-napoli-moema',
  icon: 'pizza',
  categories: [
    {
      name: 'Pizzas da Casa',
      products: [
        pizza('Margherita', 'Tomate, muçarela de búfala e manjericão', 'A clássica napolitana, com a massa de 48 horas da matriz.', 5690, undefined, { ...VEG, base_ingredients: MARGHERITA }),
        pizza('Calabresa Moema', 'Calabresa, cebola caramelizada e provolone', 'Receita exclusiva da filial Moema: calabresa, cebola caramelizada e provolone defumado.', 5890, 5290),
        pizza('Burrata e Presunto Parma', 'Burrata inteira e presunto cru', 'Molho de tomate, burrata inteira colocada após o forno, presunto Parma e rúcula.', 7890, undefined, { pizza_type: 'Especial', calories: 340 }),
      ],
    },
    {
      name: 'Doces',
      products: [pizza('Banana com Canela', 'Banana, açúcar mascavo e canela', 'Banana caramelizada, açúcar mascavo, canela e muçarela.', 4490, undefined, { ...VEG, pizza_type: 'Doce' })],
    },
  ],
};
