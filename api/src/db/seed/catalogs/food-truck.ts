import { sizesKeepingCardPrice } from './sizes';
import type { DemoCatalog, DemoProduct } from './types';

const LOCATIONS = [
  { name: 'Praia de Camburi — quiosque 7', description: 'Terça a quinta, 18h às 23h30' },
  { name: 'Praça dos Namorados', description: 'Sexta e sábado, 18h às 2h' },
  { name: 'Feira de Jardim da Penha', description: 'Domingo, 17h às 23h' },
];

const SIZES = [
  ['Normal', 0],
  ['Duplo', 900],
  ['Monstro', 1500],
] as const;

const BASE = {
  ingredients_list: [
    { name: 'Cebola roxa', price: 0 },
    { name: 'Picles da casa', price: 0 },
    { name: 'Alface americana', price: 0 },
    { name: 'Tomate', price: 0 },
  ],
  addons: [
    { name: 'Bacon defumado', price: 5 },
    { name: 'Queijo coalho', price: '4.50' },
    { name: 'Ovo caipira', price: 3 },
    { name: 'Cebola crispy', price: '3,50' },
  ],
  sauces: { barbecue: { name: 'Barbecue de goiaba', price: 2 }, maionese: { name: 'Maionese de ervas', price: '2.00' }, pimenta: { name: 'Pimenta de cheiro', price: 1.5 } },
  locations: LOCATIONS,
  product_category: 'Sanduíche',
  specialty: 'Moqueca capixaba em versão street food',
  ingredients_description: 'Pão de fermentação natural, carne de panela desfiada, queijo coalho e vinagrete de banana-da-terra.',
  allergens: ['Glúten', 'Lactose'],
  preparation_time: 12,
  combo_description: 'Lanche + batata rústica + refrigerante lata',
  combo_price: 39.9,
  has_combo: true,
  is_vegan: false,
  is_vegetarian: false,
  is_gluten_free: false,
  is_lactose_free: false,
};

const street = (name: string, short: string, description: string, price: number, promo: number | undefined, options: Record<string, unknown> = {}): DemoProduct => ({
  name,
  short,
  description,
  price,
  promo,
  options: { ...BASE, sizes: sizesKeepingCardPrice(promo ?? price, SIZES), ...options },
});

export const SABOR_SOBRE_RODAS_CATALOG: DemoCatalog = {
  store: 'sabor-sobre-rodas',
  icon: 'truck',
  categories: [
    {
      name: 'Sanduíches',
      icon: 'sandwich',
      products: [
        street('Sanduíche de Carne de Panela', 'Carne desfiada, queijo coalho e vinagrete', 'Carne de panela desfiada lentamente, queijo coalho grelhado e vinagrete de banana-da-terra no pão de fermentação natural.', 3290, 2890),
        street('Moqueca no Pão', 'Peixe da moqueca capixaba no brioche', 'Peixe da moqueca capixaba com molho de urucum, coentro e pimenta no pão brioche tostado.', 3490, undefined, {
          specialty: 'Moqueca capixaba',
          ingredients_description: 'Peixe branco, tomate, cebola, urucum, coentro, pão brioche.',
          allergens: ['Glúten', 'Peixe'],
          is_lactose_free: true,
          combo_price: '42.90',
        }),
        street('Choripán Capixaba', 'Linguiça artesanal e chimichurri', 'Linguiça artesanal na brasa com chimichurri e vinagrete no pão baguete.', 2790, undefined, {
          ingredients_description: 'Linguiça suína artesanal, chimichurri, vinagrete, baguete.',
          allergens: ['Glúten'],
          is_lactose_free: true,
        }),
        street('Smash Vegano de Jaca', 'Burger de jaca desfiada com barbecue', 'Burger de jaca verde desfiada no barbecue de goiaba, maionese vegana e picles no pão sem ovos.', 2990, undefined, {
          is_vegan: true,
          is_vegetarian: true,
          is_lactose_free: true,
          allergens: ['Glúten'],
          ingredients_description: 'Jaca verde, barbecue de goiaba, maionese vegana, picles, pão vegano.',
          addons: [{ name: 'Queijo vegano', price: 5 }, { name: 'Cebola crispy', price: '3.50' }, { name: 'Cogumelos na manteiga vegana', price: 6 }],
        }),
      ],
    },
    {
      name: 'Porções de Rua',
      icon: 'box',
      products: [
        street('Batata Rústica com Páprica', 'Batata com casca, páprica e alecrim', 'Batatas rústicas assadas e fritas com páprica defumada e alecrim. Sem glúten.', 1990, undefined, {
          product_category: 'Porção',
          is_vegan: true,
          is_vegetarian: true,
          is_gluten_free: true,
          is_lactose_free: true,
          allergens: [],
          ingredients_description: 'Batata, páprica defumada, alecrim, sal marinho.',
          has_combo: false,
          combo_description: '',
          combo_price: null,
          preparation_time: 8,
        }),
        street('Pastel de Moqueca', 'Mini pastéis de moqueca (6 un.)', 'Seis mini pastéis recheados de moqueca de peixe.', 2490, 2190, {
          product_category: 'Porção',
          allergens: ['Glúten', 'Peixe'],
          is_lactose_free: true,
          combo_description: '6 mini pastéis + caldo de cana 300 ml',
          combo_price: 29.9,
        }),
      ],
    },
    {
      name: 'Sobremesas',
      icon: 'cake',
      products: [
        street('Churros de Doce de Leite', 'Churros recheado e açúcar com canela', 'Churros crocante recheado com doce de leite, no açúcar com canela.', 1290, undefined, {
          product_category: 'Sobremesa',
          specialty: 'Churros recheados na hora',
          ingredients_description: 'Massa de churros, doce de leite, açúcar, canela.',
          is_vegetarian: true,
          sizes: [{ name: 'Unidade', price: 12.9 }, { name: 'Dupla', price: '22.00' }, { name: 'Balde com 6 mini', price: 29.9 }],
          sauces: [{ name: 'Calda de chocolate', price: 2 }, { name: 'Calda de goiabada', price: '2.00' }, { name: 'Leite condensado', price: 2.5 }],
          combo_description: 'Churros + café espresso',
          combo_price: '17.90',
        }),
      ],
    },
    {
      name: 'Bebidas',
      icon: 'glass',
      products: [
        street('Limonada Suíça com Hortelã', 'Limonada cremosa de 500 ml', 'Limão taiti batido com casca, leite condensado e hortelã fresca, bem gelada.', 1190, undefined, {
          product_category: 'Bebida',
          specialty: 'Bebidas geladas da casa',
          ingredients_description: 'Limão taiti, leite condensado, hortelã, gelo.',
          allergens: ['Lactose'],
          is_vegetarian: true,
          is_gluten_free: true,
          preparation_time: 4,
          sizes: [{ name: '300 ml', price: 8.9 }, { name: '500 ml', price: '11.90' }, { name: 'Jarra 1 L', price: 19.9 }],
          ingredients_list: [{ name: 'Hortelã', price: 0 }, { name: 'Gelo', price: 0 }, { name: 'Açúcar', price: 0 }],
          addons: [{ name: 'Gengibre', price: 1.5 }, { name: 'Leite de coco no lugar do condensado', price: '2.00' }, { name: 'Dose de cachaça', price: 8 }],
          sauces: [],
          has_combo: false,
          combo_description: '',
          combo_price: null,
        }),
      ],
    },
  ],
};
