import { useCallback, useEffect } from 'react';
import { Box, Button, CircularProgress } from '@comanda/shared/ui/mui';
import { useNavigate, useParams } from 'react-router-dom';
import { STORE_NOT_FOUND_MESSAGE, type Category, type Product, type StorePublic } from '@comanda/shared/domain';
import { useToasts } from '@comanda/shared/state';
import { useStoreCategoriesQuery, useStoreProductsQuery, useStoreQuery } from '../api/catalog-api';
import { useStorefrontReviewSummaryQuery } from '../features/storefront/api/reviews-api';
import { StorefrontMessage } from '../features/storefront/components/storefront-message';
import { StorefrontScreen } from '../features/storefront/components/storefront-screen';
import { useCatalogRefresh } from '../features/storefront/hooks/use-catalog-refresh';
import { StorefrontAccount } from './storefront-account';

export type StorefrontPageProps = {
  /** The floating cart button's count and what it opens (the cart drawer); null: no cart button. */
  cart: { count: number; onOpen: () => void } | null;
  /** Opens the product modal (card image, name or 'Personalizar'). */
  onOpenProduct: (product: Product, store: StorePublic) => void;
  /** Adds `quantity` with no options (a card's 'Adicionar'). */
  onQuickAdd: (product: Product, quantity: number, store: StorePublic) => void;
  /** Opens the login/register dialog; both header buttons ask for 'register' (spec section 4). */
  onOpenAuth: (tab: 'login' | 'register') => void;
  /** Each new value opens a signed-in user's menu (asked in the first screen). */
  userMenuRequest?: number;
};

const STORE_LOAD_ERROR = 'Erro ao carregar informações da loja';
const CATEGORIES_LOAD_ERROR = 'Não foi possível carregar as categorias';
const PRODUCTS_LOAD_ERROR = 'Não foi possível carregar os produtos';

const EMPTY: never[] = [];

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** Public storefront of /loja/:slug (spec section 2 "Storefront screen"). */
export function StorefrontPage(props: StorefrontPageProps) {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
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
        onNavigate={navigate}
        action={
          <Button variant="contained" onClick={() => void store.refetch()}>
            Tentar novamente
          </Button>
        }
      />
    );
  }
  if (!store.data) return <StorefrontMessage title={STORE_NOT_FOUND_MESSAGE} onNavigate={navigate} />;
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

function StorefrontContent({ store, categories, categoriesFailed, products, productsFailed, productsLoading, cart, onOpenProduct, onQuickAdd, onOpenAuth, userMenuRequest }: ContentProps) {
  const { enqueueSnackbar } = useToasts();
  const { data: reviews } = useStorefrontReviewSummaryQuery(store.slug);

  useEffect(() => {
    if (categoriesFailed) enqueueSnackbar(CATEGORIES_LOAD_ERROR, { variant: 'error' });
  }, [categoriesFailed, enqueueSnackbar]);
  useEffect(() => {
    if (productsFailed) enqueueSnackbar(PRODUCTS_LOAD_ERROR, { variant: 'error' });
  }, [productsFailed, enqueueSnackbar]);

  const openProduct = useCallback((product: Product) => onOpenProduct(product, store), [onOpenProduct, store]);
  const quickAdd = useCallback((product: Product, quantity: number) => onQuickAdd(product, quantity, store), [onQuickAdd, store]);

  return (
    <StorefrontScreen
      store={store}
      categories={categories}
      products={products}
      productsLoading={productsLoading}
      reviews={reviews}
      cart={cart}
      account={<StorefrontAccount store={store} onOpenAuth={onOpenAuth} userMenuRequest={userMenuRequest} />}
      onOpenProduct={openProduct}
      onQuickAdd={quickAdd}
    />
  );
}
