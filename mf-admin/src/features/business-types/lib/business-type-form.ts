import { slugFromName, type AdminBusinessType, type BusinessTypeWrite } from '@comanda/shared/domain';

/** What the form edits; the order as text ('' = keep the current one / the end of the list). */
export type BusinessTypeFormValues = { name: string; slug: string; icon: string; description: string; is_active: boolean; sort_order: string | number };

export const EMPTY_BUSINESS_TYPE: BusinessTypeFormValues = { name: '', slug: '', icon: '', description: '', is_active: true, sort_order: '' };

export function formValuesOf(type: AdminBusinessType): BusinessTypeFormValues {
  return { name: type.name, slug: type.slug, icon: type.icon ?? '', description: type.description ?? '', is_active: type.is_active, sort_order: type.sort_order };
}

/** The body businessTypeWriteSchema validates (PUT replaces every field). */
export function businessTypeBody(values: BusinessTypeFormValues): BusinessTypeWrite {
  const order = String(values.sort_order).trim();
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    icon: values.icon.trim() || null,
    description: values.description.trim() || null,
    is_active: values.is_active,
    ...(order === '' ? {} : { sort_order: Number(order) }),
  };
}

export const businessTypeSlugOf = (name: string) => slugFromName(name);

export const FIELD_KIND_LABELS: Record<string, string> = {
  flag: 'Sim/não',
  text: 'Texto',
  longText: 'Texto longo',
  number: 'Número',
  money: 'Valor (R$)',
  choice: 'Escolha única',
  choices: 'Várias escolhas',
  list: 'Lista',
  locations: 'Locais',
};
