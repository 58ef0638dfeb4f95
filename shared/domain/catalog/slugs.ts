export const BUSINESS_TYPE_SLUGS = [
  'pizzaria',
  'restaurante',
  'sorveteria',
  'hamburgueria',
  'bar',
  'lanchonete',
  'cafeteria',
  'padaria',
  'acaiteria',
  'doceria',
  'pastelaria',
  'churrascaria',
  'marmitaria',
  'food-truck',
] as const;

export type BusinessTypeSlug = (typeof BUSINESS_TYPE_SLUGS)[number];

/** Spec §1 fallback list of the 14 business types (name). */
export const BUSINESS_TYPE_NAMES: Record<BusinessTypeSlug, string> = {
  pizzaria: 'Pizzaria',
  restaurante: 'Restaurante',
  sorveteria: 'Sorveteria',
  hamburgueria: 'Hamburgueria',
  bar: 'Bar',
  lanchonete: 'Lanchonete',
  cafeteria: 'Cafeteria',
  padaria: 'Padaria',
  acaiteria: 'Açaiteria',
  doceria: 'Doceria',
  pastelaria: 'Pastelaria',
  churrascaria: 'Churrascaria',
  marmitaria: 'Delivery de Marmitas',
  'food-truck': 'Food Truck',
};

export function isBusinessTypeSlug(value: unknown): value is BusinessTypeSlug {
  return typeof value === 'string' && (BUSINESS_TYPE_SLUGS as readonly string[]).includes(value);
}
