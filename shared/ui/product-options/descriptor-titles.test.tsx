import { screen } from '@testing-library/react';
import { BUSINESS_TYPE_SLUGS, groupOptions, normalizeProductOptions, optionDescriptorOf, type BusinessTypeSlug } from '@comanda/shared/domain';
import { RAW } from './test-fixtures';
import { renderStatic } from './test-utils';

/** Fieldsets of a panel that are not option groups (free text and the doceria's own choices). */
const OTHER_FIELDSETS: Partial<Record<BusinessTypeSlug, string[]>> = {
  pizzaria: ['Observações'],
  restaurante: ['Observações'],
  sorveteria: ['Observações'],
  doceria: ['Personalização', 'Opções para Presente'],
};

/** The type's fixture with one item in every group it leaves empty, so every group shows. */
function withEveryGroup(slug: BusinessTypeSlug): Record<string, unknown> {
  const raw: Record<string, unknown> = { ...RAW[slug], tipo_carne: slug === 'hamburgueria' ? 'bovina' : RAW[slug].tipo_carne, allow_takeaway: true };
  const options = normalizeProductOptions(slug, raw);
  for (const group of optionDescriptorOf(slug).groups) {
    if (groupOptions(options, group.selectionKey).length === 0 && group.fixedValues === undefined) raw[group.optionKey] = [{ name: `Item de ${group.title}`, price: 1 }];
  }
  return raw;
}

describe.each(BUSINESS_TYPE_SLUGS.map((slug) => [slug]))('%s panel', (slug) => {
  it('shows exactly the descriptor’s group titles, in its order', () => {
    renderStatic(slug, withEveryGroup(slug));
    const legends = screen.getAllByRole('group').map((fieldset) => fieldset.getAttribute('aria-label') ?? fieldset.querySelector('legend')?.textContent ?? '');
    const titles = optionDescriptorOf(slug).groups.map((group) => group.title);
    const others = OTHER_FIELDSETS[slug] ?? [];
    expect(legends.filter((legend) => !others.includes(legend))).toEqual(titles);
    expect(legends.filter((legend) => others.includes(legend)).sort()).toEqual([...others].sort());
  });
});
