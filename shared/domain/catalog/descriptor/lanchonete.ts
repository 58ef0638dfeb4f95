import { PREP_MODE_LABELS, SAUSAGE_LABELS, SAVOURY_LABELS, SNACK_BREAD_LABELS, SNACK_SIZE_LABELS, SNACK_TYPE_LABELS } from '../value-labels';
import { counted, size } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

/** Spec §9 snack-bar defaults, overridable per product by molhos_price, queijos_price, adicionais_price. */
export const SNACK_EXTRA_DEFAULT_CENTS = { molhos: 150, queijos: 300, adicionais: 250 } as const;

export const lanchoneteOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'lanchonete',
  groups: [
    size('sizes', 'selectedSize'),
    { ...counted('molhos', 'selectedMolhos', 'Molhos'), defaultItemPrice: { field: 'molhos_price', cents: SNACK_EXTRA_DEFAULT_CENTS.molhos } },
    { ...counted('queijos', 'selectedQueijos', 'Queijos'), defaultItemPrice: { field: 'queijos_price', cents: SNACK_EXTRA_DEFAULT_CENTS.queijos } },
    { ...counted('adicionais', 'selectedAdicionais', 'Adicionais'), defaultItemPrice: { field: 'adicionais_price', cents: SNACK_EXTRA_DEFAULT_CENTS.adicionais } },
  ],
  fields: [
    { key: 'tipo_lanche', label: 'Tipo de lanche', kind: 'choice', section: 'Detalhes', default: null, values: SNACK_TYPE_LABELS },
    { key: 'tamanho_lanche', label: 'Tamanho', kind: 'choice', section: 'Detalhes', default: null, values: SNACK_SIZE_LABELS, help: 'Sem tamanhos cadastrados, vira o único tamanho do lanche.' },
    { key: 'tipo_pao', label: 'Pão', kind: 'choice', section: 'Detalhes', default: null, values: SNACK_BREAD_LABELS },
    { key: 'tipo_salsicha', label: 'Salsicha', kind: 'choice', section: 'Detalhes', default: null, values: SAUSAGE_LABELS },
    { key: 'tipo_salgado', label: 'Salgado', kind: 'choice', section: 'Detalhes', default: null, values: SAVOURY_LABELS },
    { key: 'ingredientes', label: 'Ingredientes', kind: 'list', section: 'Detalhes', default: [] },
    { key: 'acompanhamentos', label: 'Acompanhamentos', kind: 'list', section: 'Detalhes', default: [] },
    { key: 'tempo_preparo', label: 'Tempo de preparo', kind: 'number', section: 'Detalhes', default: null, unit: 'min' },
    { key: 'calorias', label: 'Calorias', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'kcal' },
    { key: 'modo_preparo', label: 'Modo de preparo', kind: 'choice', section: 'Detalhes', default: null, values: PREP_MODE_LABELS },
    { key: 'alergenos', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'vegetariano', label: 'Vegetariano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'vegano', label: 'Vegano', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'sem_gluten', label: 'Sem glúten', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'sem_lactose', label: 'Sem lactose', kind: 'flag', section: 'Dieta e alergênicos', default: false },
    { key: 'molhos_price', normalizedKey: 'molhos_price_cents', label: 'Preço de cada molho', kind: 'money', section: 'Regras', default: SNACK_EXTRA_DEFAULT_CENTS.molhos },
    { key: 'queijos_price', normalizedKey: 'queijos_price_cents', label: 'Preço de cada queijo', kind: 'money', section: 'Regras', default: SNACK_EXTRA_DEFAULT_CENTS.queijos },
    { key: 'adicionais_price', normalizedKey: 'adicionais_price_cents', label: 'Preço de cada adicional', kind: 'money', section: 'Regras', default: SNACK_EXTRA_DEFAULT_CENTS.adicionais },
  ],
};
