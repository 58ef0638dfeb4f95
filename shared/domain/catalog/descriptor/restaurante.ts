import { AVAILABLE_PERIOD_LABELS } from '../value-labels';
import { counted, single } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

export const restauranteOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'restaurante',
  groups: [
    { ...single('cooking_point', 'selectedCookingPoint', 'Ponto de Cozimento'), itemDescription: true },
    {
      ...counted('sides', 'selectedSides', 'Acompanhamentos'),
      priceField: 'additional_price',
      limit: { field: 'max_sides', default: null, appliesWhen: 'always', noun: 'acompanhamentos' },
    },
    { ...counted('sauces', 'selectedSauces', 'Molhos'), priceField: 'additional_price' },
  ],
  fields: [
    { key: 'is_vegan', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_vegetarian', label: 'Vegetariano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_gluten_free', label: 'Sem glúten', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_lactose_free', label: 'Sem lactose', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'cuisine_type', label: 'Culinária', kind: 'text', section: 'Detalhes', default: null },
    { key: 'protein_type', label: 'Proteína', kind: 'text', section: 'Detalhes', default: null },
    { key: 'max_sides', label: 'Máximo de acompanhamentos', kind: 'number', section: 'Regras', default: null, integer: true },
    { key: 'preparation_time', label: 'Tempo de preparo', kind: 'number', section: 'Detalhes', default: null, unit: 'min' },
    { key: 'calories', label: 'Calorias', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'kcal' },
    { key: 'allergens', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'chef_recommendations', label: 'Recomendação do chef', kind: 'longText', section: 'Detalhes', default: null },
    { key: 'serving_size', label: 'Porção', kind: 'text', section: 'Detalhes', default: null },
    { key: 'available_periods', label: 'Períodos disponíveis', kind: 'choices', section: 'Disponibilidade e entrega', default: [], values: AVAILABLE_PERIOD_LABELS },
    { key: 'available_for_events', label: 'Disponível para eventos', kind: 'flag', section: 'Disponibilidade e entrega', default: false },
    { key: 'event_min_people', label: 'Mínimo de pessoas em eventos', kind: 'number', section: 'Disponibilidade e entrega', default: null, unit: 'pessoas', integer: true },
    { key: 'event_price_per_person', normalizedKey: 'event_price_per_person_cents', label: 'Preço por pessoa em eventos', kind: 'money', section: 'Disponibilidade e entrega', default: null },
    { key: 'allow_observations', label: 'Permite observações', kind: 'flag', section: 'Regras', default: false },
  ],
};
