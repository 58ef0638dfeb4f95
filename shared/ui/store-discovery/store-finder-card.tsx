import { Card, CardActionArea } from '@mui/material';
import { Avatar, Box, Chip, Stack, Typography } from '@comanda/shared/ui/mui';
import StarIcon from '@mui/icons-material/Star';
import { Link as RouterLink } from 'react-router-dom';
import { discoveryDeliveryText, type DiscoveryStore } from '@comanda/shared/domain';
import { storageUrl } from '../catalog-image';
import { FavoriteStoreButton } from './favorite-store-button';

const km = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} km`;

/** One store found: status, delivery to the searched address, rating; links to its storefront. */
export function StoreFinderCard({ store, searchedAddress }: { store: DiscoveryStore; searchedAddress: boolean }) {
  const where = [store.district, store.city && store.state ? `${store.city}/${store.state}` : store.city].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" sx={{ position: 'relative', height: '100%' }} data-testid={`store-card-${store.slug}`}>
      <CardActionArea component={RouterLink} to={`/loja/${store.slug}`} sx={{ p: 2, pr: 6, height: '100%', alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Avatar src={storageUrl(store.logo) ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
            {store.name.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {store.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[store.business_type?.name, where].filter(Boolean).join(' · ')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
              <Chip size="small" color={store.is_open ? 'success' : 'default'} label={store.status_text} />
              {store.rating && (
                <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }} aria-label={`Nota ${store.rating.average.toLocaleString('pt-BR')} de 5 (${store.rating.count} avaliações)`}>
                  <StarIcon fontSize="small" sx={{ color: '#f9a825' }} aria-hidden />
                  <Typography variant="body2">{store.rating.average.toLocaleString('pt-BR', { minimumFractionDigits: 1 })}</Typography>
                </Stack>
              )}
              {store.distance_km !== null && (
                <Typography variant="body2" color="text.secondary">
                  {km(store.distance_km)}
                </Typography>
              )}
            </Stack>
            {searchedAddress && (
              <Typography variant="body2" sx={{ mt: 1, fontWeight: store.delivery ? 600 : 400 }} color={store.delivery ? 'text.primary' : 'text.secondary'} data-testid="store-card-delivery">
                {discoveryDeliveryText(store.delivery)}
              </Typography>
            )}
          </Box>
        </Stack>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
        <FavoriteStoreButton storeId={store.id} storeName={store.name} size="small" />
      </Box>
    </Card>
  );
}
