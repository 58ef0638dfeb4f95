import type { NormalizedOption, SelectedOption } from '../catalog/option';
import { specOf } from '../catalog/registry';
import { completeScalars, copies } from '../catalog/selection';
import { isBusinessTypeSlug } from '../catalog/slugs';

type AnyRecord = Record<string, unknown>;

const isNamed = (value: unknown): value is NormalizedOption =>
  value !== null && typeof value === 'object' && typeof (value as AnyRecord).name === 'string';

const listOf = (value: unknown): SelectedOption[] =>
  Array.isArray(value) ? value.filter(isNamed).map((item) => ({ ...item, quantity: copies((item as Partial<SelectedOption>).quantity) })) : [];

/**
 * Short Portuguese lines for cart and order display, in panel order: 'Tamanho: Grande',
 * 'Meio a meio: Calabresa, Margherita', 'Borda: Catupiry', '2x Bacon', 'Observações: sem cebola'.
 * Unknown business types and empty selections give [].
 */
export function summarizeSelection(slug: string | null | undefined, selection: unknown): string[] {
  if (!isBusinessTypeSlug(slug) || selection === null || typeof selection !== 'object') return [];
  const spec = specOf(slug);
  const source = selection as AnyRecord;
  const lines = spec.groups.flatMap((group): string[] => {
    const value = source[group.key];
    switch (group.kind) {
      case 'size':
      case 'single':
        return isNamed(value) ? [`${group.label}: ${value.name}`] : [];
      case 'counted':
      case 'unit':
        return listOf(value).map((item) => `${item.quantity}x ${item.name}`);
      case 'flavor': {
        const names = listOf(value).map((item) => item.name);
        if (names.length === 0) return [];
        const describe = spec.flavorPrice?.([], names.length > 1).label;
        return [describe ? describe(names) : `${names.length > 1 ? 'Sabores' : 'Sabor'}: ${names.join(', ')}`];
      }
    }
  });
  return [...lines, ...(spec.summarizeScalars?.(completeScalars(spec, source)) ?? [])];
}

const COMPLEMENT_KEYS = ['selectedFruits', 'selectedToppings', 'selectedComplements', 'selectedSpecialAddons'] as const;

/** Spec §9: selected fruits, toppings, complements and special add-ons (copies) count as 'complementos'. */
export function complementCount(selectedOptions: unknown): number {
  if (selectedOptions === null || typeof selectedOptions !== 'object') return 0;
  const source = selectedOptions as AnyRecord;
  return COMPLEMENT_KEYS.reduce((sum, key) => sum + listOf(source[key]).reduce((total, item) => total + item.quantity, 0), 0);
}

/** '1 complemento' / '3 complementos'. */
export function complementLabel(count: number): string {
  return `${count} ${count === 1 ? 'complemento' : 'complementos'}`;
}
