import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@comanda/shared/ui/mui';
import { selectCurrentUser, useAppSelector } from '@comanda/shared/state';
import { useSavedAddressesQuery } from '../features/profile/api/profile-api';
import { StoreFinder } from '@comanda/shared/ui/store-discovery';
import { defaultFinderAddress } from '../features/favorites/default-finder-address';
import { FavoriteStoresList } from '../features/favorites/favorite-stores-list';
import { MyStoresList } from '../features/stores/my-stores-list';

function Choice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /customer/orders/create: start an order at a favourite store, one I ordered from, or one found near my address. */
export function NewOrderPage() {
  const user = useAppSelector(selectCurrentUser);
  const addresses = useSavedAddressesQuery(user?.id ?? 0, { skip: !user });
  // minmax(0, 1fr): the column shrinks to the page; an auto one grows to its widest unbreakable line (the finder's
  // saved address), which on a phone pushed every card past the screen.
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Fazer um pedido
        </Typography>
        <Typography color="text.secondary">Escolha a loja: o cardápio abre com os preços de hoje.</Typography>
      </Box>
      <Choice id="new-order-favorites" title="Lojas favoritas">
        <FavoriteStoresList />
      </Choice>
      <Choice id="new-order-recent" title="Onde já pedi">
        <MyStoresList />
      </Choice>
      <Choice id="new-order-find" title="Outra loja">
        {addresses.isLoading ? <Typography color="text.secondary">Carregando…</Typography> : <StoreFinder savedAddress={defaultFinderAddress(addresses.data)} />}
      </Choice>
    </Box>
  );
}
