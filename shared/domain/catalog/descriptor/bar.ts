import { DRINK_TYPE_LABELS } from '../value-labels';
import { counted, single, size } from './builders';
import type { BusinessTypeOptionDescriptor } from './types';

export const barOptionDescriptor: BusinessTypeOptionDescriptor = {
  slug: 'bar',
  groups: [
    size('sizes', 'selectedSize'),
    counted('addons', 'selectedAddons', 'Adicionais'),
    { ...single('ice_options', 'selectedIce', 'Gelo'), preselectFirst: true },
  ],
  fields: [
    { key: 'tipo_bebida', label: 'Tipo de bebida', kind: 'choice', section: 'Detalhes', default: null, values: DRINK_TYPE_LABELS },
    { key: 'marca', label: 'Marca', kind: 'text', section: 'Detalhes', default: null },
    { key: 'volume', label: 'Volume', kind: 'number', section: 'Detalhes', default: null, unit: 'ml' },
    { key: 'teor_alcoolico', label: 'Teor alcoólico', kind: 'number', section: 'Detalhes', default: null, unit: '%' },
    { key: 'pais_origem', label: 'País de origem', kind: 'text', section: 'Detalhes', default: null },
    { key: 'temperatura_servico', label: 'Temperatura de serviço', kind: 'text', section: 'Detalhes', default: null },
    { key: 'tipo_suco', label: 'Tipo de suco', kind: 'text', section: 'Detalhes', default: null },
    { key: 'sabor_suco', label: 'Sabor do suco', kind: 'text', section: 'Detalhes', default: null },
    { key: 'tipo_refrigerante', label: 'Tipo de refrigerante', kind: 'text', section: 'Detalhes', default: null },
    { key: 'tipo_agua', label: 'Tipo de água', kind: 'text', section: 'Detalhes', default: null },
    { key: 'tipo_cafe', label: 'Tipo de café', kind: 'text', section: 'Detalhes', default: null },
    { key: 'intensidade_cafe', label: 'Intensidade do café', kind: 'text', section: 'Detalhes', default: null },
    { key: 'conteudo_cafeina', label: 'Cafeína', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'mg' },
    { key: 'safra', label: 'Safra', kind: 'text', section: 'Detalhes', default: null },
    { key: 'tipo_uva', label: 'Uva', kind: 'text', section: 'Detalhes', default: null },
    { key: 'estilo_cerveja', label: 'Estilo da cerveja', kind: 'text', section: 'Detalhes', default: null },
    { key: 'tipo_destilado', label: 'Tipo de destilado', kind: 'text', section: 'Detalhes', default: null },
    { key: 'tempo_envelhecimento', label: 'Envelhecimento', kind: 'number', section: 'Detalhes', default: null, unit: 'anos' },
    { key: 'calorias', label: 'Calorias', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'kcal' },
    { key: 'acucar', label: 'Açúcar', kind: 'number', section: 'Dieta e alergênicos', default: null, unit: 'g' },
    { key: 'alergenos', label: 'Alérgenos', kind: 'list', section: 'Dieta e alergênicos', default: [] },
    { key: 'harmonizacao', label: 'Harmonização', kind: 'longText', section: 'Detalhes', default: null },
    { key: 'indicacoes', label: 'Indicações', kind: 'longText', section: 'Dieta e alergênicos', default: null },
    { key: 'contraindicacoes', label: 'Contraindicações', kind: 'longText', section: 'Dieta e alergênicos', default: null },
  ],
};
