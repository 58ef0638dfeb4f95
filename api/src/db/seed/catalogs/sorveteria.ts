import { sizesFrom, type SizeStep } from './sizes';
import type { DemoCatalog, DemoProduct } from './types';

const FLAVOURS = [
  { name: 'Tapioca', price: 0 },
  { name: 'Cajá', price: 0 },
  { name: 'Chocolate belga', price: 2 },
  { name: 'Pistache', price: '4.00' },
  { name: 'Doce de leite', price: 0 },
  { name: 'Coco queimado', price: '1,50' },
];

const BASE = {
  ice_cream_type: 'massa',
  consistency: 'cremoso',
  flavor_intensity: 'moderado',
  flavor_category: 'frutas',
  toppings: FLAVOURS,
  ice_cream_toppings: [
    { name: 'Calda de chocolate', price: 2 },
    { name: 'Calda de caramelo', price: '2.00' },
    { name: 'Granulado colorido', price: 1.5 },
    { name: 'Chantilly', price: '2,50' },
  ],
  complements: { castanha: { name: 'Castanha de caju', price: 3.5 }, brownie: { name: 'Pedaço de brownie', price: '5.00' }, wafer: { name: 'Biscoito wafer', price: 2 } },
  containers: [
    { name: 'Copinho', price: 0 },
    { name: 'Casquinha crocante', price: 1.5 },
    { name: 'Cascão com chocolate', price: '3.50' },
  ],
  allow_mix: true,
  max_flavors: 3,
  max_toppings: 2,
  calories_per_scoop: 140,
  allergens: ['Lactose'],
  is_sugar_free: false,
  is_lactose_free: false,
  is_vegan: false,
  is_gluten_free: true,
  recommended_combinations: ['Tapioca + coco queimado', 'Cajá + chocolate belga'],
  for_birthday: false,
  is_seasonal: false,
  seasonal_period: '',
  allow_decoration: false,
};

/** Scoops: the card price is one scoop. */
const SCOOPS: SizeStep[] = [
  ['1 bola', 0],
  ['2 bolas', 600],
  ['3 bolas', 1100],
];

const gelato = (name: string, short: string, description: string, price: number, promo: number | undefined, options: Record<string, unknown> = {}, sizes = SCOOPS): DemoProduct => ({
  name,
  short,
  description,
  price,
  promo,
  options: { ...BASE, sizes: sizesFrom(promo ?? price, sizes), ...options },
});

export const GELATO_TROPICAL_CATALOG: DemoCatalog = {
  store: 'gelato-tropical',
  icon: 'cone',
  categories: [
    {
      name: 'Sorvetes de Massa',
      products: [
        gelato('Sorvete Regional', 'Sabores do Nordeste em bolas', 'Escolha até três sabores regionais: tapioca, cajá, coco queimado, doce de leite e mais.', 990, undefined),
        gelato('Gelato de Pistache', 'Gelato italiano de pistache siciliano', 'Gelato artesanal com pasta pura de pistache siciliano. Denso e intenso.', 1490, 1290, {
          ice_cream_type: 'gelato',
          consistency: 'denso',
          flavor_intensity: 'intenso',
          flavor_category: 'premium',
          allergens: ['Lactose', 'Pistache'],
          calories_per_scoop: 180,
          allow_mix: false,
        }),
        gelato('Sorbet de Manga', 'Sorbet de manga sem leite', 'Sorbet de manga Palmer, feito só com fruta, água e açúcar. Vegano e sem lactose.', 1190, undefined, {
          ice_cream_type: 'sorbet',
          consistency: 'macio',
          flavor_intensity: 'suave',
          is_vegan: true,
          is_lactose_free: true,
          allergens: [],
          calories_per_scoop: 95,
        }),
        gelato('Sorvete Zero Açúcar de Chocolate', 'Chocolate 70% adoçado com eritritol', 'Sorvete de chocolate 70% cacau adoçado com eritritol e stévia.', 1290, undefined, {
          flavor_category: 'chocolate',
          flavor_intensity: 'muito_intenso',
          is_sugar_free: true,
          calories_per_scoop: 90,
        }),
      ],
    },
    {
      name: 'Picolés e Paletas',
      products: [
        gelato('Paleta Mexicana de Morango com Leite Condensado', 'Paleta recheada de leite condensado', 'Paleta de morango com recheio cremoso de leite condensado.', 1190, 990, {
          ice_cream_type: 'paleta_mexicana',
          consistency: 'firme',
          allow_mix: false,
          max_flavors: 1,
        }, [['Unidade', 0], ['Kit com 3', 1800], ['Kit com 4', 2600]]),
        gelato('Picolé de Açaí', 'Picolé cremoso de açaí', 'Picolé de açaí com guaraná, cremoso e refrescante.', 690, undefined, {
          ice_cream_type: 'picole',
          consistency: 'firme',
          allow_mix: false,
        }, [['Unidade', 0], ['Kit com 3', 1200], ['Kit com 4', 1800]]),
      ],
    },
    {
      name: 'Especiais',
      products: [
        gelato('Milkshake de Doce de Leite', 'Milkshake de 500 ml com chantilly', 'Milkshake cremoso de doce de leite com chantilly e calda de caramelo.', 1890, undefined, {
          ice_cream_type: 'milkshake',
          consistency: 'aerado',
          flavor_category: 'caramelo',
        }, [['300 ml', -400], ['500 ml', 0], ['700 ml', 500]]),
        gelato('Torta Gelada de Aniversário', 'Torta de sorvete para 15 pessoas', 'Torta de sorvete com base de biscoito, dois sabores à escolha e decoração personalizada. Encomende com 2 dias de antecedência.', 12900, undefined, {
          for_birthday: true,
          allow_decoration: true,
          max_flavors: 2,
        }, [['10 fatias', -3000], ['15 fatias', 0], ['25 fatias', 6000]]),
        gelato('Sorvete de Caju de Verão', 'Sabor sazonal de caju', 'Sorvete de caju fresco, disponível só no verão.', 1090, undefined, {
          is_seasonal: true,
          seasonal_period: 'Dezembro a março',
          flavor_intensity: 'moderado',
          recommended_combinations: 'Caju + tapioca, Caju + coco queimado',
        }),
      ],
    },
  ],
};
