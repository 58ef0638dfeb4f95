/** @jest-environment node */
import { normalizeProductOptions } from '../normalize';
import { specOf } from '../registry';
import { BUSINESS_TYPE_SLUGS } from '../slugs';
import { BUSINESS_TYPE_OPTION_DESCRIPTORS, OPTION_SECTIONS, optionDescriptorOf, optionGroupTitle } from './index';

describe.each(BUSINESS_TYPE_SLUGS.map((slug) => [slug]))('option descriptor of %s', (slug) => {
  const descriptor = optionDescriptorOf(slug);
  const spec = specOf(slug);
  const empty = normalizeProductOptions(slug, {}) as unknown as Record<string, unknown>;

  it('is filed under its own slug', () => {
    expect(BUSINESS_TYPE_OPTION_DESCRIPTORS[slug].slug).toBe(slug);
  });

  it('gives every group and every field a Portuguese title, each key once', () => {
    for (const group of descriptor.groups) expect(group.title.trim()).not.toBe('');
    for (const field of descriptor.fields) expect(field.label.trim()).not.toBe('');
    const keys = [...descriptor.groups.map((group) => group.optionKey), ...descriptor.fields.map((field) => field.key)];
    expect(new Set(keys).size).toBe(keys.length);
    const selectionKeys = descriptor.groups.map((group) => group.selectionKey);
    expect(new Set(selectionKeys).size).toBe(selectionKeys.length);
  });

  it('describes exactly the groups the price engine prices, with the same behaviour', () => {
    expect(descriptor.groups.map((group) => group.selectionKey).sort()).toEqual(spec.groups.map((group) => group.key).sort());
    for (const group of spec.groups) {
      const described = descriptor.groups.find((entry) => entry.selectionKey === group.key)!;
      expect({ key: group.key, kind: described.kind, preselect: described.preselectFirst ?? false, noun: described.limit?.noun }).toEqual({
        key: group.key,
        kind: group.kind,
        preselect: group.preselectFirst ?? false,
        noun: group.limitNoun,
      });
      // the engine's titles are the descriptor's (one title per group)
      expect(group.label).toBe(described.title);
    }
  });

  it('names every list and field the normaliser reads, and its defaults are the normaliser’s', () => {
    const described = new Map<string, unknown>(descriptor.fields.map((field) => [field.normalizedKey ?? field.key, field.default]));
    const groupKeys = new Set(descriptor.groups.map((group) => group.optionKey));
    const normalizedKeys = Object.keys(empty).filter((key) => key !== 'businessType' && !groupKeys.has(key));
    expect(normalizedKeys.sort()).toEqual([...described.keys()].sort());
    for (const key of normalizedKeys) expect({ key, value: empty[key] }).toEqual({ key, value: described.get(key) });
    for (const key of groupKeys) expect(Array.isArray(empty[key])).toBe(true);
  });

  it('points limits, switches and conditions at fields it describes', () => {
    const fieldKeys = new Set(descriptor.fields.map((field) => field.key));
    for (const group of descriptor.groups) {
      if (group.limit) expect(fieldKeys).toContain(group.limit.field);
      if (group.flavorSwitch) expect(fieldKeys).toContain(group.flavorSwitch.allowedBy);
      if (group.shownWhen) expect(fieldKeys).toContain(group.shownWhen);
      if (group.defaultItemPrice?.field) expect(fieldKeys).toContain(group.defaultItemPrice.field);
      expect(group.kind === 'flavor').toBe(group.flavorSwitch !== undefined);
    }
    for (const field of descriptor.fields) {
      expect(OPTION_SECTIONS).toContain(field.section);
      if (field.kind === 'choice' || field.kind === 'choices') expect(Object.keys(field.values ?? {}).length).toBeGreaterThan(0);
    }
  });
});

describe('spec defaults in the descriptor', () => {
  const defaultOf = (slug: keyof typeof BUSINESS_TYPE_OPTION_DESCRIPTORS, key: string) =>
    BUSINESS_TYPE_OPTION_DESCRIPTORS[slug].fields.find((field) => field.key === key)?.default;

  it('keeps the defaults spec §3 names', () => {
    expect(defaultOf('pizzaria', 'allow_half_half')).toBe(true);
    expect(defaultOf('pizzaria', 'max_toppings')).toBe(2);
    expect(defaultOf('pizzaria', 'allow_observations')).toBe(true);
    expect(defaultOf('pizzaria', 'dine_in_available')).toBe(true);
    expect(defaultOf('cafeteria', 'allow_takeaway')).toBe(true);
    expect(defaultOf('sorveteria', 'max_flavors')).toBe(2);
  });

  it('uses the titles the storefront shows', () => {
    expect(optionGroupTitle('cafeteria', 'selectedMilkTypes')).toBe('Tipos de Leite');
    expect(optionGroupTitle('churrascaria', 'selectedCookingPoint')).toBe('Ponto da Carne');
    expect(optionGroupTitle('restaurante', 'selectedCookingPoint')).toBe('Ponto de Cozimento');
    expect(() => optionGroupTitle('pizzaria', 'selectedMilkTypes')).toThrow();
  });
});
