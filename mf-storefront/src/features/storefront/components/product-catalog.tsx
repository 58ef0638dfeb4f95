import styled from '@emotion/styled';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { mdiMagnifyClose, mdiSilverwareForkKnife } from '@mdi/js';
import type { Category, Product } from '@comanda/shared/domain';
import { rememberCatalogPlace, rememberedCatalogPlace } from '../lib/catalog-memory';
import { ALL_CATEGORIES, filterProducts, type CategoryFilter } from '../lib/product-filter';
import { clampPage, pageCount, pageSlice } from '../lib/pagination';
import type { ViewMode } from '../lib/view-mode';
import { CatalogToolbar, categoryTabId } from './catalog-toolbar';
import { ProductCard } from './product-card';
import { ProductCarousel } from './product-carousel';
import { Icon } from '../ui/icon';
import { Pagination } from '../ui/pagination';
import { Spinner } from '../ui/spinner';
import { color, spacing, type, up } from '../ui/tokens';
import { useMediaQuery } from '../ui/use-media-query';
import { VisuallyHidden } from '../ui/visually-hidden';

const Section = styled.section({ scrollMarginTop: 72 });

const Heading = styled.h2({ ...type.h5, fontWeight: 700, margin: spacing(0, 0, 2) });

const Panel = styled.div({ marginTop: 16 });

const Grid = styled.ul({
  display: 'grid',
  gap: spacing(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: '1fr',
  '&[data-view="grid"]': {
    [up.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [up.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [up.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

const Empty = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: spacing(1),
  padding: spacing(6, 2),
  textAlign: 'center',
  color: color.textSecondary,
  '& > p': { ...type.body1, margin: 0 },
});

// Fixed ids (one catalog per page) rather than useId: server-rendered ids must not depend on the shell's tree.
const HEADING_ID = 'storefront-catalog-heading';
const PANEL_ID = 'storefront-catalog-panel';

/** Cards in the first rows load their image at once; the rest lazily. */
const EAGER_IMAGES = 4;

const PAGINATION_LABELS = { next: 'Próxima página', previous: 'Página anterior' } as const;

type Props = {
  /** The store: where the customer is in its catalog is remembered for this page's life (catalog-memory). */
  storeId: number;
  products: readonly Product[];
  categories: readonly Category[];
  loading: boolean;
  perPage: number;
  initialView: ViewMode;
  onOpenProduct: (product: Product) => void;
  onQuickAdd: (product: Product, quantity: number) => void;
};

/** Category tabs/select, search, grid/list/carousel and pagination over the store's products. */
export function ProductCatalog({ storeId, products, categories, loading, perPage, initialView, onOpenProduct, onQuickAdd }: Props) {
  // Hydration sees the server's answer (phone layout), then the real one: no mismatch with server-rendered HTML.
  const desktop = useMediaQuery(up.md);
  const sectionRef = useRef<HTMLElement>(null);
  const [remembered] = useState(() => rememberedCatalogPlace(storeId));
  const [category, setCategory] = useState<CategoryFilter>(remembered?.category ?? ALL_CATEGORIES);
  const [search, setSearch] = useState(remembered?.search ?? '');
  const [view, setView] = useState<ViewMode>(remembered?.view ?? initialView);
  const [page, setPage] = useState(remembered?.page ?? 1);
  const deferredSearch = useDeferredValue(search);
  useEffect(() => rememberCatalogPlace(storeId, { category, search, view, page }), [storeId, category, search, view, page]);

  const filtered = useMemo(() => filterProducts(products, { category, search: deferredSearch }), [products, category, deferredSearch]);
  const pages = pageCount(filtered.length, perPage);
  const currentPage = clampPage(page, filtered.length, perPage);
  const visible = view === 'carousel' ? filtered : pageSlice(filtered, currentPage, perPage);

  // Spec: changing the filter, search or category goes back to page 1.
  const changeCategory = useCallback((next: CategoryFilter) => {
    setCategory(next);
    setPage(1);
  }, []);
  const changeSearch = useCallback((next: string) => {
    setSearch(next);
    setPage(1);
  }, []);
  const changeView = useCallback((next: ViewMode) => {
    setView(next);
    setPage(1);
  }, []);
  const changePage = (next: number) => {
    setPage(next);
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const renderCard = (product: Product, index: number) => (
    <ProductCard
      product={product}
      layout={view === 'list' ? 'list' : 'grid'}
      lazyImage={index >= EAGER_IMAGES}
      onOpen={onOpenProduct}
      onQuickAdd={onQuickAdd}
    />
  );

  const storeIsEmpty = !loading && products.length === 0;

  let content;
  if (loading) {
    content = (
      <Empty>
        <Spinner aria-label="Carregando produtos" />
      </Empty>
    );
  } else if (storeIsEmpty) {
    content = (
      <Empty>
        <Icon path={mdiSilverwareForkKnife} size={35} />
        <p>Nenhum produto disponível</p>
      </Empty>
    );
  } else if (filtered.length === 0) {
    content = (
      <Empty>
        <Icon path={mdiMagnifyClose} size={35} />
        <p>Nenhum produto encontrado</p>
      </Empty>
    );
  } else if (view === 'carousel') {
    content = <ProductCarousel items={visible} getKey={(product) => product.id} renderItem={renderCard} label="Produtos" />;
  } else {
    content = (
      <>
        <Grid data-view={view}>
          {visible.map((product, index) => (
            <li key={product.id}>{renderCard(product, index)}</li>
          ))}
        </Grid>
        {pages > 1 && (
          <Pagination
            count={pages}
            page={currentPage}
            onChange={changePage}
            aria-label="Páginas de produtos"
            getItemAriaLabel={(item, itemPage, selected) =>
              item === 'page' ? (selected ? `Página ${itemPage}` : `Ir para a página ${itemPage}`) : PAGINATION_LABELS[item]
            }
          />
        )}
      </>
    );
  }

  return (
    <Section ref={sectionRef} aria-labelledby={HEADING_ID}>
      <Heading id={HEADING_ID}>Cardápio</Heading>
      {!storeIsEmpty && (
        <CatalogToolbar
          categories={categories}
          category={category}
          onCategoryChange={changeCategory}
          search={search}
          onSearchChange={changeSearch}
          view={view}
          onViewChange={changeView}
          desktop={desktop}
          panelId={PANEL_ID}
        />
      )}
      <Panel
        id={PANEL_ID}
        role={desktop && !storeIsEmpty ? 'tabpanel' : undefined}
        aria-labelledby={desktop && !storeIsEmpty ? categoryTabId(category) : undefined}
      >
        {!loading && !storeIsEmpty && (
          <VisuallyHidden aria-live="polite">
            {filtered.length === 1 ? '1 produto' : `${filtered.length} produtos`}
          </VisuallyHidden>
        )}
        {content}
      </Panel>
    </Section>
  );
}
