import type { MealProductionDelivery, MealProductionGroup } from './wire';

/** The deliveries of a day grouped as the kitchen makes them: same product, same options; biggest groups first. */
export function groupProduction(deliveries: readonly (MealProductionDelivery & { product: { id: number; name: string } })[]): MealProductionGroup[] {
  const groups = new Map<string, MealProductionGroup>();
  for (const { product, ...delivery } of deliveries) {
    const key = `${product.id}\u0000${delivery.option_lines.join('\u0000')}`;
    let group = groups.get(key);
    if (!group) {
      group = { product, option_lines: delivery.option_lines, quantity: 0, deliveries: [] };
      groups.set(key, group);
    }
    group.quantity += delivery.quantity;
    group.deliveries.push(delivery);
  }
  return [...groups.values()].sort((a, b) => b.quantity - a.quantity || a.product.name.localeCompare(b.product.name, 'pt-BR'));
}
