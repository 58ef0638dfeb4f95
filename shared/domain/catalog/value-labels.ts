/** Portuguese labels of the value lists of spec §3 and §9 "Value lists". */

export const BURGER_MEAT_POINT_LABELS = {
  mal_passado: 'Mal passado',
  ao_ponto_para_mal: 'Ao ponto para mal',
  ao_ponto: 'Ao ponto',
  ao_ponto_para_bem: 'Ao ponto para bem',
  bem_passado: 'Bem passado',
  padrao: 'Padrão da casa',
} as const;

export const SPICY_LEVEL_LABELS = {
  nao_picante: 'Não picante',
  leve: 'Leve',
  medio: 'Médio',
  picante: 'Picante',
  muito_picante: 'Muito picante',
} as const;

export const BURGER_MEAT_TYPE_LABELS = {
  bovina: 'Bovina',
  frango: 'Frango',
  suina: 'Suína',
  cordeiro: 'Cordeiro',
  peixe: 'Peixe',
  vegetariana: 'Vegetariana',
  vegana: 'Vegana',
  mix: 'Mix de carnes',
} as const;

export const BURGER_BREAD_LABELS = {
  brioche: 'Brioche',
  australiano: 'Australiano',
  frances: 'Francês',
  integral: 'Integral',
  potato_bun: 'Potato bun',
  pretzel: 'Pretzel',
  ciabatta: 'Ciabatta',
  sem_gluten: 'Sem glúten',
} as const;

export const BURGER_SIZE_LABELS = {
  kids: 'Kids',
  pequeno: 'Pequeno',
  medio: 'Médio',
  grande: 'Grande',
  duplo: 'Duplo',
  triplo: 'Triplo',
} as const;

export const SNACK_TYPE_LABELS = {
  sanduiche: 'Sanduíche',
  salgado: 'Salgado',
  combo: 'Combo',
  porcao: 'Porção',
  hot_dog: 'Cachorro-quente',
  pizza: 'Pizza',
  pastel: 'Pastel',
  tapioca: 'Tapioca',
  crepe: 'Crepe',
  wrap: 'Wrap',
  acai: 'Açaí',
  salada: 'Salada',
  sobremesa: 'Sobremesa',
} as const;

export const SNACK_SIZE_LABELS = {
  individual: 'Individual',
  pequeno: 'Pequeno',
  medio: 'Médio',
  grande: 'Grande',
  familia: 'Família',
} as const;

export const PREP_MODE_LABELS = {
  assado: 'Assado',
  frito: 'Frito',
  grelhado: 'Grelhado',
  cozido: 'Cozido',
  na_chapa: 'Na chapa',
  outro: 'Outro',
} as const;

export const SNACK_BREAD_LABELS = {
  frances: 'Pão francês',
  integral: 'Pão integral',
  baguete: 'Baguete',
  sirio: 'Pão sírio',
  forma: 'Pão de forma',
  ciabatta: 'Ciabatta',
  outro: 'Outro',
} as const;

export const SAUSAGE_LABELS = {
  tradicional: 'Tradicional',
  frankfurt: 'Frankfurt',
  viena: 'Viena',
  linguica: 'Linguiça',
  vegana: 'Vegana',
} as const;

export const SAVOURY_LABELS = {
  coxinha: 'Coxinha',
  kibe: 'Kibe',
  esfiha: 'Esfiha',
  empada: 'Empada',
  pastel_assado: 'Pastel assado',
  risole: 'Risole',
  outro: 'Outro',
} as const;

export const BAKERY_CATEGORY_LABELS = {
  paes: 'Pães',
  bolos: 'Bolos',
  tortas: 'Tortas',
  doces: 'Doces',
  salgados: 'Salgados',
  confeitaria: 'Confeitaria',
  sanduiches: 'Sanduíches',
  matinais: 'Matinais',
  outros: 'Outros',
} as const;

export const BAKERY_DOUGH_LABELS = {
  fermentada: 'Fermentada',
  folhada: 'Folhada',
  semi_folhada: 'Semifolhada',
  integral: 'Integral',
  sem_gluten: 'Sem glúten',
  brioche: 'Brioche',
  doce: 'Doce',
  biscuit: 'Biscuit',
  bolo: 'Massa de bolo',
  outro: 'Outra',
} as const;

export const PIZZA_COOKING_METHOD_LABELS = {
  forno_lenha: 'Forno a lenha',
  forno_eletrico: 'Forno elétrico',
  forno_gas: 'Forno a gás',
  frigideira: 'Frigideira',
  churrasqueira: 'Churrasqueira',
} as const;

// The spec names these cafeteria lists only by example; the keys below are our choice.
export const COFFEE_GRIND_LABELS = {
  extra_fina: 'Extra fina',
  fina: 'Fina',
  media_fina: 'Média-fina',
  media: 'Média',
  media_grossa: 'Média-grossa',
  grossa: 'Grossa',
} as const;

export const COFFEE_BREWING_LABELS = {
  espresso: 'Espresso',
  coado: 'Coado',
  prensa_francesa: 'Prensa francesa',
  aeropress: 'AeroPress',
  v60: 'Hario V60',
  chemex: 'Chemex',
  moka: 'Moka',
  cold_brew: 'Cold brew',
  sifao: 'Sifão',
} as const;

export const COFFEE_ROAST_LABELS = {
  clara: 'Clara',
  media_clara: 'Média-clara',
  media: 'Média',
  media_escura: 'Média-escura',
  escura: 'Escura',
  italiana: 'Italiana',
  francesa: 'Francesa',
} as const;

export const COFFEE_TYPE_LABELS = {
  arabica: 'Arábica',
  robusta: 'Robusta',
  blend: 'Blend',
  especial: 'Especial',
  organico: 'Orgânico',
  descafeinado: 'Descafeinado',
  origem_unica: 'Origem única',
} as const;

export const COFFEE_ORIGIN_LABELS = {
  brasil: 'Brasil',
  colombia: 'Colômbia',
  etiopia: 'Etiópia',
  quenia: 'Quênia',
  guatemala: 'Guatemala',
  costa_rica: 'Costa Rica',
  honduras: 'Honduras',
  peru: 'Peru',
  mexico: 'México',
  indonesia: 'Indonésia',
  vietna: 'Vietnã',
  blend: 'Blend de origens',
} as const;

export const CHURRASCARIA_COOKING_METHOD_LABELS = {
  espeto: 'Espeto',
  grelha: 'Grelha',
  chapa: 'Chapa',
  fogo_de_chao: 'Fogo de chão',
  defumado: 'Defumado',
  parrilla: 'Parrilla',
  assado_lentamente: 'Assado lentamente',
} as const;

export const MEAL_TYPE_LABELS = {
  regular: 'Regular',
  fitness: 'Fitness',
  low_carb: 'Low carb',
  vegetariana: 'Vegetariana',
  vegana: 'Vegana',
  keto: 'Keto',
  alta_proteina: 'Alta proteína',
  executiva: 'Executiva',
} as const;

export const DELIVERY_FREQUENCY_LABELS = {
  daily: 'Diária',
  weekdays: 'Dias úteis',
  weekly: 'Semanal',
  bi_weekly: 'Quinzenal',
  monthly: 'Mensal',
} as const;

export const SWEET_CATEGORY_LABELS = {
  bolos: 'Bolos',
  tortas: 'Tortas',
  chocolates: 'Chocolates',
  brigadeiros: 'Brigadeiros',
  doces_regionais: 'Doces regionais',
  gourmet: 'Gourmet',
  sobremesas: 'Sobremesas',
  especiais: 'Especiais',
} as const;

export const SWEET_FLAVOR_LABELS = {
  chocolate: 'Chocolate',
  morango: 'Morango',
  baunilha: 'Baunilha',
  limao: 'Limão',
  coco: 'Coco',
  doce_de_leite: 'Doce de leite',
  frutas_vermelhas: 'Frutas vermelhas',
  nutella: 'Nutella',
  cafe: 'Café',
  amendoim: 'Amendoim',
  pistache: 'Pistache',
  outro: 'Outro',
} as const;

export const AVAILABLE_PERIOD_LABELS = {
  todo_dia: 'Todo o dia',
  almoco: 'Almoço',
  jantar: 'Jantar',
  cafe_manha: 'Café da manhã',
  brunch: 'Brunch',
  almoco_jantar: 'Almoço e jantar',
  finais_semana: 'Finais de semana',
  sazonal: 'Sazonal',
} as const;

export const ICE_CREAM_TYPE_LABELS = {
  massa: 'Sorvete de massa',
  picole: 'Picolé',
  soft: 'Soft',
  gelato: 'Gelato',
  frozen_yogurt: 'Frozen yogurt',
  acai: 'Açaí',
  paleta_mexicana: 'Paleta mexicana',
  sorbet: 'Sorbet',
  raspadinha: 'Raspadinha',
  milkshake: 'Milkshake',
} as const;

export const ICE_CREAM_CONSISTENCY_LABELS = {
  cremoso: 'Cremoso',
  firme: 'Firme',
  macio: 'Macio',
  aerado: 'Aerado',
  denso: 'Denso',
  granulado: 'Granulado',
} as const;

export const FLAVOR_INTENSITY_LABELS = {
  suave: 'Suave',
  moderado: 'Moderado',
  intenso: 'Intenso',
  muito_intenso: 'Muito intenso',
} as const;

export const FLAVOR_CATEGORY_LABELS = {
  frutas: 'Frutas',
  chocolate: 'Chocolate',
  baunilha: 'Baunilha',
  cafe: 'Café',
  caramelo: 'Caramelo',
  nozes: 'Nozes',
  menta: 'Menta',
  licor: 'Licor',
  especiarias: 'Especiarias',
  doces: 'Doces',
  premium: 'Premium',
} as const;

export const DRINK_TYPE_LABELS = {
  cerveja: 'Cerveja',
  destilado: 'Destilado',
  vinho: 'Vinho',
  coquetel: 'Coquetel',
  licor: 'Licor',
  saque: 'Saquê',
  suco: 'Suco',
  refrigerante: 'Refrigerante',
  agua: 'Água',
  cafe: 'Café',
} as const;

export type BurgerMeatPoint = keyof typeof BURGER_MEAT_POINT_LABELS;
export type SpicyLevel = keyof typeof SPICY_LEVEL_LABELS;
export type BurgerMeatType = keyof typeof BURGER_MEAT_TYPE_LABELS;
export type DeliveryFrequency = keyof typeof DELIVERY_FREQUENCY_LABELS;
export type AvailablePeriod = keyof typeof AVAILABLE_PERIOD_LABELS;

/** The label of a value, or the value itself when the list does not know it (stores type free text too). */
export function labelFor(labels: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}

const MEAT_POINT_TYPES: ReadonlySet<string> = new Set(['bovina', 'cordeiro', 'mix']);

/** Spec §9: the burger meat point is offered only for beef, lamb or mixed patties. */
export function showsMeatPoint(tipoCarne: string | null | undefined): boolean {
  return typeof tipoCarne === 'string' && MEAT_POINT_TYPES.has(tipoCarne.trim().toLowerCase());
}

/** Dietary badges in a fixed order; each business type names its flags in its own way (§3). */
const DIETARY_FLAGS: ReadonlyArray<readonly [label: string, keys: readonly string[]]> = [
  ['Vegano', ['is_vegan', 'vegano']],
  ['Vegetariano', ['is_vegetarian', 'vegetariano']],
  ['Sem glúten', ['is_gluten_free', 'gluten_free', 'sem_gluten']],
  ['Sem lactose', ['is_lactose_free', 'sem_lactose']],
  ['Sem açúcar', ['is_sugar_free']],
  ['Diet/Light', ['is_diet_light']],
  ['Descafeinado', ['is_decaf']],
];

/** The labels of the dietary flags that are on in a product's normalised options. */
export function dietaryLabelsOf(options: object): string[] {
  const record = options as Record<string, unknown>;
  return DIETARY_FLAGS.filter(([, keys]) => keys.some((key) => record[key] === true)).map(([label]) => label);
}
