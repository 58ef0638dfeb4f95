import { BURGER_BREAD_LABELS, BURGER_MEAT_TYPE_LABELS, BURGER_MEAT_POINT_LABELS, BURGER_SIZE_LABELS, SPICY_LEVEL_LABELS } from '../value-labels';
import { counted, single } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

/** Spec §9 fixed burger extras, used for items that carry no price of their own. */
export const BURGER_EXTRA_PRICES_CENTS = { adicionais: 250, queijos: 300, molhos: 150 } as const;

export const hamburgueriaOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'hamburgueria',
  groups: [
    // Offered only for beef, lamb or mixed patties (showsMeatPoint of tipo_carne).
    { ...single('meat_points', 'meatPoint', 'Ponto da Carne'), fixedValues: BURGER_MEAT_POINT_LABELS },
    { ...counted('adicionais', 'selectedAddons', 'Adicionais'), defaultItemPrice: { cents: BURGER_EXTRA_PRICES_CENTS.adicionais } },
    { ...counted('queijos', 'selectedCheeses', 'Queijos'), defaultItemPrice: { cents: BURGER_EXTRA_PRICES_CENTS.queijos } },
    { ...counted('molhos', 'selectedSauces', 'Molhos'), defaultItemPrice: { cents: BURGER_EXTRA_PRICES_CENTS.molhos } },
    { ...single('spicy_levels', 'spicyLevel', 'Nível de Picante'), fixedValues: SPICY_LEVEL_LABELS },
  ],
  fields: [
    { key: 'tipo_carne', label: 'Tipo de carne', kind: 'choice', section: 'Detalhes', default: null, values: BURGER_MEAT_TYPE_LABELS },
    { key: 'peso_hamburguer', label: 'Peso do hambúrguer', kind: 'number', section: 'Detalhes', default: null, unit: 'g' },
    { key: 'tamanho', label: 'Tamanho', kind: 'choice', section: 'Detalhes', default: null, values: BURGER_SIZE_LABELS },
    { key: 'tipo_pao', label: 'Pão', kind: 'choice', section: 'Detalhes', default: null, values: BURGER_BREAD_LABELS },
    { key: 'nivel_picante', label: 'Nível de picante da casa', kind: 'choice', section: 'Detalhes', default: null, values: SPICY_LEVEL_LABELS },
    { key: 'ingredientes', label: 'Ingredientes', kind: 'list', section: 'Detalhes', default: [] },
    { key: 'calorias', label: 'Calorias', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'kcal' },
    { key: 'alergenos', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'dicas_consumo', label: 'Dicas de consumo', kind: 'longText', section: 'Detalhes', default: null },
    { key: 'harmonizacao', label: 'Harmonização', kind: 'longText', section: 'Detalhes', default: null },
    { key: 'vegetariano', label: 'Vegetariano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'vegano', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'tempo_preparo', label: 'Tempo de preparo', kind: 'number', section: 'Detalhes', default: null, unit: 'min' },
  ],
};
