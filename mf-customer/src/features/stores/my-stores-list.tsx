import { List, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { Alert, Avatar, Button, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { formatOrderDateTime } from '@comanda/shared/domain';
import { useCustomerOrderStoresQuery } from '../../api/customer-orders-api';

const ordersLabel = (count: number) => (count === 1 ? '1 pedido' : `${count} pedidos`);

/** The stores I ordered from, the latest first, each with a link to order there again. */
export function MyStoresList({ limit }: { limit?: number }) {
  const query = useCustomerOrderStoresQuery();
  if (query.isError) return <Alert severity="error">Não foi possível carregar suas lojas.</Alert>;
  const stores = (query.data ?? []).slice(0, limit);
  if (!query.isLoading && stores.length === 0) return <Typography color="text.secondary">As lojas em que você pedir aparecem aqui.</Typography>;
  return (
    <List disablePadding aria-label="Lojas em que você já pediu">
      {stores.map((store) => (
        <ListItem
          key={store.id}
          disableGutters
          secondaryAction={
            <Button component={RouterLink} to={`/loja/${encodeURIComponent(store.slug)}`} size="small" variant="outlined" aria-label={`Fazer pedido em ${store.name}`}>
              Fazer pedido
            </Button>
          }
        >
          <ListItemAvatar>
            <Avatar src={store.logo ?? undefined} alt="">
              {store.name.charAt(0)}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={store.name} secondary={`${ordersLabel(store.orders_count)} · último em ${formatOrderDateTime(store.last_ordered_at)}`} />
        </ListItem>
      ))}
    </List>
  );
}
