import { Box, Container, Typography } from '@mui/material';
import { DEFAULT_BANNER_TEXT, type StorePublic } from '@comanda/shared/domain';
import { brandSurface } from '../lib/storefront-theme';
import { OrdersPausedBanner } from './orders-paused-banner';

type BannerStore = Pick<StorePublic, 'name' | 'description' | 'primaryColor'> & Partial<Pick<StorePublic, 'ordersPaused'>>;

export function StoreBanner({ store }: { store: BannerStore }) {
  return (
    <>
      <OrdersPausedBanner paused={store.ordersPaused ?? null} />
      <Box sx={{ ...brandSurface(store.primaryColor), py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {store.name}
          </Typography>
          <Typography sx={{ mt: 1, fontSize: { md: '1.125rem' }, maxWidth: 720 }}>{store.description || DEFAULT_BANNER_TEXT}</Typography>
        </Container>
      </Box>
    </>
  );
}
