import { List, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { Alert, Avatar, Button, Stack, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { selectCurrentUser, useAppSelector, useFavoriteStoresQuery } from '@comanda/shared/state';
import { storageUrl } from '@comanda/shared/ui';
import { FavoriteStoreButton } from '@comanda/shared/ui/store-discovery';

/** "Lojas favoritas": the stores I marked with the heart, newest first, each with a link to order there. */
export function FavoriteStoresList() {
  const user = useAppSelector(selectCurrentUser);
  const query = useFavoriteStoresQuery(user?.id ?? 0, { skip: !user });
  if (query.isError) return <Alert severity="error">Não foi possível carregar suas lojas favoritas.</Alert>;
  const stores = query.data ?? [];
  if (query.isLoading) return <Typography color="text.secondary">Carregando…</Typography>;
  if (stores.length === 0) return <Typography color="text.secondary">Toque no coração de uma loja para guardá-la aqui.</Typography>;
  return (
    <List disablePadding aria-label="Lojas favoritas">
      {stores.map((store) => (
        <ListItem
          key={store.store_id}
          disableGutters
          secondaryAction={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FavoriteStoreButton storeId={store.store_id} storeName={store.name} size="small" />
              <Button component={RouterLink} to={`/loja/${encodeURIComponent(store.slug)}`} size="small" variant="outlined" aria-label={`Pedir em ${store.name}`}>
                Fazer pedido
              </Button>
            </Stack>
          }
          sx={{ pr: 20 }}
        >
          <ListItemAvatar>
            <Avatar src={storageUrl(store.logo) ?? undefined} alt="">
              {store.name.charAt(0)}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={store.name} secondary={[store.business_type?.name, store.city, store.status_text].filter(Boolean).join(' · ')} />
        </ListItem>
      ))}
    </List>
  );
}
