import { wireReais } from './sizes';
import type { DemoCatalog, DemoProduct } from './types';

/** Boxes priced from the box of 4 (the card price), a little cheaper per sweet as the box grows; whole reais. */
const boxesFrom = (baseCents: number) =>
  ([['Caixa com 4', 1], ['Caixa com 9', 2.1], ['Caixa com 16', 3.6]] as const).map(([name, factor], i) => ({
    name,
    price: wireReais(Math.round((baseCents * factor) / 100) * 100, i),
  }));

const BASE = {
  fillings: [
    { name: 'Brigadeiro tradicional', price: 0 },
    { name: 'Ninho com Nutella', price: '2.00' },
    { name: 'Pistache', price: 3 },
  ],
  toppings: { granulado: { name: 'Granulado belga', price: 0 }, ouro: { name: 'Pó de ouro comestível', price: '4.00' }, castanha: { name: 'Castanha picada', price: 2 } },
  sweet_category: 'brigadeiros',
  main_flavor: 'chocolate',
  allows_customization: true,
  customization_options: 'Cores das forminhas, iniciais em chocolate branco, tag com nome',
  customization_price: 8,
  requires_advance_order: false,
  advance_days: 0,
  has_gift_packaging: true,
  has_gift_card: true,
  gift_price: '6.50',
  ingredients: 'Leite condensado, chocolate belga 54%, manteiga, granulado',
  allergens: ['Lactose', 'Soja'],
  is_diet_light: false,
  is_vegan: false,
  is_gluten_free: true,
  is_lactose_free: false,
  is_sugar_free: false,
};

const sweet = (name: string, short: string, description: string, price: number, promo: number | undefined, options: Record<string, unknown> = {}): DemoProduct => ({
  name,
  short,
  description,
  price,
  promo,
  options: { ...BASE, sizes: boxesFrom(promo ?? price), ...options },
});

const CAKE_SIZES = [
  { name: 'P (15 fatias)', price: 119 },
  { name: 'M (25 fatias)', price: '179.00' },
  { name: 'G (40 fatias)', price: 259 },
];

export const DOCE_ENCANTO_CATALOG: DemoCatalog = {
  store: 'doce-encanto',
  icon: 'cake',
  categories: [
    {
      name: 'Brigadeiros Gourmet',
      products: [
        sweet('Brigadeiro Belga', 'Chocolate belga 54% e granulado', 'Brigadeiro de chocolate belga 54% cacau, enrolado no granulado belga.', 1600, undefined),
        sweet('Brigadeiro de Pistache', 'Pistache iraniano e chocolate branco', 'Brigadeiro de pistache com chocolate branco, finalizado com pistache picado.', 2200, 1900, {
          main_flavor: 'pistache',
          sweet_category: 'gourmet',
          allergens: ['Lactose', 'Pistache'],
        }),
        sweet('Brigadeiro Zero Açúcar', 'Cacau 70% adoçado com xilitol', 'Brigadeiro de cacau 70% com leite de coco e xilitol. Versão diet.', 2000, undefined, {
          is_diet_light: true,
          is_sugar_free: true,
          is_lactose_free: true,
          ingredients: 'Leite de coco, cacau 70%, xilitol, óleo de coco',
          allergens: ['Coco'],
        }),
        sweet('Beijinho Vegano', 'Coco e leite condensado de castanha', 'Beijinho com leite condensado vegano de castanha de caju e coco fresco.', 1800, undefined, {
          main_flavor: 'coco',
          sweet_category: 'doces_regionais',
          is_vegan: true,
          is_lactose_free: true,
          ingredients: 'Leite condensado de castanha de caju, coco fresco, óleo de coco',
          allergens: ['Castanha de caju', 'Coco'],
        }),
      ],
    },
    {
      name: 'Bolos e Tortas',
      products: [
        sweet('Bolo de Rolo Pernambucano', 'Camadas finas de goiabada', 'O tradicional bolo de rolo de Pernambuco, com camadas finíssimas de massa e goiabada.', 4500, 3990, {
          sweet_category: 'doces_regionais',
          main_flavor: 'outro',
          sizes: [{ name: 'Meio rolo (500 g)', price: 39.9 }, { name: 'Rolo inteiro (1 kg)', price: '74.90' }],
          fillings: [{ name: 'Goiabada', price: 0 }, { name: 'Doce de leite', price: '5.00' }, { name: 'Chocolate', price: 5 }],
          is_gluten_free: false,
          allergens: ['Glúten', 'Ovo', 'Lactose'],
          ingredients: 'Farinha de trigo, ovos, manteiga, açúcar, goiabada',
        }),
        sweet('Bolo de Aniversário Personalizado', 'Bolo decorado sob encomenda', 'Bolo de massa amanteigada com recheio e cobertura à escolha, decorado com o tema da festa. Encomende com 5 dias de antecedência.', 11900, undefined, {
          sweet_category: 'bolos',
          main_flavor: 'baunilha',
          sizes: CAKE_SIZES,
          fillings: [{ name: 'Ninho com morango', price: 0 }, { name: 'Brigadeiro', price: '0' }, { name: 'Doce de leite com ameixa', price: 15 }],
          toppings: [{ name: 'Chantininho', price: 0 }, { name: 'Pasta americana', price: '40.00' }, { name: 'Ganache', price: 25 }],
          customization_options: 'Tema da festa, nome e idade, cores da decoração, topo de bolo em papel',
          customization_price: '35.00',
          requires_advance_order: true,
          advance_days: 5,
          is_gluten_free: false,
          allergens: ['Glúten', 'Ovo', 'Lactose'],
        }),
        sweet('Torta de Limão', 'Massa sablée, creme de limão e merengue', 'Torta de limão siciliano com massa sablée e merengue maçaricado.', 8900, undefined, {
          sweet_category: 'tortas',
          main_flavor: 'limao',
          sizes: [{ name: 'Torta P (8 fatias)', price: '89.00' }, { name: 'Torta G (14 fatias)', price: 139 }],
          allows_customization: false,
          customization_options: '',
          customization_price: 0,
          requires_advance_order: true,
          advance_days: 1,
          is_gluten_free: false,
          allergens: ['Glúten', 'Ovo', 'Lactose'],
        }),
      ],
    },
    {
      name: 'Presentes',
      icon: 'box',
      products: [
        sweet('Caixa Presente Encanto', 'Seleção de 12 doces finos', 'Caixa presente com 12 doces finos sortidos, laço de cetim e cartão escrito à mão.', 7200, 6500, {
          sweet_category: 'especiais',
          main_flavor: 'frutas_vermelhas',
          sizes: [{ name: '12 doces', price: 65 }, { name: '20 doces', price: '105.00' }, { name: '30 doces', price: 149 }],
          gift_price: 0,
        }),
        sweet('Trufas de Café', 'Trufas de café com chocolate amargo', 'Trufas recheadas de ganache de café especial, banhadas em chocolate 70%.', 2400, undefined, {
          sweet_category: 'chocolates',
          main_flavor: 'cafe',
          sizes: [{ name: 'Caixa com 4', price: 24 }, { name: 'Caixa com 8', price: '45.00' }, { name: 'Caixa com 12', price: 64 }],
        }),
      ],
    },
  ],
};
