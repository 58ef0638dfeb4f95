import type { CategoryFilter } from './product-filter';
import type { ViewMode } from './view-mode';

/** Where the customer is in a store's catalog: category, search, display mode and page. */
export type CatalogPlace = { category: CategoryFilter; search: string; view: ViewMode; page: number };

// For this page's life only: the first screen hands it to the full app that takes the page over (first-screen/),
// and it is still there when the customer comes back from checkout.
const places = new Map<number, CatalogPlace>();

export const rememberedCatalogPlace = (storeId: number): CatalogPlace | undefined => places.get(storeId);

export function rememberCatalogPlace(storeId: number, place: CatalogPlace): void {
  places.set(storeId, place);
}

/** Forgets every store's place (tests render one store many times in one module instance). */
export function forgetCatalogPlaces(): void {
  places.clear();
}
