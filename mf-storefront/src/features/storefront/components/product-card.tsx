import styled from '@emotion/styled';
import { memo, useState, type SyntheticEvent } from 'react';
import { mdiCartPlus, mdiTune } from '@mdi/js';
import { formatBRL, type Product, productDisplayPrice, responsiveImage } from '@comanda/shared/domain';
import { PRODUCT_CARD_ELEMENT_TIMING } from '@comanda/shared/ssr';
import { PRODUCT_PLACEHOLDER_IMAGE, storageUrl } from '@comanda/shared/ui';
import { needsChoices } from '../../../lib/option-engine';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { QuantityStepper } from '../ui/quantity-stepper';
import { color, focusRing, RADIUS, spacing, type, up } from '../ui/tokens';
import { VisuallyHidden } from '../ui/visually-hidden';

export type ProductCardLayout = 'grid' | 'list';

// Static styled parts instead of per-card styles: the card is the first thing painted on a phone.
const Card = styled.article({
  // Also the containing block of the visually hidden texts, so they stay inside the carousel's scroller.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  backgroundColor: color.paper,
  color: color.text,
  border: `1px solid ${color.divider}`,
  borderRadius: RADIUS * 1.5,
  // A phone lays out and paints only the cards near the screen (a page of them is a few screens long); until a card
  // was first rendered its height is this estimate, then the browser keeps its real one. Height only: an intrinsic
  // width would widen the grid's columns past the screen.
  contentVisibility: 'auto',
  containIntrinsicHeight: 'auto 430px',
  '& .product-card-buttons': { display: 'flex', flexDirection: 'column', gap: spacing(1) },
  // List: a square thumbnail beside the text and the buttons below (xs) or on the right (sm and up).
  '&[data-layout="list"]': {
    display: 'grid',
    gridTemplateColumns: '88px minmax(0, 1fr)',
    gridTemplateAreas: '"media info" "buttons buttons"',
    gap: spacing(1.5),
    padding: spacing(1.5),
    containIntrinsicHeight: 'auto 190px',
    '& .product-card-media': { gridArea: 'media', aspectRatio: '1 / 1', borderRadius: RADIUS, overflow: 'hidden' },
    '& .product-card-body': { display: 'contents' },
    '& .product-card-info': { gridArea: 'info' },
    '& .product-card-buttons': { gridArea: 'buttons' },
    [up.sm]: {
      gridTemplateColumns: '128px minmax(0, 1fr) 260px',
      gridTemplateAreas: '"media info buttons"',
      alignItems: 'center',
      columnGap: spacing(3),
    },
  },
});

const Media = styled.div({
  position: 'relative',
  aspectRatio: '16 / 9',
  [up.sm]: { aspectRatio: '4 / 3' },
  backgroundColor: color.muted,
  cursor: 'pointer',
  '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});

const Badge = styled.span({
  position: 'absolute',
  top: 8,
  left: 8,
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: '0.8125rem',
  fontWeight: 700,
  backgroundColor: color.secondary,
  color: color.onSecondary,
});

const Body = styled.div({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: spacing(1),
  padding: spacing(1.5, 2, 2),
  minWidth: 0,
  '& .product-card-info': { display: 'flex', flexDirection: 'column', flexGrow: 1, gap: spacing(1), minWidth: 0 },
});

const Title = styled.h3({
  ...type.subtitle1,
  fontWeight: 700,
  margin: 0,
  lineHeight: 1.3,
  '& button': {
    all: 'unset',
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { ...focusRing, borderRadius: 2 },
  },
});

const Description = styled.p({
  ...type.body2,
  margin: 0,
  color: color.textSecondary,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

const Price = styled.p({
  margin: 'auto 0 0',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: spacing(1),
  '& .current': { fontSize: '1.125rem', fontWeight: 700, color: color.primary },
  '& s': { ...type.body2, color: color.textSecondary },
});

const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: spacing(1),
  '& .add-button': { flexGrow: 1 },
});

/**
 * Displayed width of the card image per layout (tokens' `up` breakpoints; the catalog grid has 1 to 4 columns in a
 * 1200px container, the list a 88/128px thumbnail): the browser picks the 400 or 800 variant from it.
 */
const IMAGE_SIZES: Record<ProductCardLayout, string> = {
  grid: '(min-width: 1200px) 300px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw',
  list: '(min-width: 600px) 128px, 88px',
};

/** The product's image, its sizes when our upload made them, and the placeholder once it failed to load. */
function useFallbackImage(src: string | null) {
  const [failed, setFailed] = useState<string | null>(null);
  const current = src && failed !== src ? responsiveImage(src, 'product') : { src: PRODUCT_PLACEHOLDER_IMAGE, srcSet: null };
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (event.currentTarget.src !== PRODUCT_PLACEHOLDER_IMAGE) setFailed(src);
  };
  return { ...current, onError };
}

type Props = {
  product: Product;
  layout?: ProductCardLayout;
  /** Lazy-load the image (cards below the fold). */
  lazyImage?: boolean;
  onOpen: (product: Product) => void;
  /** Not called for a product with required choices (a size): "Adicionar" opens the product instead. */
  onQuickAdd: (product: Product, quantity: number) => void;
};

export const ProductCard = memo(function ProductCard({ product, layout = 'grid', lazyImage = false, onOpen, onQuickAdd }: Props) {
  // Not useId: server-rendered ids must not depend on the shell's tree (a product has one card per page).
  const titleId = `product-${product.id}-title`;
  const [quantity, setQuantity] = useState(1);
  const image = useFallbackImage(storageUrl(product.image));
  const price = productDisplayPrice(product);
  const description = product.short_description || product.description;
  const open = () => onOpen(product);

  return (
    <Card data-testid="product-card" data-layout={layout} aria-labelledby={titleId}>
      <Media className="product-card-media" onClick={open}>
        {/* sizes and srcSet before src: a browser that sets src first may fetch the big image too. */}
        <img
          sizes={image.srcSet ? IMAGE_SIZES[layout] : undefined}
          srcSet={image.srcSet ?? undefined}
          src={image.src}
          onError={image.onError}
          alt={product.name}
          width={400}
          height={300}
          loading={lazyImage ? 'lazy' : 'eager'}
          decoding="async"
        />
        {price.discount !== null && (
          <Badge data-testid="discount-badge">
            <span aria-hidden="true">-{price.discount}%</span>
            <VisuallyHidden>{price.discount}% de desconto</VisuallyHidden>
          </Badge>
        )}
      </Media>
      <Body className="product-card-body">
        <div className="product-card-info">
          <Title id={titleId}>
            {/* The benchmark's "first card visible" is when the browser painted this text (bench/lib/storefront-load.mjs). */}
            <button type="button" onClick={open} elementtiming={PRODUCT_CARD_ELEMENT_TIMING}>
              {product.name}
            </button>
          </Title>
          {description && <Description>{description}</Description>}
          <Price>
            {price.originalCents !== null && <VisuallyHidden>Preço promocional: </VisuallyHidden>}
            <span className="current">{formatBRL(price.currentCents)}</span>
            {price.originalCents !== null && (
              <s>
                <VisuallyHidden>Preço original: </VisuallyHidden>
                {formatBRL(price.originalCents)}
              </s>
            )}
          </Price>
        </div>
        <div className="product-card-buttons">
          <Actions>
            <QuantityStepper value={quantity} onChange={setQuantity} itemName={product.name} />
            <Button
              className="add-button"
              variant="contained"
              startIcon={<Icon path={mdiCartPlus} />}
              aria-describedby={titleId}
              onClick={() => {
                // The server refuses a line without its required choices (issue 8): let the customer choose them.
                needsChoices(product)
                  .then((needed) => {
                    if (needed) return open();
                    onQuickAdd(product, quantity);
                    setQuantity(1);
                  })
                  // Offline before the engine came: the modal (and its retry) takes over.
                  .catch(open);
              }}
            >
              Adicionar
            </Button>
          </Actions>
          <Button variant="outlined" startIcon={<Icon path={mdiTune} />} aria-describedby={titleId} onClick={open} fullWidth>
            Personalizar
          </Button>
        </div>
      </Body>
    </Card>
  );
});
