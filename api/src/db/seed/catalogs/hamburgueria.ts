import type { DemoCatalog, DemoProduct } from './types';

// Burger extras have fixed prices (spec §9: adicionais 2,50, queijos 3,00, molhos 1,50): names only,
// as comma strings or lists.
const BASE = {
  tipo_carne: 'bovina',
  peso_hamburguer: 180,
  tamanho: 'medio',
  tipo_pao: 'brioche',
  adicionais: 'Bacon crocante, Ovo, Cebola caramelizada, Picles, Jalapeño',
  queijos: ['Cheddar', 'Prato', 'Gorgonzola', 'Provolone'],
  molhos: 'Maionese da casa, Barbecue defumado, Mostarda e mel, Chipotle',
  nivel_picante: 'nao_picante',
  ingredientes: 'Pão brioche, blend bovino 180 g, queijo, alface americana, tomate, maionese da casa',
  calorias: 780,
  alergenos: 'Glúten, Lactose, Ovo',
  dicas_consumo: 'Peça ao ponto para sentir a suculência do blend; coma logo após a entrega.',
  harmonizacao: 'Cerveja IPA ou milkshake de baunilha',
  vegetariano: false,
  vegano: false,
  tempo_preparo: 20,
};

const burger = (name: string, short: string, description: string, price: number, promo: number | undefined, options: Record<string, unknown> = {}): DemoProduct => ({
  name,
  short,
  description,
  price,
  promo,
  options: { ...BASE, ...options },
});

export const BURGER_HOUSE_CATALOG: DemoCatalog = {
  store: 'burger-house',
  icon: 'burger',
  categories: [
    {
      name: 'Burgers Clássicos',
      products: [
        burger('Classic Burger', 'Blend 180 g, cheddar, alface e tomate', 'Blend bovino de 180 g grelhado na chapa, cheddar inglês, alface americana, tomate e maionese da casa no pão brioche.', 3290, 2890),
        burger('Bacon Lovers', 'Blend 180 g, muito bacon e cheddar', 'Blend de 180 g, fatias generosas de bacon crocante, cheddar cremoso e cebola caramelizada.', 3690, undefined, {
          ingredientes: ['Pão brioche', 'Blend bovino 180 g', 'Bacon', 'Cheddar cremoso', 'Cebola caramelizada'],
          calorias: 920,
          adicionais: [{ name: 'Bacon extra' }, { name: 'Ovo' }, { name: 'Onion rings' }],
        }),
        burger('Cheese Salada Kids', 'Burger de 90 g para os pequenos', 'Hambúrguer de 90 g, queijo prato, alface e tomate no pão de batata macio.', 2290, undefined, {
          peso_hamburguer: 90,
          tamanho: 'kids',
          tipo_pao: 'potato_bun',
          calorias: 450,
          dicas_consumo: 'Acompanha brinde surpresa.',
          harmonizacao: 'Suco de laranja natural',
        }),
        burger('Duplo Smash', 'Dois smash de 90 g com cheddar', 'Dois smash burgers de 90 g prensados na chapa, duas fatias de cheddar, picles e molho especial.', 3490, undefined, { peso_hamburguer: 180, tamanho: 'duplo', tipo_pao: 'australiano' }),
      ],
    },
    {
      name: 'Burgers Especiais',
      products: [
        burger('Chipotle Fire', 'Blend 200 g, jalapeño e chipotle', 'Blend de 200 g, pepper jack, jalapeños, cebola crispy e maionese de chipotle. Para quem gosta de ardência.', 3890, undefined, {
          peso_hamburguer: 200,
          tamanho: 'grande',
          nivel_picante: 'muito_picante',
          molhos: 'Chipotle, Sriracha, Maionese de alho',
          harmonizacao: 'Cerveja lager bem gelada',
        }),
        burger('Cordeiro com Hortelã', 'Burger de cordeiro e coalhada seca', 'Hambúrguer de cordeiro de 160 g, coalhada seca, hortelã, tomate confit e pão ciabatta.', 4490, 3990, {
          tipo_carne: 'cordeiro',
          peso_hamburguer: 160,
          tipo_pao: 'ciabatta',
          nivel_picante: 'leve',
          alergenos: ['Glúten', 'Lactose'],
        }),
        burger('Frango Crispy', 'Sobrecoxa empanada e coleslaw', 'Sobrecoxa de frango empanada crocante, coleslaw da casa e maionese de ervas no pão brioche.', 3190, undefined, {
          tipo_carne: 'frango',
          peso_hamburguer: 170,
          nivel_picante: 'medio',
          tipo_pao: 'pretzel',
        }),
        burger('Veggie de Grão-de-Bico', 'Burger de grão-de-bico e queijo coalho', 'Burger de grão-de-bico e cogumelos, queijo coalho grelhado, rúcula e tomate seco no pão integral.', 3390, undefined, {
          tipo_carne: 'vegetariana',
          peso_hamburguer: 150,
          tipo_pao: 'integral',
          vegetariano: true,
          ingredientes: 'Pão integral, burger de grão-de-bico e cogumelos, queijo coalho, rúcula, tomate seco',
          calorias: 610,
        }),
        burger('Vegano da Terra', 'Burger de feijão preto sem ingredientes animais', 'Burger de feijão preto e beterraba, maionese vegana, alface, tomate e cebola roxa no pão sem glúten.', 3590, undefined, {
          tipo_carne: 'vegana',
          peso_hamburguer: 150,
          tipo_pao: 'sem_gluten',
          vegetariano: true,
          vegano: true,
          queijos: ['Queijo vegano de castanha', 'Queijo vegano defumado', 'Queijo vegano de coco'],
          molhos: 'Maionese vegana, Barbecue, Ketchup artesanal',
          alergenos: 'Castanhas',
          calorias: 540,
        }),
      ],
    },
    {
      name: 'Combos',
      products: [
        burger('Combo Classic', 'Classic Burger, fritas e refrigerante', 'Classic Burger + batata frita média + refrigerante lata. O combo mais pedido da casa.', 4490, 3990, { tempo_preparo: 25 }),
        burger('Combo Triplo Monstro', 'Três blends de 120 g, fritas e milkshake', 'Três blends de 120 g, triplo cheddar, bacon, fritas grandes e milkshake de 400 ml.', 6990, undefined, { peso_hamburguer: 360, tamanho: 'triplo', calorias: 1650, tempo_preparo: 30 }),
      ],
    },
  ],
};
