import { BELLA_NAPOLI_CATALOG, BELLA_NAPOLI_MOEMA_CATALOG } from './pizzaria';

describe('demo pizzerias', () => {
  const products = [BELLA_NAPOLI_CATALOG, BELLA_NAPOLI_MOEMA_CATALOG].flatMap((catalog) => catalog.categories.flatMap((category) => category.products));

  it('every product lists what it is made of, and no two different pizzas the same (a calabresa is not a margherita)', () => {
    const byIngredients = new Map<string, Set<string>>();
    for (const product of products) {
      const ingredients = product.options.base_ingredients;
      expect([product.name, typeof ingredients === 'string' && ingredients.length > 0]).toEqual([product.name, true]);
      const names = byIngredients.get(String(ingredients)) ?? new Set<string>();
      byIngredients.set(String(ingredients), names.add(product.name));
    }
    expect([...byIngredients.values()].filter((names) => names.size > 1).map((names) => [...names])).toEqual([]);
  });
});
