import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { CircularProgress, Pagination, Typography, useMediaQuery } from '@comanda/shared/ui/mui';
import { styled, useTheme } from '@mui/material/styles';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import type { Category, Product } from '@comanda/shared/domain';
import { ALL_CATEGORIES, filterProducts, type CategoryFilter } from '../lib/product-filter';
import { clampPage, pageCount, pageSlice } from '../lib/pagination';
import type { ViewMode } from '../lib/view-mode';
import { CatalogToolbar, categoryTabId } from './catalog-toolbar';
import { ProductCard } from './product-card';
import { ProductCarousel } from './product-carousel';
import { VisuallyHidden } from './visually-hidden';

const Grid = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: '1fr',
  '&[data-view="grid"]': {
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
}));

const Empty = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(6, 2),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

// Fixed ids (one catalog per page) rather than useId: server-rendered ids must not depend on the shell's tree.
const HEADING_ID = 'storefront-catalog-heading';
const PANEL_ID = 'storefront-catalog-panel';

/** Cards in the first rows load their image at once; the rest lazily. */
const EAGER_IMAGES = 4;

const PAGINATION_LABELS: Record<string, (page: number | null) => string> = {
  first: () => 'Primeira página',
  last: () => 'Última página',
  next: () => 'Próxima página',
  previous: () => 'Página anterior',
};

type Props = {
  products: readonly Product[];
  categories: readonly Category[];
  loading: boolean;
  perPage: number;
  initialView: ViewMode;
  onOpenProduct: (product: Product) => void;
  onQuickAdd: (product: Product, quantity: number) => void;
};

/** Category tabs/select, search, grid/list/carousel and pagination over the store's products. */
export function ProductCatalog({ products, categories, loading, perPage, initialView, onOpenProduct, onQuickAdd }: Props) {
  const theme = useTheme();
  // Hydration sees the server's answer (phone layout), then the real one: no mismatch with server-rendered HTML.
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const sectionRef = useRef<HTMLElement>(null);
  const [category, setCategory] = useState<CategoryFilter>(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const [view, setView] = useState<ViewMode>(initialView);
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);

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
        <CircularProgress aria-label="Carregando produtos" />
      </Empty>
    );
  } else if (storeIsEmpty) {
    content = (
      <Empty>
        <RestaurantMenuIcon fontSize="large" aria-hidden />
        <Typography>Nenhum produto disponível</Typography>
      </Empty>
    );
  } else if (filtered.length === 0) {
    content = (
      <Empty>
        <SearchOffIcon fontSize="large" aria-hidden />
        <Typography>Nenhum produto encontrado</Typography>
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
            sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            count={pages}
            page={currentPage}
            onChange={(_event, next) => changePage(next)}
            color="primary"
            aria-label="Páginas de produtos"
            getItemAriaLabel={(type, itemPage, selected) =>
              type === 'page' ? (selected ? `Página ${itemPage}` : `Ir para a página ${itemPage}`) : (PAGINATION_LABELS[type]?.(itemPage) ?? '')
            }
          />
        )}
      </>
    );
  }

  return (
    <section ref={sectionRef} aria-labelledby={HEADING_ID} style={{ scrollMarginTop: 72 }}>
      <Typography id={HEADING_ID} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Cardápio
      </Typography>
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
      <div
        id={PANEL_ID}
        role={desktop && !storeIsEmpty ? 'tabpanel' : undefined}
        aria-labelledby={desktop && !storeIsEmpty ? categoryTabId(category) : undefined}
        style={{ marginTop: 16 }}
      >
        {!loading && !storeIsEmpty && (
          <VisuallyHidden aria-live="polite">
            {filtered.length === 1 ? '1 produto' : `${filtered.length} produtos`}
          </VisuallyHidden>
        )}
        {content}
      </div>
    </section>
  );
}
