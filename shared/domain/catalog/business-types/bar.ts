import { toOptionList, type NormalizedOption } from '../option';
import { readNumber, readText, readTextList, type RawOptions } from '../raw-options';
import type { BusinessTypeSpec } from '../spec';
import type { MultiChoice, SingleChoice } from './common';

export type BarOptions = {
  businessType: 'bar';
  tipo_bebida: string | null;
  marca: string | null;
  /** ml */
  volume: number | null;
  /** %; false on the wire counts as empty (null). */
  teor_alcoolico: number | null;
  pais_origem: string | null;
  temperatura_servico: string | null;
  tipo_suco: string | null;
  sabor_suco: string | null;
  tipo_refrigerante: string | null;
  tipo_agua: string | null;
  tipo_cafe: string | null;
  intensidade_cafe: string | null;
  /** mg; false counts as empty. */
  conteudo_cafeina: number | null;
  safra: string | null;
  tipo_uva: string | null;
  estilo_cerveja: string | null;
  tipo_destilado: string | null;
  /** years; false counts as empty. */
  tempo_envelhecimento: number | null;
  /** kcal per 100 ml */
  calorias: number | null;
  /** g per 100 ml */
  acucar: number | null;
  alergenos: string[];
  harmonizacao: string | null;
  indicacoes: string | null;
  /** Not in the §3 field list, but the panel shows contraindications. */
  contraindicacoes: string | null;
  sizes: NormalizedOption[];
  addons: NormalizedOption[];
  ice_options: NormalizedOption[];
};

export type BarSelection = {
  selectedSize: SingleChoice;
  selectedAddons: MultiChoice;
  selectedIce: SingleChoice;
};

export function normalizeBarOptions(raw: RawOptions): BarOptions {
  return {
    businessType: 'bar',
    tipo_bebida: readText(raw, 'tipo_bebida'),
    marca: readText(raw, 'marca'),
    volume: readNumber(raw, 'volume'),
    teor_alcoolico: readNumber(raw, 'teor_alcoolico'),
    pais_origem: readText(raw, 'pais_origem'),
    temperatura_servico: readText(raw, 'temperatura_servico'),
    tipo_suco: readText(raw, 'tipo_suco'),
    sabor_suco: readText(raw, 'sabor_suco'),
    tipo_refrigerante: readText(raw, 'tipo_refrigerante'),
    tipo_agua: readText(raw, 'tipo_agua'),
    tipo_cafe: readText(raw, 'tipo_cafe'),
    intensidade_cafe: readText(raw, 'intensidade_cafe'),
    conteudo_cafeina: readNumber(raw, 'conteudo_cafeina'),
    safra: readText(raw, 'safra'),
    tipo_uva: readText(raw, 'tipo_uva'),
    estilo_cerveja: readText(raw, 'estilo_cerveja'),
    tipo_destilado: readText(raw, 'tipo_destilado'),
    tempo_envelhecimento: readNumber(raw, 'tempo_envelhecimento'),
    calorias: readNumber(raw, 'calorias'),
    acucar: readNumber(raw, 'acucar'),
    alergenos: readTextList(raw, 'alergenos'),
    harmonizacao: readText(raw, 'harmonizacao'),
    indicacoes: readText(raw, 'indicacoes'),
    contraindicacoes: readText(raw, 'contraindicacoes'),
    sizes: toOptionList('sizes', raw.sizes),
    addons: toOptionList('addons', raw.addons),
    ice_options: toOptionList('ice_options', raw.ice_options),
  };
}

const ALCOHOLIC_DRINKS: ReadonlySet<string> = new Set(['cerveja', 'destilado', 'vinho', 'coquetel', 'licor', 'saque']);

/** Spec §2: the alcohol block shows for alcoholic drink types or when teor_alcoolico is set (0 included). */
export function showsAlcoholBlock(options: Pick<BarOptions, 'tipo_bebida' | 'teor_alcoolico'>): boolean {
  return (options.tipo_bebida !== null && ALCOHOLIC_DRINKS.has(options.tipo_bebida.toLowerCase())) || options.teor_alcoolico !== null;
}

export const barSpec: BusinessTypeSpec<BarOptions, BarSelection> = {
  normalize: normalizeBarOptions,
  groups: [
    { key: 'selectedSize', kind: 'size', options: (o) => o.sizes },
    { key: 'selectedAddons', kind: 'counted', options: (o) => o.addons },
    { key: 'selectedIce', kind: 'single', options: (o) => o.ice_options, preselectFirst: true },
  ],
  scalars: {},
};
