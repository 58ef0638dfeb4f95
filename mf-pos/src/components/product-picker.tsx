import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { findPosProducts, type NewCartItem, type PosCatalog, type Product } from '@comanda/shared/domain';
import { lineFromModal, opensOptions, quickLine } from '../lib/line-from-product';
import { CodeSearchField } from './code-search-field';
import { ProductGrid } from './product-grid';
import { useToasts } from '@comanda/shared/state';

const ProductModal = lazy(() => import('@comanda/shared/ui/catalog').then((m) => ({ default: m.ProductModal })));

type Props = {
  catalog: PosCatalog;
  /** The option panel's button ("Adicionar à venda", "Adicionar à rodada"). */
  addLabel: string;
  onAdd: (line: NewCartItem) => void;
  /** The search field takes the focus on arrival and again after each product added (the counter's keyboard flow). */
  keepFocus?: boolean;
};

/**
 * Picking products (a sale's, a tab's next round): code (or name) + Enter, or a tile under its category, what is typed
 * narrowing the tiles (no match: a warning). A product with options opens the storefront's option panel; any other is
 * added at once. Laid out in the caller's column: the field, then the grid.
 */
export const ProductPicker = memo(function ProductPicker({ catalog, addLabel, onAdd, keepFocus = false }: Props) {
  const { enqueueSnackbar } = useToasts();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Product | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const { products } = catalog;
  const shown = useMemo(() => (search.trim() === '' ? products : findPosProducts(products, search)), [products, search]);

  const added = useCallback(
    (line: NewCartItem) => {
      onAdd(line);
      if (keepFocus) searchRef.current?.focus();
    },
    [onAdd, keepFocus],
  );
  const notFound = useCallback((text: string) => enqueueSnackbar(`Nenhum produto com o código ou nome "${text}".`, { variant: 'warning' }), [enqueueSnackbar]);
  const pick = useCallback((product: Product) => (opensOptions(product) ? setChosen(product) : added(quickLine(product))), [added]);

  return (
    <>
      <CodeSearchField ref={searchRef} autoFocus={keepFocus} products={products} onPick={pick} onSearch={setSearch} onNotFound={notFound} />
      <ProductGrid categories={catalog.categories} products={shown} onPick={pick} />
      <Suspense fallback={null}>
        {chosen && (
          <ProductModal
            product={chosen}
            open
            limits={catalog.store.quantity_limits}
            addLabel={addLabel}
            onClose={() => setChosen(null)}
            onAdd={(result) => {
              added(lineFromModal(chosen, result));
              setChosen(null);
            }}
          />
        )}
      </Suspense>
    </>
  );
});
