/** @jest-environment node */
import { showsAlcoholBlock } from './business-types/bar';
import { showsTakeawayCups } from './business-types/cafeteria';
import { normalizeProductOptions } from './normalize';
import { discountPercent, productBaseCents } from './product-price';
import { BUSINESS_TYPE_NAMES, BUSINESS_TYPE_SLUGS, isBusinessTypeSlug } from './slugs';
import * as labels from './value-labels';

describe('value lists', () => {
  it.each([
    [labels.BURGER_MEAT_POINT_LABELS, ['mal_passado', 'ao_ponto_para_mal', 'ao_ponto', 'ao_ponto_para_bem', 'bem_passado', 'padrao']],
    [labels.SPICY_LEVEL_LABELS, ['nao_picante', 'leve', 'medio', 'picante', 'muito_picante']],
    [labels.BURGER_MEAT_TYPE_LABELS, ['bovina', 'frango', 'suina', 'cordeiro', 'peixe', 'vegetariana', 'vegana', 'mix']],
    [labels.BURGER_BREAD_LABELS, ['brioche', 'australiano', 'frances', 'integral', 'potato_bun', 'pretzel', 'ciabatta', 'sem_gluten']],
    [labels.BURGER_SIZE_LABELS, ['kids', 'pequeno', 'medio', 'grande', 'duplo', 'triplo']],
    [labels.SNACK_TYPE_LABELS, ['sanduiche', 'salgado', 'combo', 'porcao', 'hot_dog', 'pizza', 'pastel', 'tapioca', 'crepe', 'wrap', 'acai', 'salada', 'sobremesa']],
    [labels.SNACK_SIZE_LABELS, ['individual', 'pequeno', 'medio', 'grande', 'familia']],
    [labels.PREP_MODE_LABELS, ['assado', 'frito', 'grelhado', 'cozido', 'na_chapa', 'outro']],
    [labels.SNACK_BREAD_LABELS, ['frances', 'integral', 'baguete', 'sirio', 'forma', 'ciabatta', 'outro']],
    [labels.SAUSAGE_LABELS, ['tradicional', 'frankfurt', 'viena', 'linguica', 'vegana']],
    [labels.SAVOURY_LABELS, ['coxinha', 'kibe', 'esfiha', 'empada', 'pastel_assado', 'risole', 'outro']],
    [labels.BAKERY_CATEGORY_LABELS, ['paes', 'bolos', 'tortas', 'doces', 'salgados', 'confeitaria', 'sanduiches', 'matinais', 'outros']],
    [labels.BAKERY_DOUGH_LABELS, ['fermentada', 'folhada', 'semi_folhada', 'integral', 'sem_gluten', 'brioche', 'doce', 'biscuit', 'bolo', 'outro']],
    [labels.PIZZA_COOKING_METHOD_LABELS, ['forno_lenha', 'forno_eletrico', 'forno_gas', 'frigideira', 'churrasqueira']],
    [labels.DELIVERY_FREQUENCY_LABELS, ['daily', 'weekdays', 'weekly', 'bi_weekly', 'monthly']],
    [labels.AVAILABLE_PERIOD_LABELS, ['todo_dia', 'almoco', 'jantar', 'cafe_manha', 'brunch', 'almoco_jantar', 'finais_semana', 'sazonal']],
    [labels.ICE_CREAM_TYPE_LABELS, ['massa', 'picole', 'soft', 'gelato', 'frozen_yogurt', 'acai', 'paleta_mexicana', 'sorbet', 'raspadinha', 'milkshake']],
    [labels.ICE_CREAM_CONSISTENCY_LABELS, ['cremoso', 'firme', 'macio', 'aerado', 'denso', 'granulado']],
    [labels.FLAVOR_INTENSITY_LABELS, ['suave', 'moderado', 'intenso', 'muito_intenso']],
    [labels.FLAVOR_CATEGORY_LABELS, ['frutas', 'chocolate', 'baunilha', 'cafe', 'caramelo', 'nozes', 'menta', 'licor', 'especiarias', 'doces', 'premium']],
  ])('has exactly the spec values %#', (map, values) => {
    expect(Object.keys(map)).toEqual(values);
    for (const label of Object.values(map)) expect(label.trim()).not.toBe('');
  });

  it('labels in Portuguese', () => {
    expect(labels.BURGER_MEAT_POINT_LABELS.padrao).toBe('Padrão da casa');
    expect(labels.DELIVERY_FREQUENCY_LABELS.daily).toBe('Diária');
    expect(labels.CHURRASCARIA_COOKING_METHOD_LABELS.fogo_de_chao).toBe('Fogo de chão');
    expect(labels.MEAL_TYPE_LABELS.alta_proteina).toBe('Alta proteína');
    expect(labels.SWEET_CATEGORY_LABELS.doces_regionais).toBe('Doces regionais');
    expect(labels.SWEET_FLAVOR_LABELS.limao).toBe('Limão');
    expect(labels.COFFEE_TYPE_LABELS.arabica).toBe('Arábica');
    expect(labels.COFFEE_ORIGIN_LABELS.etiopia).toBe('Etiópia');
  });

  it('labelFor falls back to the raw value', () => {
    expect(labels.labelFor(labels.SNACK_TYPE_LABELS, 'hot_dog')).toBe('Cachorro-quente');
    expect(labels.labelFor(labels.SNACK_TYPE_LABELS, 'misto quente')).toBe('misto quente');
    expect(labels.labelFor(labels.SNACK_TYPE_LABELS, 'toString')).toBe('toString');
    expect(labels.labelFor(labels.SNACK_TYPE_LABELS, null)).toBe('');
  });

  it.each([
    ['bovina', true],
    ['cordeiro', true],
    ['mix', true],
    [' Bovina ', true],
    ['frango', false],
    ['vegana', false],
    [null, false],
  ])('showsMeatPoint(%p) = %p', (tipo, shows) => {
    expect(labels.showsMeatPoint(tipo)).toBe(shows);
  });
});

describe('panel visibility rules', () => {
  it.each([
    [{ tipo_bebida: 'cerveja' }, true],
    [{ tipo_bebida: 'Saque' }, true],
    [{ tipo_bebida: 'coquetel' }, true],
    [{ tipo_bebida: 'suco' }, false],
    [{ tipo_bebida: 'refrigerante', teor_alcoolico: 0 }, true],
    [{ tipo_bebida: 'refrigerante', teor_alcoolico: false }, false],
    [{}, false],
  ])('showsAlcoholBlock(%p) = %p', (raw, shows) => {
    expect(showsAlcoholBlock(normalizeProductOptions('bar', raw))).toBe(shows);
  });

  it('showsTakeawayCups: takeaway allowed (default) and cups exist', () => {
    expect(showsTakeawayCups(normalizeProductOptions('cafeteria', { takeaway_cups: ['Copo'] }))).toBe(true);
    expect(showsTakeawayCups(normalizeProductOptions('cafeteria', { takeaway_cups: ['Copo'], allow_takeaway: false }))).toBe(false);
    expect(showsTakeawayCups(normalizeProductOptions('cafeteria', {}))).toBe(false);
  });
});

describe('prices of the product', () => {
  it.each([
    [50, 40, 20],
    [29.9, 19.9, 33],
    ['29,90', '24,90', 17],
    [2990, 1990, 33],
    [10, 0, null],
    [10, null, null],
    [10, 10, null],
    [10, 12, null],
    [null, 5, null],
  ])('discountPercent(%p, %p) = %p', (price, promo, percent) => {
    expect(discountPercent(price, promo)).toBe(percent);
  });

  it('base price is promo_price when above 0', () => {
    expect(productBaseCents({ price: 50, promo_price: 39.9 })).toBe(3990);
    expect(productBaseCents({ price: '50,00', promo_price: 0 })).toBe(5000);
    expect(productBaseCents({ price: 50, promo_price: null })).toBe(5000);
    expect(productBaseCents({ price: 50, promo_price: '' })).toBe(5000);
  });
});

describe('business types', () => {
  it('lists the 14 slugs with their names', () => {
    expect(BUSINESS_TYPE_SLUGS).toHaveLength(14);
    expect(Object.keys(BUSINESS_TYPE_NAMES)).toEqual([...BUSINESS_TYPE_SLUGS]);
    expect(BUSINESS_TYPE_NAMES.marmitaria).toBe('Delivery de Marmitas');
    expect(isBusinessTypeSlug('food-truck')).toBe(true);
    expect(isBusinessTypeSlug('floricultura')).toBe(false);
  });
});
