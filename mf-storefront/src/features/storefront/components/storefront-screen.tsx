import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { Category, Product, PublicReviewSummary, StorePublic } from '@comanda/shared/domain';
import { resolvePerPage } from '../lib/pagination';
import { initialViewMode } from '../lib/view-mode';
import { StorefrontSurface } from '../ui/surface';
import { spacing, up } from '../ui/tokens';
import { VisuallyHidden } from '../ui/visually-hidden';
import { CART_BUTTON_CLEARANCE, CartButton } from './cart-button';
import { ProductCatalog } from './product-catalog';
import { StoreBanner } from './store-banner';
import { StoreDetails } from './store-details';
import { StoreInfoCards } from './store-info-cards';
import { StoreRating } from './store-rating';
import { StoreReviewsSection } from './store-reviews-section';
import { StorefrontHeader } from './storefront-header';

export type StorefrontScreenProps = {
  store: StorePublic;
  categories: readonly Category[];
  products: readonly Product[];
  productsLoading: boolean;
  /** The rating under the store's name and the reviews section; nothing while undefined. */
  reviews: PublicReviewSummary | undefined;
  /** The floating cart button's count and what it opens; null: no cart button. */
  cart: { count: number; onOpen: () => void } | null;
  /** The header's account area: the guest's 'Entrar'/'Cadastrar' or the signed-in user's menu. */
  account: ReactNode;
  /** Opens the product modal (card image, name or 'Personalizar'). */
  onOpenProduct: (product: Product) => void;
  /** 'Adicionar' on a product without required choices. */
  onQuickAdd: (product: Product, quantity: number) => void;
};

const Container = styled.div({
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: spacing(3, 2),
  paddingBottom: CART_BUTTON_CLEARANCE,
  [up.sm]: { paddingLeft: spacing(3), paddingRight: spacing(3) },
  [up.md]: { paddingTop: spacing(4) },
});

const CatalogArea = styled.div({ marginTop: spacing(4), [up.md]: { marginTop: spacing(5) } });

/**
 * The storefront as the customer first sees it (spec section 2 "Storefront screen"), from data and actions given to
 * it: the server renders it, the first script hydrates it, and the full app shows the same screen with its data.
 */
export function StorefrontScreen({ store, categories, products, productsLoading, reviews, cart, account, onOpenProduct, onQuickAdd }: StorefrontScreenProps) {
  return (
    <StorefrontSurface store={store}>
      <StorefrontHeader store={store} cartButton={cart && <CartButton count={cart.count} onClick={cart.onOpen} />} account={account} />
      <main>
        <StoreBanner store={store} rating={<StoreRating summary={reviews} />} />
        <Container>
          <section aria-labelledby="store-info-heading">
            <VisuallyHidden as="h2" id="store-info-heading">
              Informações da loja
            </VisuallyHidden>
            <StoreInfoCards store={store} />
            <StoreDetails store={store} />
          </section>
          <CatalogArea>
            <ProductCatalog
              key={store.id}
              storeId={store.id}
              products={products}
              categories={categories}
              loading={productsLoading}
              perPage={resolvePerPage(store.productsPerPage)}
              initialView={initialViewMode(store.productDisplayStyle)}
              onOpenProduct={onOpenProduct}
              onQuickAdd={onQuickAdd}
            />
          </CatalogArea>
          <StoreReviewsSection summary={reviews} />
        </Container>
      </main>
    </StorefrontSurface>
  );
}
