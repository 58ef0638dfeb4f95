import { COFFEE_BREWING_LABELS, COFFEE_GRIND_LABELS, COFFEE_ORIGIN_LABELS, COFFEE_ROAST_LABELS, COFFEE_TYPE_LABELS } from '../value-labels';
import { counted, size } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

export const cafeteriaOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'cafeteria',
  groups: [
    size('sizes', 'selectedSize'),
    counted('milk_types', 'selectedMilkTypes', 'Tipos de Leite'),
    counted('sweeteners', 'selectedSweeteners', 'Adoçantes'),
    counted('sides', 'selectedSides', 'Acompanhamentos'),
    { ...counted('takeaway_cups', 'selectedTakeawayCups', 'Copo para Viagem'), shownWhen: 'allow_takeaway' },
  ],
  fields: [
    { key: 'coffee_type', label: 'Tipo de café', kind: 'choice', section: 'Detalhes', default: null, values: COFFEE_TYPE_LABELS },
    { key: 'coffee_origin', label: 'Origem', kind: 'choice', section: 'Detalhes', default: null, values: COFFEE_ORIGIN_LABELS },
    { key: 'roast_level', label: 'Torra', kind: 'choice', section: 'Detalhes', default: null, values: COFFEE_ROAST_LABELS },
    { key: 'grinding_level', label: 'Moagem', kind: 'choice', section: 'Detalhes', default: null, values: COFFEE_GRIND_LABELS },
    { key: 'brewing_method', label: 'Método de preparo', kind: 'choice', section: 'Detalhes', default: null, values: COFFEE_BREWING_LABELS },
    { key: 'calories', label: 'Calorias', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'kcal' },
    { key: 'is_vegan', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_sugar_free', label: 'Sem açúcar', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_decaf', label: 'Descafeinado', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'allow_takeaway', label: 'Oferece copo para viagem', kind: 'flag', section: 'Regras', default: true },
  ],
};
