/** A size and what it costs on top of the product's card price (centavos; 0 for the size the card shows). */
export type SizeStep = readonly [name: string, extraCents: number];

/** Reais in one of the wire formats stores really send, rotating: 16.9, '22.90', 28.9, '38,90'. */
export function wireReais(cents: number, index: number): number | string {
  const text = (cents / 100).toFixed(2);
  switch (index % 4) {
    case 1:
      return text;
    case 3:
      return text.replace('.', ',');
    default:
      return cents / 100;
  }
}

/**
 * Spec §9: a selected size's price replaces the product price, so each size carries its whole price:
 * the card price (`baseCents`, the promotional one when there is a promotion) plus the step's extra.
 */
export const sizesFrom = (baseCents: number, steps: readonly SizeStep[]) =>
  steps.map(([name, extra], i) => ({ name, price: wireReais(baseCents + extra, i) }));

/** The bakery's 'name:price, name:price' text (decimal comma kept), same prices as sizesFrom. */
export const sizeTextFrom = (baseCents: number, steps: readonly SizeStep[]) =>
  steps.map(([name, extra]) => `${name}:${((baseCents + extra) / 100).toFixed(2).replace('.', ',')}`).join(', ');

/**
 * The same prices in the other shape the spec allows: the first size has no price of its own and keeps
 * the card price, the others carry their whole price as additional_price (used when price is 0).
 */
export const sizesKeepingCardPrice = (baseCents: number, steps: readonly SizeStep[]) =>
  steps.map(([name, extra], i) => (i === 0 && extra === 0 ? { name, price: 0 } : { name, additional_price: wireReais(baseCents + extra, i) }));
