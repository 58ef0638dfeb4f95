import { wireReais } from './sizes';
import type { DemoCatalog, DemoProduct } from './types';

/** A portion and its price as a multiple of the card price (bigger portions cost a little less per person). */
type Portion = readonly [name: string, factor: number];

const MEAT_PORTIONS: Portion[] = [
  ['Individual (300 g)', 1],
  ['Para 2 (600 g)', 1.9],
  ['Para 4 (1,2 kg)', 3.6],
];

/**
 * The first portion has no price of its own and keeps the card price; the others carry their whole
 * price (ending in ,90) as additional_price (spec §9: used when price is 0).
 */
const portionsFrom = (baseCents: number, portions: readonly Portion[]) =>
  portions.map(([name, factor], i) =>
    i === 0 ? { name, price: 0 } : { name, additional_price: wireReais(Math.round((baseCents * factor) / 100) * 100 - 10, i) },
  );

const BASE = {
  cuts: [
    { name: 'Linguiça cuiabana', price: 12 },
    { name: 'Coração de frango', price: '14.00' },
    { name: 'Costela fogo de chão', price: 28 },
    { name: 'Maminha', price: '24,90' },
  ],
  sides: [
    { name: 'Farofa de ovos', price: 8 },
    { name: 'Arroz carreteiro', price: '14.00' },
    { name: 'Mandioca cozida na manteiga', price: 12 },
    { name: 'Salada de maionese', price: '10,00' },
  ],
  sauces: { chimichurri: { name: 'Chimichurri', price: 3 }, vinagrete: { name: 'Vinagrete', price: '2.50' }, alho: { name: 'Molho de alho', price: 2.5 } },
  seasonings: [
    { name: 'Sal de parrilla', price: 0 },
    { name: 'Pimenta-do-reino moída na hora', price: '1.00' },
    { name: 'Manteiga de ervas', price: 4 },
  ],
  cooking_points: [
    { name: 'Mal passada', description: 'Vermelha no centro' },
    { name: 'Ao ponto', description: 'Rosada no centro' },
    { name: 'Bem passada', description: 'Cozida por inteiro' },
  ],
  calories: 650,
  protein: 48,
  allergens: [],
  is_vegan: false,
  is_vegetarian: false,
  is_gluten_free: true,
  is_lactose_free: true,
  combination_description: '',
  has_preset_combination: false,
  meat_type: 'Bovina',
  preparation: 'Temperada apenas com sal grosso',
  meat_cut_category: 'Nobre',
  meat_cut_type: 'Picanha',
  weight: 300,
  preparation_time: 35,
  cooking_method: 'espeto',
  has_rodizio: false,
  rodizio_price: null,
  rodizio_description: '',
};

const grill = (name: string, short: string, description: string, price: number, promo: number | undefined, options: Record<string, unknown> = {}, portions = MEAT_PORTIONS): DemoProduct => ({
  name,
  short,
  description,
  price,
  promo,
  options: { ...BASE, sizes: portionsFrom(promo ?? price, portions), ...options },
});

export const FOGO_GAUCHO_CATALOG: DemoCatalog = {
  store: 'churrascaria-fogo-gaucho',
  icon: 'steak',
  categories: [
    {
      name: 'Carnes na Brasa',
      products: [
        grill('Picanha na Brasa', 'Picanha maturada no espeto', 'Picanha maturada 21 dias, assada no espeto com sal grosso e fatiada na hora.', 8990, 7990),
        grill('Costela Fogo de Chão', 'Costela assada por 12 horas', 'Costela bovina assada lentamente por 12 horas no fogo de chão, desmanchando.', 7490, undefined, {
          meat_cut_category: 'Tradicional',
          meat_cut_type: 'Costela janela',
          cooking_method: 'fogo_de_chao',
          preparation: 'Sal grosso e 12 horas de fogo baixo',
          weight: 500,
          preparation_time: 20,
          calories: 890,
          protein: 62,
        }),
        grill('Fraldinha na Parrilla', 'Fraldinha grelhada com chimichurri', 'Fraldinha grelhada na parrilla argentina, servida com chimichurri da casa.', 6490, undefined, {
          meat_cut_type: 'Fraldinha',
          cooking_method: 'parrilla',
          preparation: 'Marinada em chimichurri por 4 horas',
          weight: 350,
        }),
        grill('Cordeiro ao Alecrim', 'Carré de cordeiro com alecrim', 'Carré de cordeiro grelhado com alecrim, alho e azeite.', 9890, undefined, {
          meat_type: 'Cordeiro',
          meat_cut_category: 'Especial',
          meat_cut_type: 'Carré',
          cooking_method: 'grelha',
          weight: 320,
          calories: 720,
          protein: 44,
        }),
        grill('Linguiça Artesanal Defumada', 'Linguiça suína defumada na casa', 'Linguiça suína artesanal defumada com lenha de macieira.', 3490, undefined, {
          meat_type: 'Suína',
          meat_cut_category: 'Embutidos',
          meat_cut_type: 'Linguiça',
          cooking_method: 'defumado',
          weight: 400,
          allergens: ['Sulfitos'],
        }),
      ],
    },
    {
      name: 'Rodízio e Combinados',
      products: [
        grill('Rodízio Completo para Viagem', 'Seleção de 8 cortes do rodízio', 'O rodízio da casa para levar: 8 cortes, farofa, vinagrete, arroz e pão de alho.', 14990, 12990, {
          has_rodizio: true,
          rodizio_price: 129.9,
          rodizio_description: 'Picanha, maminha, fraldinha, costela, cupim, linguiça, coração e frango. Serve 2 pessoas.',
          has_preset_combination: true,
          combination_description: '8 cortes + farofa + vinagrete + arroz + pão de alho',
          weight: 1200,
        }, [['Para 2 pessoas', 1], ['Para 4 pessoas', 1.9], ['Para 6 pessoas', 2.8]]),
        grill('Combinado Gaúcho', 'Picanha, linguiça e costela com carreteiro', 'Picanha, linguiça e costela acompanhadas de arroz carreteiro e farofa.', 9490, undefined, {
          has_preset_combination: true,
          combination_description: 'Picanha 200 g + linguiça + costela 200 g + arroz carreteiro + farofa',
          rodizio_description: '',
          weight: 700,
        }, [['Individual', 1], ['Para 2 pessoas', 1.9], ['Para 3 pessoas', 2.7]]),
      ],
    },
    {
      name: 'Acompanhamentos',
      icon: 'bowl',
      products: [
        grill('Pão de Alho da Casa', 'Pão de alho cremoso na brasa', 'Pão de alho com queijo, assado na brasa.', 1490, undefined, {
          meat_type: '',
          meat_cut_category: '',
          meat_cut_type: '',
          preparation: 'Assado na brasa',
          weight: 200,
          calories: 380,
          protein: 9,
          is_vegetarian: true,
          is_gluten_free: false,
          is_lactose_free: false,
          allergens: ['Glúten', 'Lactose'],
          preparation_time: 10,
          cooking_method: 'grelha',
        }, [['2 unidades', 1], ['4 unidades', 1.9], ['6 unidades', 2.7]]),
        grill('Espeto de Legumes', 'Abobrinha, pimentão, cebola e cogumelos', 'Espeto de legumes grelhados com azeite de ervas. Opção vegana.', 2490, undefined, {
          meat_type: 'Vegetal',
          meat_cut_category: '',
          meat_cut_type: '',
          preparation: 'Marinado em azeite de ervas',
          weight: 250,
          calories: 180,
          protein: 5,
          is_vegan: true,
          is_vegetarian: true,
          preparation_time: 15,
        }, [['1 espeto', 1], ['2 espetos', 1.9], ['4 espetos', 3.6]]),
      ],
    },
  ],
};
