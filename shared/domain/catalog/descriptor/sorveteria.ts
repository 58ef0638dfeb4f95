import { FLAVOR_CATEGORY_LABELS, FLAVOR_INTENSITY_LABELS, ICE_CREAM_CONSISTENCY_LABELS, ICE_CREAM_TYPE_LABELS } from '../value-labels';
import { counted, flavor, group, single, size } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

/** Flavours allowed when mixing and max_flavors is absent (spec §5). */
export const DEFAULT_MAX_ICE_CREAM_FLAVORS = 2;

export const sorveteriaOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'sorveteria',
  groups: [
    size('sizes', 'selectedSize'),
    {
      ...flavor('toppings', 'selectedToppings', 'Sabores', 'Sabores'),
      flavorSwitch: { selectionKey: 'mixFlavorsEnabled', label: 'Misturar sabores', allowedBy: 'allow_mix' },
      limit: { field: 'max_flavors', default: DEFAULT_MAX_ICE_CREAM_FLAVORS, appliesWhen: 'multiple', noun: 'sabores' },
    },
    {
      ...group('ice_cream_toppings', 'selectedIceCreamToppings', 'Coberturas', 'unit'),
      limit: { field: 'max_toppings', default: null, appliesWhen: 'always', noun: 'coberturas' },
    },
    counted('complements', 'selectedComplements', 'Complementos'),
    single('containers', 'selectedContainer', 'Recipiente'),
  ],
  fields: [
    { key: 'ice_cream_type', label: 'Tipo de sorvete', kind: 'choice', section: 'Detalhes', default: null, values: ICE_CREAM_TYPE_LABELS },
    { key: 'consistency', label: 'Consistência', kind: 'choice', section: 'Detalhes', default: null, values: ICE_CREAM_CONSISTENCY_LABELS },
    { key: 'flavor_intensity', label: 'Intensidade do sabor', kind: 'choice', section: 'Detalhes', default: null, values: FLAVOR_INTENSITY_LABELS },
    { key: 'flavor_category', label: 'Categoria do sabor', kind: 'choice', section: 'Detalhes', default: null, values: FLAVOR_CATEGORY_LABELS },
    { key: 'allow_mix', label: 'Permite misturar sabores', kind: 'flag', section: 'Regras', default: false },
    { key: 'max_flavors', label: 'Máximo de sabores', kind: 'number', section: 'Regras', default: DEFAULT_MAX_ICE_CREAM_FLAVORS, integer: true },
    { key: 'max_toppings', label: 'Máximo de coberturas', kind: 'number', section: 'Regras', default: null, integer: true },
    { key: 'calories_per_scoop', label: 'Calorias por bola', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'kcal' },
    { key: 'allergens', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'is_sugar_free', label: 'Sem açúcar', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_lactose_free', label: 'Sem lactose', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_vegan', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_gluten_free', label: 'Sem glúten', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'recommended_combinations', label: 'Combinações', kind: 'list', section: 'Detalhes', default: [] },
    { key: 'for_birthday', label: 'Ideal para aniversários', kind: 'flag', section: 'Detalhes', default: false },
    { key: 'is_seasonal', label: 'Sazonal', kind: 'flag', section: 'Disponibilidade e entrega', default: false },
    { key: 'seasonal_period', label: 'Período sazonal', kind: 'text', section: 'Disponibilidade e entrega', default: null },
    { key: 'allow_decoration', label: 'Aceita decoração', kind: 'flag', section: 'Regras', default: false },
  ],
};
