import { sizesKeepingCardPrice } from './sizes';
import type { DemoCatalog, DemoProduct } from './types';

const SIZES = [
  ['P (350 g)', 0],
  ['M (500 g)', 500],
  ['G (750 g)', 1000],
] as const;

const BASE = {
  proteins: [
    { name: 'Frango grelhado extra', price: 7 },
    { name: 'Carne moída extra', price: '7.00' },
    { name: 'Ovo cozido', price: 2.5 },
    { name: 'Tofu grelhado', price: '6,50' },
  ],
  sides: [
    { name: 'Farofa', price: 3 },
    { name: 'Purê de batata-doce', price: '4.50' },
    { name: 'Feijão tropeiro', price: 5 },
  ],
  vegetables: { brocolis: { name: 'Brócolis', price: 2 }, cenoura: { name: 'Cenoura sautée', price: '2.00' }, salada: { name: 'Salada verde', price: 1.5 } },
  calories: 540,
  allergens: [],
  is_vegan: false,
  is_vegetarian: false,
  is_gluten_free: true,
  is_lactose_free: true,
  meal_type: 'regular',
  has_subscription: true,
  subscription_description: 'Receba 20 marmitas por mês, de segunda a sexta, com 10% de desconto.',
  subscription_price: 399,
  delivery_frequency: 'weekdays',
};

const meal = (name: string, short: string, description: string, price: number, promo: number | undefined, options: Record<string, unknown> = {}): DemoProduct => ({
  name,
  short,
  description,
  price,
  promo,
  options: { ...BASE, sizes: sizesKeepingCardPrice(promo ?? price, SIZES), ...options },
});

export const MARMITAS_DA_VOVO_CATALOG: DemoCatalog = {
  store: 'marmitas-da-vovo',
  icon: 'box',
  categories: [
    {
      name: 'Marmitas Tradicionais',
      products: [
        meal('Feijoada da Vovó', 'Feijoada completa com couve e laranja', 'Feijoada completa com carnes selecionadas, arroz, couve refogada, farofa e laranja.', 2890, 2490, {
          calories: 890,
          allergens: ['Sulfitos'],
          meal_type: 'executiva',
          subscription_description: 'Feijoada toda sexta-feira por 4 semanas.',
          subscription_price: '99.00',
          delivery_frequency: 'weekly',
        }),
        meal('Frango Assado com Arroz e Feijão', 'O prato do dia a dia', 'Coxa e sobrecoxa assadas com ervas, arroz, feijão carioca e salada.', 2290, undefined),
        meal('Moqueca de Peixe Baiana', 'Peixe no dendê com arroz e pirão', 'Moqueca de peixe com dendê, leite de coco e pimentões, arroz branco e pirão.', 3290, undefined, {
          allergens: ['Peixe'],
          calories: 620,
          delivery_frequency: 'bi_weekly',
          subscription_description: 'Moqueca a cada 15 dias, entregue na sexta.',
          subscription_price: 59.9,
        }),
        meal('Escondidinho de Carne-Seca', 'Purê de aipim gratinado com carne-seca', 'Carne-seca desfiada acebolada coberta com purê de aipim e queijo gratinado.', 2690, undefined, {
          is_lactose_free: false,
          allergens: ['Lactose'],
          calories: 710,
        }),
      ],
    },
    {
      name: 'Linha Fitness',
      products: [
        meal('Fit de Frango com Batata-Doce', 'Frango grelhado, batata-doce e brócolis', 'Peito de frango grelhado, batata-doce assada e brócolis no vapor. 38 g de proteína.', 2490, undefined, {
          meal_type: 'fitness',
          calories: 420,
          subscription_description: 'Plano fitness: 5 marmitas por semana.',
          subscription_price: 219.9,
          delivery_frequency: 'daily',
        }),
        meal('Low Carb de Carne com Legumes', 'Patinho grelhado e legumes assados', 'Patinho grelhado, abobrinha, berinjela e couve-flor assadas. Sem arroz e sem feijão.', 2690, 2390, {
          meal_type: 'low_carb',
          calories: 380,
        }),
        meal('Keto de Salmão', 'Salmão grelhado com aspargos', 'Salmão grelhado com manteiga de ervas, aspargos e purê de couve-flor.', 3990, undefined, {
          meal_type: 'keto',
          is_lactose_free: false,
          allergens: ['Peixe', 'Lactose'],
          calories: 560,
          delivery_frequency: 'monthly',
          subscription_description: 'Plano keto mensal: 20 marmitas.',
          subscription_price: '699.00',
        }),
        meal('Alta Proteína de Carne Moída', 'Carne moída, ovos e feijão', 'Carne moída magra, dois ovos cozidos, feijão preto e arroz integral. 52 g de proteína.', 2790, undefined, {
          meal_type: 'alta_proteina',
          allergens: ['Ovo'],
          calories: 690,
        }),
      ],
    },
    {
      name: 'Vegetarianas e Veganas',
      products: [
        meal('Vegetariana de Grão-de-Bico', 'Curry de grão-de-bico com arroz integral', 'Curry de grão-de-bico com leite de coco, arroz integral e legumes.', 2390, undefined, {
          meal_type: 'vegetariana',
          is_vegetarian: true,
          calories: 510,
          proteins: [{ name: 'Ovo cozido', price: 2.5 }, { name: 'Queijo coalho grelhado', price: '5.00' }, { name: 'Tofu grelhado', price: 6.5 }],
        }),
        meal('Vegana de Lentilha', 'Lentilha, quinoa e abóbora assada', 'Lentilha temperada, quinoa, abóbora assada com alecrim e couve.', 2490, undefined, {
          meal_type: 'vegana',
          is_vegan: true,
          is_vegetarian: true,
          calories: 470,
          proteins: [{ name: 'Tofu grelhado', price: 6.5 }, { name: 'Proteína de soja', price: '4.00' }, { name: 'Grão-de-bico extra', price: 3 }],
        }),
      ],
    },
  ],
};
