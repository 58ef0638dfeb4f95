import { PIZZA_COOKING_METHOD_LABELS } from '../value-labels';
import { counted, flavor, single, size } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

/** Flavours allowed in half-half mode when max_toppings is absent (spec §5). */
export const DEFAULT_MAX_PIZZA_FLAVORS = 2;

export const pizzariaOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'pizzaria',
  groups: [
    size('sizes', 'selectedSize'),
    {
      ...flavor('toppings', 'selectedToppings', 'Sabor/Cobertura', 'Sabores'),
      flavorSwitch: { selectionKey: 'halfHalfEnabled', label: 'Meio a Meio', allowedBy: 'allow_half_half' },
      limit: { field: 'max_toppings', default: DEFAULT_MAX_PIZZA_FLAVORS, appliesWhen: 'multiple', noun: 'sabores' },
    },
    { ...single('edges', 'selectedEdge', 'Borda'), noneLabel: 'Sem borda' },
    counted('side_dishes', 'selectedSideDishes', 'Acompanhamentos'),
  ],
  fields: [
    { key: 'pizza_type', label: 'Tipo de pizza', kind: 'text', section: 'Detalhes', default: null },
    { key: 'dough_type', label: 'Massa', kind: 'text', section: 'Detalhes', default: null },
    { key: 'allow_half_half', label: 'Permite meio a meio', kind: 'flag', section: 'Regras', default: true },
    { key: 'max_toppings', label: 'Máximo de sabores no meio a meio', kind: 'number', section: 'Regras', default: DEFAULT_MAX_PIZZA_FLAVORS, integer: true },
    { key: 'allow_observations', label: 'Permite observações', kind: 'flag', section: 'Regras', default: true },
    { key: 'calories', label: 'Calorias', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'kcal' },
    { key: 'allergens', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'base_ingredients', label: 'Ingredientes', kind: 'list', section: 'Detalhes', default: [] },
    { key: 'is_vegan', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_vegetarian', label: 'Vegetariano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'gluten_free', label: 'Sem glúten', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'cooking_method', label: 'Forno', kind: 'choice', section: 'Detalhes', default: null, values: PIZZA_COOKING_METHOD_LABELS },
    { key: 'cooking_time', label: 'Tempo de preparo', kind: 'number', section: 'Detalhes', default: null, unit: 'min' },
    { key: 'promo_monday', label: 'Promoção na segunda-feira', kind: 'flag', section: 'Disponibilidade e entrega', default: false },
    { key: 'promo_tuesday', label: 'Promoção na terça-feira', kind: 'flag', section: 'Disponibilidade e entrega', default: false },
    { key: 'promo_wednesday', label: 'Promoção na quarta-feira', kind: 'flag', section: 'Disponibilidade e entrega', default: false },
    { key: 'promo_thursday', label: 'Promoção na quinta-feira', kind: 'flag', section: 'Disponibilidade e entrega', default: false },
    { key: 'promo_friday', label: 'Promoção na sexta-feira', kind: 'flag', section: 'Disponibilidade e entrega', default: false },
    { key: 'promo_saturday', label: 'Promoção no sábado', kind: 'flag', section: 'Disponibilidade e entrega', default: false },
    { key: 'promo_sunday', label: 'Promoção no domingo', kind: 'flag', section: 'Disponibilidade e entrega', default: false },
    { key: 'min_order_value', normalizedKey: 'min_order_value_cents', label: 'Pedido mínimo', kind: 'money', section: 'Disponibilidade e entrega', default: null },
    { key: 'delivery_available', label: 'Delivery', kind: 'flag', section: 'Disponibilidade e entrega', default: false },
    { key: 'takeout_available', label: 'Retirada', kind: 'flag', section: 'Disponibilidade e entrega', default: false },
    { key: 'dine_in_available', label: 'Consumo no local', kind: 'flag', section: 'Disponibilidade e entrega', default: true },
    { key: 'recommended_pairings', label: 'Harmoniza com', kind: 'list', section: 'Detalhes', default: [] },
    { key: 'combo_suggestions', label: 'Sugestões de combo', kind: 'list', section: 'Detalhes', default: [] },
  ],
};
