import { DELIVERY_FREQUENCY_LABELS, MEAL_TYPE_LABELS } from '../value-labels';
import { counted, size } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

export const marmitariaOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'marmitaria',
  groups: [
    size('sizes', 'selectedSize'),
    counted('proteins', 'selectedProteins', 'Proteínas'),
    counted('sides', 'selectedSides', 'Acompanhamentos'),
    counted('vegetables', 'selectedVegetables', 'Legumes e Verduras'),
  ],
  fields: [
    { key: 'is_vegan', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_vegetarian', label: 'Vegetariano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_gluten_free', label: 'Sem glúten', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_lactose_free', label: 'Sem lactose', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'calories', label: 'Calorias', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'kcal' },
    { key: 'allergens', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'meal_type', label: 'Tipo de refeição', kind: 'choice', section: 'Detalhes', default: null, values: MEAL_TYPE_LABELS },
    { key: 'has_subscription', label: 'Oferece assinatura', kind: 'flag', section: 'Regras', default: false },
    { key: 'subscription_description', label: 'Descrição da assinatura', kind: 'longText', section: 'Regras', default: null },
    { key: 'subscription_price', normalizedKey: 'subscription_price_cents', label: 'Preço da assinatura', kind: 'money', section: 'Regras', default: null },
    { key: 'delivery_frequency', label: 'Frequência de entrega', kind: 'choice', section: 'Regras', default: null, values: DELIVERY_FREQUENCY_LABELS },
  ],
};
