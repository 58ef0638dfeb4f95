import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { DEFAULT_BANNER_TEXT, responsiveImage, type StorePublic } from '@comanda/shared/domain';
import { storageUrl } from '@comanda/shared/ui';
import { color, spacing, up } from '../ui/tokens';
import { OrdersPausedBanner } from './orders-paused-banner';
import { StoreClosedBanner } from './store-closed-banner';

type BannerStore = Pick<StorePublic, 'name' | 'description' | 'primaryColor'> & Partial<Pick<StorePublic, 'ordersPaused' | 'cover' | 'isOpen' | 'opensAt' | 'closedText' | 'scheduling'>>;

/** The banner spans the page: the browser picks the 600×200 or 1200×400 variant by the viewport width. */
const COVER_SIZES = '100vw';

/** The untouched brand colour (StorefrontSurface sets it from the store's primary colour); white text over a cover. */
const Banner = styled.div({
  position: 'relative',
  overflow: 'hidden',
  padding: spacing(4, 0),
  backgroundColor: color.brand,
  color: color.onBrand,
  [up.md]: { padding: spacing(6, 0) },
  '&[data-cover="true"]': {
    color: '#ffffff',
    display: 'flex',
    alignItems: 'flex-end',
    minHeight: 180,
    [up.sm]: { minHeight: 240 },
    [up.md]: { minHeight: 320 },
  },
});

const CoverImage = styled.img({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

/**
 * Keeps white text readable on any cover: at least 55% black everywhere (a white pixel under it is #737373,
 * 4.7:1 against white), darker at the bottom where the description sits.
 */
const CoverShade = styled.div({
  position: 'absolute',
  inset: 0,
  backgroundImage: 'linear-gradient(to bottom, rgba(0, 0, 0, 0.55) 0%, rgba(0, 0, 0, 0.7) 100%)',
});

/** MUI's Container maxWidth="lg". */
const Content = styled.div({
  position: 'relative',
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: spacing(0, 2),
  [up.sm]: { padding: spacing(0, 3) },
  '[data-cover="true"] > &': { textShadow: '0 1px 3px rgba(0, 0, 0, 0.6)' },
});

const Title = styled.h1({
  margin: 0,
  fontSize: '1.75rem',
  fontWeight: 800,
  lineHeight: 1.235,
  letterSpacing: '0.00735em',
  [up.md]: { fontSize: '2.25rem' },
});

const Description = styled.p({
  margin: spacing(1, 0, 0),
  maxWidth: 720,
  [up.md]: { fontSize: '1.125rem' },
});

/** The cover's src/srcSet, or null without a cover or once it failed to load (then the brand colours show). */
function useCover(cover: string | null | undefined) {
  const url = storageUrl(cover);
  const [failed, setFailed] = useState<string | null>(null);
  return { image: url && failed !== url ? responsiveImage(url, 'cover') : null, onError: () => setFailed(url) };
}

/** `rating`: the store's average and review count, shown under its name (loaded in the browser). */
export function StoreBanner({ store, rating }: { store: BannerStore; rating?: ReactNode }) {
  const cover = useCover(store.cover);
  const image = cover.image;
  return (
    <>
      <OrdersPausedBanner paused={store.ordersPaused ?? null} />
      <StoreClosedBanner store={{ ...store, isOpen: store.isOpen ?? true }} />
      <Banner data-testid="store-banner" data-cover={image ? 'true' : 'false'}>
        {image && (
          <>
            {/* sizes and srcSet before src: a browser that sets src first may fetch the big image too. */}
            <CoverImage
              sizes={image.srcSet ? COVER_SIZES : undefined}
              srcSet={image.srcSet ?? undefined}
              src={image.src}
              alt={`Capa de ${store.name}`}
              width={1200}
              height={400}
              fetchPriority="high"
              decoding="async"
              onError={cover.onError}
            />
            <CoverShade aria-hidden="true" data-testid="store-banner-shade" />
          </>
        )}
        <Content>
          <Title>{store.name}</Title>
          {rating}
          <Description>{store.description || DEFAULT_BANNER_TEXT}</Description>
        </Content>
      </Banner>
    </>
  );
}
