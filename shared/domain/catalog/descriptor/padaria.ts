import { BAKERY_CATEGORY_LABELS, BAKERY_DOUGH_LABELS } from '../value-labels';
import { counted, size } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

export const padariaOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'padaria',
  groups: [
    size('sizes', 'selectedSize'),
    counted('fillings', 'selectedFillings', 'Recheios'),
    counted('toppings', 'selectedToppings', 'Coberturas'),
    counted('addons', 'selectedAddons', 'Adicionais'),
  ],
  fields: [
    { key: 'product_category', label: 'Categoria', kind: 'choice', section: 'Detalhes', default: null, values: BAKERY_CATEGORY_LABELS },
    { key: 'dough_type', label: 'Massa', kind: 'choice', section: 'Detalhes', default: null, values: BAKERY_DOUGH_LABELS },
    { key: 'ingredients', label: 'Ingredientes', kind: 'list', section: 'Detalhes', default: [] },
    { key: 'allergens', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'preparation_time', label: 'Tempo de preparo', kind: 'number', section: 'Detalhes', default: null, unit: 'min' },
    { key: 'shelf_life', label: 'Validade', kind: 'number', section: 'Disponibilidade e entrega', default: null, unit: 'dias', integer: true },
    { key: 'allow_custom_order', label: 'Aceita encomenda personalizada', kind: 'flag', section: 'Regras', default: false },
    { key: 'min_advance_days', label: 'Antecedência mínima', kind: 'number', section: 'Disponibilidade e entrega', default: null, unit: 'dias', integer: true },
    { key: 'min_order_quantity', label: 'Quantidade mínima', kind: 'number', section: 'Regras', default: null, integer: true },
    { key: 'is_vegan', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_vegetarian', label: 'Vegetariano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_gluten_free', label: 'Sem glúten', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_lactose_free', label: 'Sem lactose', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_sugar_free', label: 'Sem açúcar', kind: 'flag', section: 'Dieta e alergênicos', default: false },
  ],
};
