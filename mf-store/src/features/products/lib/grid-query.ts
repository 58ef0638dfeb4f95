import type { GridSortModel } from '@mui/x-data-grid';
import type { ProductListQuery, ProductSort } from '@comanda/shared/domain';

/** Grid column → the API's sort key; columns not listed are not sortable. */
export const SORTABLE_COLUMNS: Record<string, ProductSort> = { name: 'name', price: 'price', category_name: 'category', updated_at: 'updated' };

export function sortParams(model: GridSortModel): Pick<ProductListQuery, 'sort' | 'direction'> {
  const first = model[0];
  const sort = first ? SORTABLE_COLUMNS[first.field] : undefined;
  return sort ? { sort, direction: first!.sort === 'desc' ? 'desc' : 'asc' } : { sort: 'name', direction: 'asc' };
}
