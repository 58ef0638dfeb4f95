import { CHURRASCARIA_COOKING_METHOD_LABELS } from '../value-labels';
import { counted, single, size } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

export const churrascariaOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'churrascaria',
  groups: [
    { ...single('cooking_points', 'selectedCookingPoint', 'Ponto da Carne'), preselectFirst: true },
    size('sizes', 'selectedSize'),
    counted('cuts', 'selectedCuts', 'Cortes'),
    counted('seasonings', 'selectedSeasonings', 'Temperos Especiais'),
    counted('sides', 'selectedSides', 'Acompanhamentos'),
    counted('sauces', 'selectedSauces', 'Molhos'),
  ],
  fields: [
    { key: 'is_vegan', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_vegetarian', label: 'Vegetariano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_gluten_free', label: 'Sem glúten', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'is_lactose_free', label: 'Sem lactose', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'calories', label: 'Calorias', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'kcal' },
    { key: 'protein', label: 'Proteínas', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'g' },
    { key: 'allergens', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'combination_description', label: 'Combinação pronta', kind: 'longText', section: 'Regras', default: null },
    { key: 'has_preset_combination', label: 'Tem combinação pronta', kind: 'flag', section: 'Regras', default: false },
    { key: 'meat_type', label: 'Tipo de carne', kind: 'text', section: 'Detalhes', default: null },
    { key: 'preparation', label: 'Preparo', kind: 'longText', section: 'Detalhes', default: null },
    { key: 'meat_cut_category', label: 'Categoria do corte', kind: 'text', section: 'Detalhes', default: null },
    { key: 'meat_cut_type', label: 'Corte', kind: 'text', section: 'Detalhes', default: null },
    { key: 'weight', label: 'Peso', kind: 'number', section: 'Detalhes', default: null, unit: 'g' },
    { key: 'preparation_time', label: 'Tempo de preparo', kind: 'number', section: 'Detalhes', default: null, unit: 'min' },
    { key: 'cooking_method', label: 'Método de preparo', kind: 'choice', section: 'Detalhes', default: null, values: CHURRASCARIA_COOKING_METHOD_LABELS },
    { key: 'has_rodizio', label: 'Oferece rodízio', kind: 'flag', section: 'Regras', default: false },
    { key: 'rodizio_price', normalizedKey: 'rodizio_price_cents', label: 'Preço do rodízio', kind: 'money', section: 'Regras', default: null },
    { key: 'rodizio_description', label: 'Descrição do rodízio', kind: 'longText', section: 'Regras', default: null },
  ],
};
