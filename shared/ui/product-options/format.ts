import { formatBRL } from '@comanda/shared/domain';

const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** '15 min', '180 g', '350 ml'; null stays null so info rows can skip it. */
export function withUnit(value: number | null | undefined, unit: string): string | null {
  return value === null || value === undefined ? null : `${formatNumber(value)} ${unit}`;
}

/** '1 dia' / '3 dias'. */
export function counted(value: number | null | undefined, singular: string, plural: string): string | null {
  return value === null || value === undefined ? null : `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}

/** The extra an option adds ('+ R$ 2,50'); free options show nothing. */
export function extraPrice(cents: number): string | null {
  return cents > 0 ? `+ ${formatBRL(cents)}` : null;
}

/** A size replaces the base price, so it shows its own price without '+'; 0 means "the product price". */
export function sizePrice(cents: number): string | null {
  return cents > 0 ? formatBRL(cents) : null;
}

export function money(cents: number | null | undefined): string | null {
  return cents === null || cents === undefined ? null : formatBRL(cents);
}

export function listText(items: readonly string[]): string | null {
  return items.length > 0 ? items.join(', ') : null;
}
