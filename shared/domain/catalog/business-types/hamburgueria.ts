import { toOptionList, type NormalizedOption } from '../option';
import { readFlag, readNumber, readText, readTextList, type RawOptions } from '../raw-options';
import { BURGER_EXTRA_PRICES_CENTS } from '../descriptor/hamburgueria';
import { valueOptions, type BusinessTypeSpec } from '../spec';
import { BURGER_MEAT_POINT_LABELS, SPICY_LEVEL_LABELS, showsMeatPoint } from '../value-labels';
import type { MultiChoice, SingleChoice } from './common';

export { BURGER_EXTRA_PRICES_CENTS };

export type HamburgueriaOptions = {
  businessType: 'hamburgueria';
  tipo_carne: string | null;
  /** g */
  peso_hamburguer: number | null;
  tamanho: string | null;
  tipo_pao: string | null;
  adicionais: NormalizedOption[];
  queijos: NormalizedOption[];
  molhos: NormalizedOption[];
  /** Choices of meatPoint: the value list, empty unless showsMeatPoint(tipo_carne). */
  meat_points: NormalizedOption[];
  /** Choices of spicyLevel: the value list. */
  spicy_levels: NormalizedOption[];
  nivel_picante: string | null;
  ingredientes: string[];
  calorias: number | null;
  alergenos: string[];
  dicas_consumo: string | null;
  harmonizacao: string | null;
  vegetariano: boolean;
  vegano: boolean;
  /** minutes */
  tempo_preparo: number | null;
};

export type HamburgueriaSelection = {
  selectedAddons: MultiChoice;
  selectedCheeses: MultiChoice;
  selectedSauces: MultiChoice;
  meatPoint: SingleChoice;
  spicyLevel: SingleChoice;
};

export function normalizeHamburgueriaOptions(raw: RawOptions): HamburgueriaOptions {
  const tipoCarne = readText(raw, 'tipo_carne');
  return {
    businessType: 'hamburgueria',
    tipo_carne: tipoCarne,
    peso_hamburguer: readNumber(raw, 'peso_hamburguer'),
    tamanho: readText(raw, 'tamanho'),
    tipo_pao: readText(raw, 'tipo_pao'),
    adicionais: toOptionList('adicionais', raw.adicionais, { defaultPriceCents: BURGER_EXTRA_PRICES_CENTS.adicionais }),
    queijos: toOptionList('queijos', raw.queijos, { defaultPriceCents: BURGER_EXTRA_PRICES_CENTS.queijos }),
    molhos: toOptionList('molhos', raw.molhos, { defaultPriceCents: BURGER_EXTRA_PRICES_CENTS.molhos }),
    meat_points: showsMeatPoint(tipoCarne) ? valueOptions('meat_points', BURGER_MEAT_POINT_LABELS) : [],
    spicy_levels: valueOptions('spicy_levels', SPICY_LEVEL_LABELS),
    nivel_picante: readText(raw, 'nivel_picante'),
    ingredientes: readTextList(raw, 'ingredientes'),
    calorias: readNumber(raw, 'calorias'),
    alergenos: readTextList(raw, 'alergenos'),
    dicas_consumo: readText(raw, 'dicas_consumo'),
    harmonizacao: readText(raw, 'harmonizacao'),
    vegetariano: readFlag(raw, 'vegetariano'),
    vegano: readFlag(raw, 'vegano'),
    tempo_preparo: readNumber(raw, 'tempo_preparo'),
  };
}

export const hamburgueriaSpec: BusinessTypeSpec<HamburgueriaOptions, HamburgueriaSelection> = {
  normalize: normalizeHamburgueriaOptions,
  groups: [
    { key: 'selectedAddons', kind: 'counted', options: (o) => o.adicionais },
    { key: 'selectedCheeses', kind: 'counted', options: (o) => o.queijos },
    { key: 'selectedSauces', kind: 'counted', options: (o) => o.molhos },
    { key: 'meatPoint', kind: 'single', options: (o) => o.meat_points },
    { key: 'spicyLevel', kind: 'single', options: (o) => o.spicy_levels },
  ],
  scalars: {},
};
