import type { DemoCatalog, DemoProduct } from './types';

const COOKING_POINTS = [
  { name: 'Mal passado', description: 'Centro vermelho e suculento' },
  { name: 'Ao ponto', description: 'Centro rosado' },
  { name: 'Bem passado', description: 'Totalmente cozido' },
];

const BASE = {
  cuisine_type: 'Mineira',
  protein_type: 'Suína',
  cooking_point: [],
  sides: [
    { name: 'Arroz branco', additional_price: 0 },
    { name: 'Feijão tropeiro', additional_price: 8.9 },
    { name: 'Couve refogada', additional_price: '5.50' },
    { name: 'Torresmo pururuca', additional_price: '9,90' },
    { name: 'Mandioca frita', additional_price: 7.5 },
  ],
  sauces: [
    { name: 'Molho de pimenta biquinho', additional_price: 2 },
    { name: 'Molho de alho', additional_price: '2.50' },
    { name: 'Vinagrete', additional_price: 3 },
  ],
  max_sides: 3,
  preparation_time: 30,
  calories: 850,
  allergens: ['Glúten'],
  is_vegan: false,
  is_vegetarian: false,
  is_gluten_free: false,
  is_lactose_free: true,
  chef_recommendations: '',
  serving_size: 'Serve 1 pessoa',
  available_periods: ['almoco', 'jantar'],
  available_for_events: false,
  event_min_people: null,
  event_price_per_person: null,
  allow_observations: true,
};

const dish = (name: string, short: string, description: string, price: number, promo: number | undefined, options: Record<string, unknown> = {}): DemoProduct => ({
  name,
  short,
  description,
  price,
  promo,
  options: { ...BASE, ...options },
});

export const SABOR_MINEIRO_CATALOG: DemoCatalog = {
  store: 'sabor-mineiro',
  icon: 'plate',
  categories: [
    {
      name: 'Pratos Principais',
      products: [
        dish('Frango com Quiabo', 'Frango caipira ensopado com quiabo e angu', 'Frango caipira cozido lentamente com quiabo, servido com angu cremoso e arroz branco.', 4290, 3790, {
          protein_type: 'Frango',
          chef_recommendations: 'Peça com angu e couve: é assim que a vovó servia.',
          available_periods: ['almoco'],
        }),
        dish('Picanha na Chapa', 'Picanha grelhada com farofa e vinagrete', 'Picanha fatiada grelhada na chapa, farofa de banana, vinagrete e arroz. Escolha o ponto da carne.', 7990, undefined, {
          protein_type: 'Bovina',
          cooking_point: COOKING_POINTS,
          serving_size: 'Serve 2 pessoas',
          calories: 1200,
          chef_recommendations: 'Ao ponto, com sal de parrilla e farofa de banana.',
          available_periods: { almoco: true, jantar: true, finais_semana: true },
        }),
        dish('Tutu à Mineira', 'Tutu de feijão, linguiça, torresmo e ovo', 'Tutu de feijão cremoso com linguiça artesanal, torresmo, couve, ovo frito e arroz.', 4590, undefined, {
          allergens: ['Ovo'],
          chef_recommendations: 'Acompanhe com uma cachaça de Salinas.',
          available_for_events: true,
          event_min_people: 20,
          event_price_per_person: 54.9,
        }),
        dish('Lombo com Tutu para Eventos', 'Lombo assado para festas e confraternizações', 'Lombo suíno assado com tutu, couve, arroz e farofa, servido em travessas. Encomenda para grupos.', 5490, undefined, {
          serving_size: 'Por pessoa (mínimo 15)',
          available_periods: ['sazonal', 'finais_semana'],
          available_for_events: true,
          event_min_people: 15,
          event_price_per_person: '59.90',
          preparation_time: 120,
        }),
        dish('Filé de Tilápia Grelhado', 'Tilápia grelhada com legumes', 'Filé de tilápia grelhado com ervas, legumes salteados e arroz com brócolis. Sem glúten.', 4890, undefined, {
          protein_type: 'Peixe',
          is_gluten_free: true,
          allergens: ['Peixe'],
          calories: 540,
          available_periods: ['todo_dia'],
        }),
      ],
    },
    {
      name: 'Vegetarianos',
      products: [
        dish('Moqueca de Banana-da-Terra', 'Banana-da-terra no leite de coco', 'Moqueca de banana-da-terra com leite de coco, dendê e pimentões. Vegana.', 4390, undefined, {
          cuisine_type: 'Brasileira',
          protein_type: 'Vegetal',
          is_vegan: true,
          is_vegetarian: true,
          is_gluten_free: true,
          allergens: [],
          calories: 620,
          sides: [{ name: 'Arroz de coco', additional_price: 6 }, { name: 'Farofa de dendê', additional_price: '4.50' }, { name: 'Pirão de legumes', additional_price: 5 }],
        }),
        dish('Omelete da Roça', 'Omelete com queijo minas e ervas', 'Omelete de três ovos caipiras com queijo minas, tomate e cheiro-verde.', 2890, 2490, {
          protein_type: 'Ovos',
          is_vegetarian: true,
          is_lactose_free: false,
          allergens: ['Ovo', 'Lactose'],
          available_periods: ['cafe_manha', 'brunch'],
          max_sides: 2,
        }),
      ],
    },
    {
      name: 'Sobremesas',
      icon: 'cake',
      products: [
        dish('Doce de Leite com Queijo', 'Doce de leite de corte e queijo minas', 'Doce de leite de corte artesanal com fatias de queijo minas curado.', 1690, undefined, {
          cuisine_type: 'Mineira',
          protein_type: 'Laticínio',
          is_vegetarian: true,
          is_lactose_free: false,
          allergens: ['Lactose'],
          calories: 420,
          max_sides: 1,
          allow_observations: false,
          available_periods: 'todo_dia, almoco_jantar',
        }),
        dish('Goiabada Cascão com Requeijão', 'O Romeu e Julieta mineiro', 'Goiabada cascão de Ponte Nova com requeijão moreno.', 1590, undefined, {
          protein_type: 'Laticínio',
          is_vegetarian: true,
          is_lactose_free: false,
          allergens: ['Lactose'],
          calories: 390,
        }),
      ],
    },
    {
      name: 'Bebidas',
      icon: 'glass',
      products: [
        dish('Suco de Laranja com Acerola', 'Suco natural de 500 ml', 'Suco natural de laranja com acerola, feito na hora. Sem açúcar.', 1290, undefined, {
          cuisine_type: 'Bebidas',
          protein_type: 'Nenhuma',
          is_vegan: true,
          is_vegetarian: true,
          is_gluten_free: true,
          allergens: [],
          calories: 140,
          preparation_time: 5,
          serving_size: '500 ml',
          max_sides: 0,
        }),
      ],
    },
  ],
};
