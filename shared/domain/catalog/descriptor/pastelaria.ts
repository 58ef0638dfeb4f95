import { counted, size } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

export const pastelariaOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'pastelaria',
  groups: [
    size('sizes', 'selectedSize'),
    counted('fillings', 'selectedFillings', 'Recheios'),
    counted('sides', 'selectedSides', 'Acompanhamentos'),
  ],
  fields: [
    { key: 'is_vegan', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_vegetarian', label: 'Vegetariano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_gluten_free', label: 'Sem glúten', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_lactose_free', label: 'Sem lactose', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'dough_type', label: 'Massa', kind: 'text', section: 'Detalhes', default: null },
    { key: 'cooking_method', label: 'Modo de preparo', kind: 'text', section: 'Detalhes', default: null },
    { key: 'filling_category', label: 'Categoria do recheio', kind: 'text', section: 'Detalhes', default: null },
    { key: 'ingredients', label: 'Ingredientes', kind: 'list', section: 'Detalhes', default: [] },
    { key: 'allergens', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'preparation_time', label: 'Tempo de preparo', kind: 'number', section: 'Detalhes', default: null, unit: 'min' },
    { key: 'combo_description', label: 'Descrição do combo', kind: 'longText', section: 'Regras', default: null },
    { key: 'combo_price', normalizedKey: 'combo_price_cents', label: 'Preço do combo', kind: 'money', section: 'Regras', default: null },
    { key: 'has_combo', label: 'Oferece combo', kind: 'flag', section: 'Regras', default: false },
  ],
};
