import { useCallback, useEffect, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Container, Typography } from '@comanda/shared/ui/mui';
import { useParams } from 'react-router-dom';
import { STORE_NOT_FOUND_MESSAGE, type Category, type Product, type StorePublic } from '@comanda/shared/domain';
import { useStoreCategoriesQuery, useStoreProductsQuery, useStoreQuery } from '../api/catalog-api';
import { ProductCatalog } from '../features/storefront/components/product-catalog';
import { StoreBanner } from '../features/storefront/components/store-banner';
import { StoreDetails } from '../features/storefront/components/store-details';
import { StoreInfoCards } from '../features/storefront/components/store-info-cards';
import { StoreRating } from '../features/storefront/components/store-rating';
import { StoreReviewsSection } from '../features/storefront/components/store-reviews-section';
import { StorefrontHeader } from '../features/storefront/components/storefront-header';
import { StorefrontMessage } from '../features/storefront/components/storefront-message';
import { useCatalogRefresh } from '../features/storefront/hooks/use-catalog-refresh';
import { VISUALLY_HIDDEN } from '../features/storefront/components/visually-hidden';
import { resolvePerPage } from '../features/storefront/lib/pagination';
import { StoreTheme } from '../features/storefront/components/store-theme';
import { initialViewMode } from '../features/storefront/lib/view-mode';
import { useToasts } from '@comanda/shared/state';

export type StorefrontPageProps = {
  /** The floating cart button and its drawer, themed with the store's colours. */
  renderCartButton: (store: StorePublic) => ReactNode;
  /** Opens the product modal (card image, name or 'Personalizar'). */
  onOpenProduct: (product: Product, store: StorePublic) => void;
  /** Adds `quantity` with no options; the page then toasts the spec's quick-add message. */
  onQuickAdd: (product: Product, quantity: number, store: StorePublic) => void;
  /** Opens the login/register dialog; both header buttons ask for 'register' (spec section 4). */
  onOpenAuth: (tab: 'login' | 'register') => void;
};

const STORE_LOAD_ERROR = 'Erro ao carregar informações da loja';
const CATEGORIES_LOAD_ERROR = 'Não foi possível carregar as categorias';
const PRODUCTS_LOAD_ERROR = 'Não foi possível carregar os produtos';

export const quickAddMessage = (quantity: number, productName: string) =>
  `${quantity} unidade(s) de ${productName} adicionada(s) ao carrinho`;

const EMPTY: never[] = [];

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** Public storefront of /loja/:slug (spec section 2 "Storefront screen"). */
export function StorefrontPage(props: StorefrontPageProps) {
  const { slug = '' } = useParams();
  // All three requests start together: the first product card must not wait for the store call.
  const store = useStoreQuery(slug, { skip: !slug });
  const categories = useStoreCategoriesQuery(slug, { skip: !slug });
  const products = useStoreProductsQuery({ slug }, { skip: !slug });
  // The event follows catalog and store writes alike (pause, hours, payment methods…): refetch both.
  useCatalogRefresh(store.data?.id, () => {
    void store.refetch();
    void categories.refetch();
    void products.refetch();
  });

  if (store.isLoading || (store.isFetching && !store.data)) {
    return (
      <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Carregando loja" />
      </Box>
    );
  }
  if (store.isError && !isNotFound(store.error)) {
    return (
      <StorefrontMessage
        title={STORE_LOAD_ERROR}
        action={
          <Button variant="contained" onClick={() => void store.refetch()}>
            Tentar novamente
          </Button>
        }
      />
    );
  }
  if (!store.data) return <StorefrontMessage title={STORE_NOT_FOUND_MESSAGE} />;
  return (
    <StorefrontContent
      {...props}
      store={store.data}
      categories={categories.isError ? EMPTY : (categories.data ?? EMPTY)}
      categoriesFailed={categories.isError}
      products={products.isError ? EMPTY : (products.data ?? EMPTY)}
      productsFailed={products.isError}
      productsLoading={products.isLoading}
    />
  );
}

type ContentProps = StorefrontPageProps & {
  store: StorePublic;
  categories: Category[];
  categoriesFailed: boolean;
  products: Product[];
  productsFailed: boolean;
  productsLoading: boolean;
};

function StorefrontContent({ store, categories, categoriesFailed, products, productsFailed, productsLoading, renderCartButton, onOpenProduct, onQuickAdd, onOpenAuth }: ContentProps) {
  const { enqueueSnackbar } = useToasts();

  useEffect(() => {
    if (categoriesFailed) enqueueSnackbar(CATEGORIES_LOAD_ERROR, { variant: 'error' });
  }, [categoriesFailed, enqueueSnackbar]);
  useEffect(() => {
    if (productsFailed) enqueueSnackbar(PRODUCTS_LOAD_ERROR, { variant: 'error' });
  }, [productsFailed, enqueueSnackbar]);

  const openProduct = useCallback((product: Product) => onOpenProduct(product, store), [onOpenProduct, store]);
  const quickAdd = useCallback(
    (product: Product, quantity: number) => {
      onQuickAdd(product, quantity, store);
      enqueueSnackbar(quickAddMessage(quantity, product.name), { variant: 'success' });
    },
    [onQuickAdd, store, enqueueSnackbar],
  );

  return (
    <StoreTheme store={store}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
        <StorefrontHeader store={store} cartButton={renderCartButton(store)} onOpenAuth={onOpenAuth} />
        <main>
          <StoreBanner store={store} rating={<StoreRating slug={store.slug} />} />
          <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
            <section aria-labelledby="store-info-heading">
              <Typography id="store-info-heading" component="h2" sx={VISUALLY_HIDDEN}>
                Informações da loja
              </Typography>
              <StoreInfoCards store={store} />
              <StoreDetails store={store} />
            </section>
            <Box sx={{ mt: { xs: 4, md: 5 } }}>
              <ProductCatalog
                key={store.id}
                products={products}
                categories={categories}
                loading={productsLoading}
                perPage={resolvePerPage(store.productsPerPage)}
                initialView={initialViewMode(store.productDisplayStyle)}
                onOpenProduct={openProduct}
                onQuickAdd={quickAdd}
              />
            </Box>
            <StoreReviewsSection slug={store.slug} />
          </Container>
        </main>
      </Box>
    </StoreTheme>
  );
}
