import { toOptionList, type NormalizedOption } from '../option';
import { readCents, readFlag, readNumber, readText, readTextList, type RawOptions } from '../raw-options';
import type { BusinessTypeSpec, PriceLine } from '../spec';
import { textSummary, type MultiChoice, type SingleChoice } from './common';

export type DoceriaOptions = {
  businessType: 'doceria';
  sizes: NormalizedOption[];
  fillings: NormalizedOption[];
  toppings: NormalizedOption[];
  sweet_category: string | null;
  main_flavor: string | null;
  allows_customization: boolean;
  /** Free text describing what can be customised; the section shows only when present. */
  customization_options: string | null;
  customization_price_cents: number;
  requires_advance_order: boolean;
  advance_days: number | null;
  has_gift_packaging: boolean;
  has_gift_card: boolean;
  gift_price_cents: number;
  ingredients: string[];
  allergens: string[];
  /** `is_diet_light` (or `isDietLight`) on the wire. */
  is_diet_light: boolean;
  is_vegan: boolean;
  is_gluten_free: boolean;
  is_lactose_free: boolean;
  is_sugar_free: boolean;
};

export type DoceriaSelection = {
  selectedSize: SingleChoice;
  selectedFillings: MultiChoice;
  selectedToppings: MultiChoice;
  customizationRequest: string;
  addCustomization: boolean;
  addGiftPackaging: boolean;
  addGiftCard: boolean;
  giftMessage: string;
};

export function normalizeDoceriaOptions(raw: RawOptions): DoceriaOptions {
  return {
    businessType: 'doceria',
    sizes: toOptionList('sizes', raw.sizes),
    fillings: toOptionList('fillings', raw.fillings),
    toppings: toOptionList('toppings', raw.toppings),
    sweet_category: readText(raw, 'sweet_category'),
    main_flavor: readText(raw, 'main_flavor'),
    allows_customization: readFlag(raw, 'allows_customization'),
    customization_options: readText(raw, 'customization_options'),
    customization_price_cents: readCents(raw, 'customization_price') ?? 0,
    requires_advance_order: readFlag(raw, 'requires_advance_order'),
    advance_days: readNumber(raw, 'advance_days'),
    has_gift_packaging: readFlag(raw, 'has_gift_packaging'),
    has_gift_card: readFlag(raw, 'has_gift_card'),
    gift_price_cents: readCents(raw, 'gift_price') ?? 0,
    ingredients: readTextList(raw, 'ingredients'),
    allergens: readTextList(raw, 'allergens'),
    is_diet_light: readFlag(raw, 'is_diet_light', readFlag(raw, 'isDietLight')),
    is_vegan: readFlag(raw, 'is_vegan'),
    is_gluten_free: readFlag(raw, 'is_gluten_free'),
    is_lactose_free: readFlag(raw, 'is_lactose_free'),
    is_sugar_free: readFlag(raw, 'is_sugar_free'),
  };
}

/** Spec §5: the customisation section (and so its price) exists only when options text exists. */
export function showsCustomization(options: Pick<DoceriaOptions, 'customization_options'>): boolean {
  return options.customization_options !== null;
}

/**
 * The sweets total (the spec does not show it in full; our rule): size or base + fillings +
 * toppings, + customization_price when the customisation box is ticked and the section exists,
 * + gift_price once when a gift option the product offers (packaging and/or card) is ticked.
 */
function doceriaExtraLines(options: DoceriaOptions, selection: DoceriaSelection): PriceLine[] {
  const lines: PriceLine[] = [];
  if (selection.addCustomization && showsCustomization(options) && options.customization_price_cents > 0) {
    const cents = options.customization_price_cents;
    lines.push({ group: 'addCustomization', label: 'Personalização', unitCents: cents, quantity: 1, totalCents: cents });
  }
  const gift = (selection.addGiftPackaging && options.has_gift_packaging) || (selection.addGiftCard && options.has_gift_card);
  if (gift && options.gift_price_cents > 0) {
    const cents = options.gift_price_cents;
    lines.push({ group: 'gift', label: 'Opções para presente', unitCents: cents, quantity: 1, totalCents: cents });
  }
  return lines;
}

export const doceriaSpec: BusinessTypeSpec<DoceriaOptions, DoceriaSelection> = {
  normalize: normalizeDoceriaOptions,
  groups: [
    { key: 'selectedSize', kind: 'size', options: (o) => o.sizes },
    { key: 'selectedFillings', kind: 'counted', options: (o) => o.fillings },
    { key: 'selectedToppings', kind: 'counted', options: (o) => o.toppings },
  ],
  scalars: { customizationRequest: '', addCustomization: false, addGiftPackaging: false, addGiftCard: false, giftMessage: '' },
  extraLines: doceriaExtraLines,
  summarizeScalars: (selection) => [
    ...(selection.addCustomization ? [selection.customizationRequest.trim() === '' ? 'Personalização' : `Personalização: ${selection.customizationRequest.trim()}`] : []),
    ...(selection.addGiftPackaging ? ['Embalagem para presente'] : []),
    ...(selection.addGiftCard ? ['Cartão de presente'] : []),
    ...(selection.addGiftCard ? textSummary('Mensagem do cartão', selection.giftMessage) : []),
  ],
};
