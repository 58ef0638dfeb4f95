import { useState, type ReactNode } from 'react';
import { Box, Container, Typography } from '@comanda/shared/ui/mui';
import { styled } from '@mui/material/styles';
import { DEFAULT_BANNER_TEXT, responsiveImage, type StorePublic } from '@comanda/shared/domain';
import { storageUrl } from '@comanda/shared/ui';
import { brandSurface } from '../lib/storefront-theme';
import { OrdersPausedBanner } from './orders-paused-banner';
import { StoreClosedBanner } from './store-closed-banner';

type BannerStore = Pick<StorePublic, 'name' | 'description' | 'primaryColor'> & Partial<Pick<StorePublic, 'ordersPaused' | 'cover' | 'isOpen' | 'opensAt' | 'closedText' | 'scheduling'>>;

/** The banner spans the page: the browser picks the 600×200 or 1200×400 variant by the viewport width. */
const COVER_SIZES = '100vw';

const CoverImage = styled('img')({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

/**
 * Keeps white text readable on any cover: at least 55% black everywhere (a white pixel under it is #737373,
 * 4.7:1 against white), darker at the bottom where the description sits.
 */
const CoverShade = styled('div')({
  position: 'absolute',
  inset: 0,
  backgroundImage: 'linear-gradient(to bottom, rgba(0, 0, 0, 0.55) 0%, rgba(0, 0, 0, 0.7) 100%)',
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
      <Box
        data-testid="store-banner"
        data-cover={image ? 'true' : 'false'}
        sx={{
          ...brandSurface(store.primaryColor),
          position: 'relative',
          overflow: 'hidden',
          py: { xs: 4, md: 6 },
          ...(image && { color: '#ffffff', display: 'flex', alignItems: 'flex-end', minHeight: { xs: 180, sm: 240, md: 320 } }),
        }}
      >
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
        <Container maxWidth="lg" sx={{ position: 'relative', ...(image && { textShadow: '0 1px 3px rgba(0, 0, 0, 0.6)' }) }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {store.name}
          </Typography>
          {rating}
          <Typography sx={{ mt: 1, fontSize: { md: '1.125rem' }, maxWidth: 720 }}>{store.description || DEFAULT_BANNER_TEXT}</Typography>
        </Container>
      </Box>
    </>
  );
}
