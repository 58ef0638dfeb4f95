import { counted, size } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

export const acaiteriaOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'acaiteria',
  groups: [
    size('sizes', 'selectedSize'),
    counted('fruits', 'selectedFruits', 'Frutas'),
    counted('toppings', 'selectedToppings', 'Coberturas'),
    counted('complements', 'selectedComplements', 'Complementos'),
    counted('special_addons', 'selectedSpecialAddons', 'Adicionais Especiais'),
  ],
  fields: [
    { key: 'calories', label: 'Calorias', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'kcal' },
    { key: 'allergens', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'is_vegan', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_vegetarian', label: 'Vegetariano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_gluten_free', label: 'Sem glúten', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_lactose_free', label: 'Sem lactose', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_sugar_free', label: 'Sem açúcar', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'combination_description', label: 'Combinação pronta', kind: 'longText', section: 'Regras', default: null },
    { key: 'has_preset_combination', label: 'Tem combinação pronta', kind: 'flag', section: 'Regras', default: false },
    { key: 'acai_type', label: 'Tipo de açaí', kind: 'text', section: 'Detalhes', default: null },
    { key: 'consistency', label: 'Consistência', kind: 'text', section: 'Detalhes', default: null },
  ],
};
