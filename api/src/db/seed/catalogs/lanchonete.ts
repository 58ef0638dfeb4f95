import { sizesKeepingCardPrice } from './sizes';
import type { DemoCatalog, DemoProduct } from './types';

// Snack-bar extras are comma lists; their price is molhos_price / queijos_price / adicionais_price
// (defaults 1,50 / 3,00 / 2,50, spec §9).
const BASE = {
  tipo_lanche: 'sanduiche',
  tamanho_lanche: 'medio',
  tipo_pao: 'frances',
  tipo_salsicha: '',
  tipo_salgado: '',
  ingredientes: 'Pão francês, presunto, queijo prato, alface, tomate',
  acompanhamentos: 'Batata palha, Salada de repolho',
  tempo_preparo: 15,
  calorias: 520,
  modo_preparo: 'na_chapa',
  alergenos: 'Glúten, Lactose',
  vegetariano: false,
  vegano: false,
  sem_gluten: false,
  sem_lactose: false,
  molhos: 'Maionese verde, Ketchup, Mostarda, Molho de alho',
  queijos: 'Cheddar, Catupiry, Muçarela',
  adicionais: 'Bacon, Ovo, Calabresa, Milho, Batata palha',
  molhos_price: 1,
  queijos_price: '3.50',
  adicionais_price: '2,50',
};

const SIZES = [
  ['Pequeno', 0],
  ['Médio', 400],
  ['Grande', 800],
] as const;

const snack = (name: string, short: string, description: string, price: number, promo: number | undefined, options: Record<string, unknown> = {}): DemoProduct => ({
  name,
  short,
  description,
  price,
  promo,
  options: { ...BASE, sizes: sizesKeepingCardPrice(promo ?? price, SIZES), ...options },
});

export const LANCHONETE_DA_ESQUINA_CATALOG: DemoCatalog = {
  store: 'lanchonete-da-esquina',
  icon: 'sandwich',
  categories: [
    {
      name: 'Lanches',
      products: [
        snack('X-Salada', 'Hambúrguer, queijo, alface e tomate', 'Hambúrguer caseiro, queijo prato, alface, tomate e maionese verde no pão de hambúrguer.', 1890, 1590, {
          ingredientes: ['Pão de hambúrguer', 'Hambúrguer caseiro 120 g', 'Queijo prato', 'Alface', 'Tomate', 'Maionese verde'],
          modo_preparo: 'grelhado',
        }),
        snack('Misto Quente', 'Presunto e queijo na chapa', 'Pão de forma na chapa com presunto e muçarela derretida.', 1090, undefined, {
          tipo_pao: 'forma',
          tamanho_lanche: 'individual',
          calorias: 380,
          sizes: [],
        }),
        snack('Bauru Curitibano', 'Rosbife, queijo, tomate e pepino', 'Pão francês com rosbife fatiado, queijo derretido, tomate, pepino em conserva e orégano.', 2290, undefined, { tipo_pao: 'baguete', calorias: 610 }),
        snack('Sanduíche Natural de Frango', 'Frango, cenoura e ricota no pão integral', 'Frango desfiado, cenoura ralada, ricota temperada e alface no pão integral. Servido frio.', 1490, undefined, {
          tipo_pao: 'integral',
          modo_preparo: 'outro',
          calorias: 340,
          acompanhamentos: 'Suco natural, Chips de batata-doce',
        }),
        snack('Wrap Vegano', 'Homus, falafel e legumes no pão sírio', 'Pão sírio com homus, falafel assado, tabule e molho tahine. Sem ingredientes de origem animal.', 2190, undefined, {
          tipo_lanche: 'wrap',
          tipo_pao: 'sirio',
          modo_preparo: 'assado',
          vegetariano: true,
          vegano: true,
          sem_lactose: true,
          alergenos: 'Glúten, Gergelim',
          queijos: 'Queijo vegano de castanha, Tofu defumado, Queijo vegano de coco',
          molhos: 'Tahine, Molho de iogurte vegano, Pimenta síria',
        }),
      ],
    },
    {
      name: 'Cachorro-Quente',
      products: [
        snack('Cachorro-Quente Tradicional', 'Salsicha, vinagrete, milho e batata palha', 'Pão de cachorro-quente, duas salsichas, molho de tomate, vinagrete, milho, ervilha e batata palha.', 1490, 1290, {
          tipo_lanche: 'hot_dog',
          tipo_salsicha: 'tradicional',
          tipo_pao: 'outro',
          modo_preparo: 'cozido',
          calorias: 480,
        }),
        snack('Dogão Prensado com Linguiça', 'Linguiça toscana, purê e queijo prensados', 'Pão prensado com linguiça toscana, purê de batata, queijo muçarela e batata palha.', 1990, undefined, {
          tipo_lanche: 'hot_dog',
          tipo_salsicha: 'linguica',
          tamanho_lanche: 'grande',
          modo_preparo: 'na_chapa',
          calorias: 720,
        }),
      ],
    },
    {
      name: 'Salgados',
      icon: 'pastel',
      products: [
        snack('Coxinha de Frango com Catupiry', 'Coxinha crocante de 120 g', 'Massa de batata com recheio de frango desfiado e catupiry, empanada e frita na hora.', 790, undefined, {
          tipo_lanche: 'salgado',
          tipo_salgado: 'coxinha',
          tamanho_lanche: 'individual',
          modo_preparo: 'frito',
          calorias: 290,
          sizes: [{ name: 'Unidade', price: 7.9 }, { name: 'Porção com 6 mini', price: '18.90' }, { name: 'Porção com 12 mini', price: 29.9 }],
        }),
        snack('Esfiha de Carne', 'Esfiha aberta de carne temperada', 'Esfiha aberta de carne moída temperada com cebola, tomate e hortelã.', 650, undefined, {
          tipo_lanche: 'salgado',
          tipo_salgado: 'esfiha',
          tamanho_lanche: 'individual',
          modo_preparo: 'assado',
          calorias: 230,
        }),
        snack('Kibe Frito', 'Kibe de carne com hortelã', 'Kibe frito de carne bovina, trigo e hortelã, acompanha limão.', 700, undefined, {
          tipo_lanche: 'salgado',
          tipo_salgado: 'kibe',
          tamanho_lanche: 'individual',
          modo_preparo: 'frito',
          calorias: 260,
        }),
      ],
    },
    {
      name: 'Porções',
      icon: 'box',
      products: [
        snack('Porção de Batata Frita', 'Batata frita crocante com cheddar e bacon', 'Batata frita crocante com cheddar cremoso e bacon em cubos.', 2490, 2190, {
          tipo_lanche: 'porcao',
          tamanho_lanche: 'familia',
          modo_preparo: 'frito',
          sem_gluten: true,
          alergenos: 'Lactose',
          calorias: 980,
          sizes: [{ name: 'Meia porção', price: 16.9 }, { name: 'Porção inteira', price: '21.90' }, { name: 'Balde família', price: 34.9 }],
        }),
        snack('Tapioca de Queijo Coalho', 'Tapioca com queijo coalho e orégano', 'Tapioca com queijo coalho, tomate e orégano. Naturalmente sem glúten.', 1390, undefined, {
          tipo_lanche: 'tapioca',
          tipo_pao: '',
          modo_preparo: 'na_chapa',
          vegetariano: true,
          sem_gluten: true,
          alergenos: 'Lactose',
          calorias: 330,
        }),
      ],
    },
  ],
};
