import { toOptionList, type NormalizedOption } from '../option';
import { readCents, readFlag, readNumber, readText, readTextList, type RawOptions } from '../raw-options';
import { SNACK_EXTRA_DEFAULT_CENTS } from '../descriptor/lanchonete';
import type { BusinessTypeSpec } from '../spec';
import { labelFor, SNACK_SIZE_LABELS } from '../value-labels';
import type { MultiChoice, SingleChoice } from './common';

export { SNACK_EXTRA_DEFAULT_CENTS };

export type LanchoneteOptions = {
  businessType: 'lanchonete';
  tipo_lanche: string | null;
  tamanho_lanche: string | null;
  tipo_pao: string | null;
  tipo_salsicha: string | null;
  tipo_salgado: string | null;
  ingredientes: string[];
  /** Display-only sides ("Acompanhamentos" section); not a selection group. */
  acompanhamentos: string[];
  /** minutes */
  tempo_preparo: number | null;
  calorias: number | null;
  modo_preparo: string | null;
  alergenos: string[];
  vegetariano: boolean;
  vegano: boolean;
  sem_gluten: boolean;
  sem_lactose: boolean;
  /** The sizes list; without one, a single size named after tamanho_lanche, priced at the product price. */
  sizes: NormalizedOption[];
  molhos: NormalizedOption[];
  queijos: NormalizedOption[];
  adicionais: NormalizedOption[];
  molhos_price_cents: number;
  queijos_price_cents: number;
  adicionais_price_cents: number;
};

export type LanchoneteSelection = {
  selectedSize: SingleChoice;
  selectedMolhos: MultiChoice;
  selectedQueijos: MultiChoice;
  selectedAdicionais: MultiChoice;
};

const groupPrice = (raw: RawOptions, key: string, fallback: number): number => {
  const cents = readCents(raw, key);
  return cents !== null && cents > 0 ? cents : fallback;
};

export function normalizeLanchoneteOptions(raw: RawOptions): LanchoneteOptions {
  const tamanho = readText(raw, 'tamanho_lanche');
  const molhosPrice = groupPrice(raw, 'molhos_price', SNACK_EXTRA_DEFAULT_CENTS.molhos);
  const queijosPrice = groupPrice(raw, 'queijos_price', SNACK_EXTRA_DEFAULT_CENTS.queijos);
  const adicionaisPrice = groupPrice(raw, 'adicionais_price', SNACK_EXTRA_DEFAULT_CENTS.adicionais);
  const sizes = toOptionList('sizes', raw.sizes);
  return {
    businessType: 'lanchonete',
    tipo_lanche: readText(raw, 'tipo_lanche'),
    tamanho_lanche: tamanho,
    tipo_pao: readText(raw, 'tipo_pao'),
    tipo_salsicha: readText(raw, 'tipo_salsicha'),
    tipo_salgado: readText(raw, 'tipo_salgado'),
    ingredientes: readTextList(raw, 'ingredientes'),
    acompanhamentos: readTextList(raw, 'acompanhamentos'),
    tempo_preparo: readNumber(raw, 'tempo_preparo'),
    calorias: readNumber(raw, 'calorias'),
    modo_preparo: readText(raw, 'modo_preparo'),
    alergenos: readTextList(raw, 'alergenos'),
    vegetariano: readFlag(raw, 'vegetariano'),
    vegano: readFlag(raw, 'vegano'),
    sem_gluten: readFlag(raw, 'sem_gluten'),
    sem_lactose: readFlag(raw, 'sem_lactose'),
    // priceCents 0 = "the product price" (a size without a price keeps the base price).
    sizes: sizes.length > 0 || tamanho === null ? sizes : toOptionList('sizes', [{ name: labelFor(SNACK_SIZE_LABELS, tamanho) }]),
    molhos: toOptionList('molhos', raw.molhos, { defaultPriceCents: molhosPrice }),
    queijos: toOptionList('queijos', raw.queijos, { defaultPriceCents: queijosPrice }),
    adicionais: toOptionList('adicionais', raw.adicionais, { defaultPriceCents: adicionaisPrice }),
    molhos_price_cents: molhosPrice,
    queijos_price_cents: queijosPrice,
    adicionais_price_cents: adicionaisPrice,
  };
}

export const lanchoneteSpec: BusinessTypeSpec<LanchoneteOptions, LanchoneteSelection> = {
  normalize: normalizeLanchoneteOptions,
  groups: [
    { key: 'selectedSize', kind: 'size', options: (o) => o.sizes },
    { key: 'selectedMolhos', kind: 'counted', options: (o) => o.molhos },
    { key: 'selectedQueijos', kind: 'counted', options: (o) => o.queijos },
    { key: 'selectedAdicionais', kind: 'counted', options: (o) => o.adicionais },
  ],
  scalars: {},
};
