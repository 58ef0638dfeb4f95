import { counted, size } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

export const foodTruckOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'food-truck',
  groups: [
    size('sizes', 'selectedSize'),
    counted('ingredients_list', 'selectedIngredients', 'Ingredientes Principais'),
    counted('addons', 'selectedAddons', 'Adicionais'),
    counted('sauces', 'selectedSauces', 'Molhos'),
  ],
  fields: [
    { key: 'locations', label: 'Locais e eventos', kind: 'locations', section: 'Disponibilidade e entrega', default: [] },
    { key: 'product_category', label: 'Categoria', kind: 'text', section: 'Detalhes', default: null },
    { key: 'specialty', label: 'Especialidade', kind: 'text', section: 'Detalhes', default: null },
    { key: 'ingredients_description', label: 'Ingredientes', kind: 'longText', section: 'Detalhes', default: null },
    { key: 'allergens', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'preparation_time', label: 'Tempo de preparo', kind: 'number', section: 'Detalhes', default: null, unit: 'min' },
    { key: 'combo_description', label: 'Descrição do combo', kind: 'longText', section: 'Regras', default: null },
    { key: 'combo_price', normalizedKey: 'combo_price_cents', label: 'Preço do combo', kind: 'money', section: 'Regras', default: null },
    { key: 'has_combo', label: 'Oferece combo', kind: 'flag', section: 'Regras', default: false },
    { key: 'is_vegan', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_vegetarian', label: 'Vegetariano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_gluten_free', label: 'Sem glúten', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_lactose_free', label: 'Sem lactose', kind: 'flag', section: 'Dieta e alergênicos', default: false },
  ],
};
