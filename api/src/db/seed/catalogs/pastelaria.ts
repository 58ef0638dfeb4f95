import { sizesKeepingCardPrice } from './sizes';
import type { DemoCatalog, DemoProduct } from './types';

const SIZES = [
  ['Médio (18 cm)', 0],
  ['Grande (25 cm)', 500],
  ['Gigante (35 cm)', 1000],
] as const;

const BASE = {
  fillings: [
    { name: 'Queijo extra', price: 3 },
    { name: 'Catupiry', price: '3.50' },
    { name: 'Ovo', price: 2 },
    { name: 'Azeitona', price: '1,50' },
  ],
  sides: { caldo: { name: 'Caldo de cana 300 ml', price: 7 }, vinagrete: { name: 'Vinagrete', price: '2.00' }, pimenta: { name: 'Molho de pimenta da casa', price: 1 } },
  dough_type: 'Massa tradicional de feira',
  cooking_method: 'Frito na hora',
  filling_category: 'Salgado',
  ingredients: 'Massa de trigo, carne moída, cebola, cheiro-verde',
  allergens: ['Glúten'],
  preparation_time: 10,
  is_vegan: false,
  is_vegetarian: false,
  is_gluten_free: false,
  is_lactose_free: true,
  combo_description: 'Pastel + caldo de cana 300 ml',
  combo_price: 19.9,
  has_combo: true,
};

const pastel = (name: string, short: string, description: string, price: number, promo: number | undefined, options: Record<string, unknown> = {}): DemoProduct => ({
  name,
  short,
  description,
  price,
  promo,
  options: { ...BASE, sizes: sizesKeepingCardPrice(promo ?? price, SIZES), ...options },
});

export const PASTELARIA_DO_JAPA_CATALOG: DemoCatalog = {
  store: 'pastelaria-do-japa',
  icon: 'pastel',
  categories: [
    {
      name: 'Pastéis Salgados',
      products: [
        pastel('Pastel de Carne', 'Carne moída temperada com cheiro-verde', 'Pastel de feira crocante recheado com carne moída temperada, cebola e cheiro-verde.', 1290, 1090),
        pastel('Pastel de Queijo', 'Muçarela derretida', 'Pastel recheado com muçarela que estica. O preferido da criançada.', 1190, undefined, {
          ingredients: 'Massa de trigo, muçarela',
          is_vegetarian: true,
          is_lactose_free: false,
          allergens: ['Glúten', 'Lactose'],
          combo_price: '18.90',
        }),
        pastel('Pastel de Palmito', 'Palmito, tomate e azeitona', 'Palmito pupunha refogado com tomate, azeitona e orégano.', 1390, undefined, {
          ingredients: 'Massa de trigo, palmito pupunha, tomate, azeitona',
          is_vegetarian: true,
          is_vegan: true,
        }),
        pastel('Pastel de Frango com Catupiry', 'Frango desfiado e catupiry', 'Frango desfiado temperado com catupiry original.', 1390, undefined, {
          ingredients: 'Massa de trigo, frango desfiado, catupiry',
          is_lactose_free: false,
          allergens: ['Glúten', 'Lactose'],
        }),
        pastel('Pastel de Bacalhau', 'Bacalhau desfiado com azeitonas', 'Bacalhau do Porto desfiado com batata, cebola, azeitona e azeite.', 1890, undefined, {
          ingredients: 'Massa de trigo, bacalhau, batata, cebola, azeitona',
          allergens: ['Glúten', 'Peixe'],
          filling_category: 'Especial',
          combo_price: 25.9,
        }),
        pastel('Pastel Assado Integral de Ricota', 'Massa integral assada, ricota e espinafre', 'Pastel de massa integral assado no forno, recheado de ricota com espinafre.', 1490, undefined, {
          dough_type: 'Massa integral',
          cooking_method: 'Assado',
          ingredients: 'Massa integral, ricota, espinafre, noz-moscada',
          is_vegetarian: true,
          is_lactose_free: false,
          allergens: ['Glúten', 'Lactose'],
          preparation_time: 20,
        }),
        pastel('Pastel de Queijo Coalho Sem Glúten', 'Massa de mandioca e queijo coalho', 'Pastel de massa de mandioca, sem glúten, recheado de queijo coalho e melaço.', 1590, undefined, {
          dough_type: 'Massa de mandioca sem glúten',
          ingredients: 'Massa de mandioca, queijo coalho, melaço de cana',
          is_vegetarian: true,
          is_gluten_free: true,
          is_lactose_free: false,
          allergens: ['Lactose'],
        }),
      ],
    },
    {
      name: 'Pastéis Doces',
      products: [
        pastel('Pastel de Banana com Canela', 'Banana, açúcar e canela', 'Pastel doce de banana com açúcar e canela polvilhados.', 1090, undefined, {
          filling_category: 'Doce',
          ingredients: 'Massa de trigo, banana, açúcar, canela',
          is_vegetarian: true,
          is_vegan: true,
          fillings: [{ name: 'Doce de leite', price: 3 }, { name: 'Chocolate', price: '3.00' }, { name: 'Sorvete de creme', price: 5 }],
        }),
        pastel('Pastel de Romeu e Julieta', 'Goiabada e queijo minas', 'Goiabada cascão e queijo minas derretido.', 1190, 990, {
          filling_category: 'Doce',
          ingredients: 'Massa de trigo, goiabada, queijo minas',
          is_vegetarian: true,
          is_lactose_free: false,
          allergens: ['Glúten', 'Lactose'],
        }),
      ],
    },
    {
      name: 'Bebidas',
      icon: 'glass',
      products: [
        pastel('Caldo de Cana', 'Garapa gelada com limão', 'Caldo de cana moído na hora, com limão ou abacaxi.', 700, undefined, {
          dough_type: '',
          cooking_method: 'Moído na hora',
          filling_category: 'Bebida',
          ingredients: 'Cana-de-açúcar, limão',
          allergens: [],
          preparation_time: 3,
          is_vegan: true,
          is_vegetarian: true,
          is_gluten_free: true,
          sizes: [{ name: '300 ml', price: 7 }, { name: '500 ml', price: '10.00' }, { name: '1 litro', price: 17 }],
          fillings: [{ name: 'Limão', price: 0 }, { name: 'Abacaxi', price: '1.00' }, { name: 'Gengibre', price: 1 }],
          has_combo: false,
          combo_description: '',
          combo_price: null,
        }),
      ],
    },
  ],
};
