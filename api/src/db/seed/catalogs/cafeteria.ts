import { sizesKeepingCardPrice } from './sizes';
import type { DemoCatalog, DemoProduct } from './types';

// Cafeteria prices also arrive with a decimal comma ('2,50').
const BASE = {
  coffee_type: 'especial',
  coffee_origin: 'brasil',
  roast_level: 'media',
  grinding_level: 'fina',
  brewing_method: 'espresso',
  calories: 10,
  is_vegan: true,
  is_sugar_free: true,
  is_decaf: false,
  allow_takeaway: true,
  milk_types: [
    { name: 'Leite integral', price: 0 },
    { name: 'Leite sem lactose', price: '1,50' },
    { name: 'Bebida de aveia', price: 3 },
    { name: 'Bebida de amêndoas', price: '3.50' },
  ],
  sweeteners: { acucar: { name: 'Açúcar demerara', price: 0 }, mel: { name: 'Mel orgânico', price: '1,00' }, stevia: { name: 'Stévia', price: 0.5 } },
  sides: [
    { name: 'Pão de queijo (3 un.)', price: 7.9 },
    { name: 'Cookie de chocolate', price: '8,50' },
    { name: 'Croissant de manteiga', price: 11 },
  ],
  takeaway_cups: [
    { name: 'Copo de papel reciclável', price: 0.5 },
    { name: 'Copo térmico com tampa', price: '2,00' },
    { name: 'Caneca retornável Grão Nobre', price: 39.9 },
  ],
};

const CUPS = [
  ['Pequeno (180 ml)', 0],
  ['Médio (300 ml)', 300],
  ['Grande (450 ml)', 600],
] as const;

const coffee = (name: string, short: string, description: string, price: number, promo: number | undefined, options: Record<string, unknown> = {}): DemoProduct => ({
  name,
  short,
  description,
  price,
  promo,
  options: { ...BASE, sizes: sizesKeepingCardPrice(promo ?? price, CUPS), ...options },
});

export const CAFE_GRAO_NOBRE_CATALOG: DemoCatalog = {
  store: 'cafe-grao-nobre',
  icon: 'cup',
  categories: [
    {
      name: 'Cafés Quentes',
      products: [
        coffee('Espresso da Casa', 'Blend do Sul de Minas, torra média', 'Espresso de 50 ml com grãos especiais do Sul de Minas: notas de chocolate e caramelo.', 650, undefined),
        coffee('Cappuccino Italiano', 'Espresso, leite vaporizado e espuma', 'Espresso duplo, leite vaporizado e espuma cremosa, com cacau polvilhado.', 1290, 1090, { calories: 130, is_vegan: false, is_sugar_free: false }),
        coffee('Latte de Aveia', 'Espresso com bebida de aveia vaporizada', 'Espresso com bebida de aveia vaporizada. 100% vegetal.', 1490, undefined, { calories: 110 }),
        coffee('Café Coado no V60', 'Café filtrado de origem única', 'Café de origem única da Etiópia filtrado no V60, com notas florais e cítricas.', 1390, undefined, {
          coffee_type: 'origem_unica',
          coffee_origin: 'etiopia',
          roast_level: 'clara',
          grinding_level: 'media',
          brewing_method: 'coado',
          calories: 5,
        }),
        coffee('Prensa Francesa Colômbia', 'Café colombiano na prensa francesa', 'Café colombiano de torra média-escura preparado na prensa francesa, encorpado.', 1590, undefined, {
          coffee_origin: 'colombia',
          roast_level: 'media_escura',
          grinding_level: 'grossa',
          brewing_method: 'prensa_francesa',
        }),
        coffee('Espresso Descafeinado', 'Espresso sem cafeína, processo suíço', 'Espresso descafeinado pelo processo Swiss Water, sem solventes químicos.', 750, undefined, {
          coffee_type: 'descafeinado',
          is_decaf: true,
          roast_level: 'escura',
        }),
      ],
    },
    {
      name: 'Cafés Gelados',
      products: [
        coffee('Cold Brew com Laranja', 'Extração a frio por 18 horas', 'Café extraído a frio por 18 horas, servido com gelo e uma fatia de laranja.', 1690, 1490, {
          brewing_method: 'cold_brew',
          grinding_level: 'grossa',
          coffee_type: 'blend',
          coffee_origin: 'blend',
          allow_takeaway: true,
        }),
        coffee('Frappé de Caramelo', 'Café gelado batido com caramelo', 'Café batido com gelo, leite, calda de caramelo salgado e chantilly.', 1890, undefined, {
          calories: 320,
          is_vegan: false,
          is_sugar_free: false,
          brewing_method: 'moka',
        }),
      ],
    },
    {
      name: 'Para Acompanhar',
      icon: 'bread',
      products: [
        coffee('Pão de Queijo Mineiro', 'Porção com 6 unidades', 'Pão de queijo feito com queijo canastra, saindo do forno.', 1290, undefined, {
          coffee_type: '',
          coffee_origin: '',
          roast_level: '',
          grinding_level: '',
          brewing_method: '',
          calories: 280,
          is_vegan: false,
          is_sugar_free: true,
          allow_takeaway: true,
          sizes: [{ name: '6 unidades', price: '12,90' }, { name: '12 unidades', price: 23.9 }, { name: '20 unidades (congelado)', price: '34,90' }],
          milk_types: [],
          sweeteners: [],
        }),
        coffee('Bolo de Fubá com Goiabada', 'Fatia generosa', 'Bolo de fubá cremoso com pedaços de goiabada cascão.', 1190, undefined, {
          coffee_type: '',
          coffee_origin: '',
          roast_level: '',
          grinding_level: '',
          brewing_method: '',
          calories: 340,
          is_vegan: false,
          is_sugar_free: false,
          allow_takeaway: false,
          sizes: [{ name: 'Fatia', price: 11.9 }, { name: '2 fatias', price: '21,90' }, { name: '4 fatias', price: 39.9 }],
          milk_types: [],
          sweeteners: [],
        }),
      ],
    },
  ],
};
