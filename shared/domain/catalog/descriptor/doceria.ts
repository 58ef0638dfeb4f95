import { SWEET_CATEGORY_LABELS, SWEET_FLAVOR_LABELS } from '../value-labels';
import { counted, size } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

export const doceriaOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'doceria',
  groups: [
    size('sizes', 'selectedSize'),
    counted('fillings', 'selectedFillings', 'Recheios'),
    counted('toppings', 'selectedToppings', 'Coberturas'),
  ],
  fields: [
    { key: 'sweet_category', label: 'Categoria do doce', kind: 'choice', section: 'Detalhes', default: null, values: SWEET_CATEGORY_LABELS },
    { key: 'main_flavor', label: 'Sabor principal', kind: 'choice', section: 'Detalhes', default: null, values: SWEET_FLAVOR_LABELS },
    { key: 'allows_customization', label: 'Aceita personalização', kind: 'flag', section: 'Regras', default: false },
    { key: 'customization_options', label: 'O que pode ser personalizado', kind: 'longText', section: 'Regras', default: null },
    { key: 'customization_price', normalizedKey: 'customization_price_cents', label: 'Preço da personalização', kind: 'money', section: 'Regras', default: 0 },
    { key: 'requires_advance_order', label: 'Exige encomenda antecipada', kind: 'flag', section: 'Disponibilidade e entrega', default: false },
    { key: 'advance_days', label: 'Dias de antecedência', kind: 'number', section: 'Disponibilidade e entrega', default: null, unit: 'dias', integer: true },
    { key: 'has_gift_packaging', label: 'Oferece embalagem para presente', kind: 'flag', section: 'Regras', default: false },
    { key: 'has_gift_card', label: 'Oferece cartão de presente', kind: 'flag', section: 'Regras', default: false },
    { key: 'gift_price', normalizedKey: 'gift_price_cents', label: 'Preço do presente', kind: 'money', section: 'Regras', default: 0 },
    { key: 'ingredients', label: 'Ingredientes', kind: 'list', section: 'Detalhes', default: [] },
    { key: 'allergens', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'is_diet_light', label: 'Diet/Light', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_vegan', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_gluten_free', label: 'Sem glúten', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_lactose_free', label: 'Sem lactose', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_sugar_free', label: 'Sem açúcar', kind: 'flag', section: 'Dieta e alergênicos', default: false },
  ],
};
