import type { Product } from '@comanda/shared/domain';
import { matchesSearch } from './text-search';

/** The 'Todos' tab. */
export const ALL_CATEGORIES = 'all';

/** A category id as a string (ids may arrive as numbers or strings), or ALL_CATEGORIES. */
export type CategoryFilter = string;

export type ProductFilters = { category: CategoryFilter; search: string };

export type FilterableProduct = Pick<Product, 'name' | 'description' | 'short_description' | 'category_id'>;

export function filterProducts<P extends FilterableProduct>(products: readonly P[], { category, search }: ProductFilters): P[] {
  return products.filter(
    (product) =>
      (category === ALL_CATEGORIES || String(product.category_id ?? '') === category) &&
      matchesSearch([product.name, product.short_description, product.description], search),
  );
}
