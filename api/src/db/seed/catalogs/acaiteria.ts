import { sizesFrom, type SizeStep } from './sizes';
import type { DemoCatalog, DemoProduct } from './types';

/** A cup: the card price is the 300 ml. */
const CUP: SizeStep[] = [
  ['300 ml', 0],
  ['500 ml', 600],
  ['700 ml', 1200],
  ['1 litro', 2200],
];

/** A bowl: the card price is the 500 ml bowl. */
const BOWL: SizeStep[] = [
  ['500 ml', 0],
  ['700 ml', 700],
  ['1 litro', 1800],
];

const BASE = {
  fruits: { banana: { name: 'Banana', price: 2 }, morango: { name: 'Morango', price: '3.50' }, kiwi: { name: 'Kiwi', price: 4 }, manga: { name: 'Manga', price: '3,00' } },
  toppings: [
    { name: 'Granola crocante', price: 2.5 },
    { name: 'Leite em pó', price: '2.00' },
    { name: 'Paçoca', price: 2.5 },
    { name: 'Leite condensado', price: '3.00' },
  ],
  complements: [
    { name: 'Nutella', price: 6 },
    { name: 'Creme de ninho', price: '5.00' },
    { name: 'Bis picado', price: 4.5 },
  ],
  special_addons: { whey: { name: 'Whey protein (30 g)', price: 8 }, colageno: { name: 'Colágeno', price: '6.50' }, chia: { name: 'Sementes de chia', additional_price: 2 } },
  calories: 320,
  allergens: ['Lactose', 'Amendoim', 'Glúten (granola)'],
  is_vegan: false,
  is_vegetarian: true,
  is_gluten_free: false,
  is_lactose_free: false,
  is_sugar_free: false,
  combination_description: '',
  has_preset_combination: false,
  acai_type: 'Tradicional com guaraná',
  consistency: 'Cremoso',
};

const acai = (name: string, short: string, description: string, price: number, promo: number | undefined, options: Record<string, unknown> = {}, sizes = CUP): DemoProduct => ({
  name,
  short,
  description,
  price,
  promo,
  options: { ...BASE, sizes: sizesFrom(promo ?? price, sizes), ...options },
});

export const ACAI_DA_PRAIA_CATALOG: DemoCatalog = {
  store: 'acai-da-praia',
  icon: 'bowl',
  categories: [
    {
      name: 'Açaí no Copo',
      products: [
        acai('Açaí Tradicional', 'Açaí batido na hora, monte do seu jeito', 'Açaí do Pará batido com guaraná, cremoso, para você escolher frutas, coberturas e complementos.', 1690, undefined),
        acai('Açaí Zero Açúcar', 'Açaí puro adoçado com xilitol', 'Açaí puro sem adição de açúcar, adoçado com xilitol. Ideal para dieta.', 1890, undefined, {
          acai_type: 'Zero açúcar',
          is_sugar_free: true,
          calories: 180,
          toppings: [{ name: 'Granola sem açúcar', price: 3 }, { name: 'Coco ralado', price: '2.00' }, { name: 'Castanha-do-pará', price: 4 }],
        }),
        acai('Açaí Fit com Whey', 'Açaí, banana, whey e pasta de amendoim', 'Açaí puro com banana, whey protein de baunilha e pasta de amendoim integral.', 2490, 2190, {
          acai_type: 'Puro (sem xarope)',
          consistency: 'Firme',
          has_preset_combination: true,
          combination_description: 'Açaí puro + banana + whey protein + pasta de amendoim',
          calories: 410,
        }),
      ],
    },
    {
      name: 'Tigelas',
      products: [
        acai('Tigela Tropical', 'Açaí, manga, kiwi e granola', 'Tigela de 500 ml com açaí, manga, kiwi, granola e mel de abelhas nativas.', 2690, undefined, {
          has_preset_combination: true,
          combination_description: 'Açaí + manga + kiwi + granola + mel',
          consistency: 'Consistente (para comer de colher)',
        }, BOWL),
        acai('Tigela Vegana', 'Açaí puro, frutas e granola sem mel', 'Açaí puro, banana, morango, granola vegana e pasta de castanha de caju. Sem ingredientes de origem animal.', 2890, 2590, {
          acai_type: 'Puro (sem xarope)',
          is_vegan: true,
          is_lactose_free: true,
          is_gluten_free: true,
          allergens: ['Castanhas'],
          has_preset_combination: true,
          combination_description: 'Açaí puro + banana + morango + granola vegana + pasta de castanha',
          complements: [{ name: 'Pasta de castanha de caju', price: 5 }, { name: 'Cacau nibs', price: '3.50' }, { name: 'Melado de cana', price: 2 }],
        }, BOWL),
        acai('Tigela Praiana', 'Açaí, creme de cupuaçu e paçoca', 'Açaí com creme de cupuaçu, paçoca, leite em pó e banana. A favorita dos surfistas.', 2990, undefined, {
          has_preset_combination: true,
          combination_description: 'Açaí + creme de cupuaçu + paçoca + leite em pó + banana',
          calories: 520,
        }, BOWL),
      ],
    },
    {
      name: 'Cremes e Sorvetes',
      products: [
        acai('Creme de Cupuaçu', 'Creme gelado de cupuaçu', 'Creme gelado de cupuaçu batido na hora, levemente ácido e muito refrescante.', 1790, undefined, { acai_type: 'Cupuaçu', calories: 290 }),
        acai('Açaí com Ninho e Nutella', 'Açaí, creme de ninho e Nutella', 'Açaí tradicional com creme de leite Ninho e Nutella em camadas.', 2790, undefined, {
          has_preset_combination: true,
          combination_description: 'Açaí + creme de ninho + Nutella',
          calories: 610,
        }),
      ],
    },
  ],
};
