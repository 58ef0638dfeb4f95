import type { ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { selectCurrentUser, useAppSelector } from '@comanda/shared/state';
import { useSavedAddressesQuery } from '../features/profile/api/profile-api';
import { useCustomerOrdersQuery } from '../api/customer-orders-api';
import { StoreFinder } from '@comanda/shared/ui/store-discovery';
import { useCustomerPath } from '../customer-paths';
import { ActiveOrdersList } from '../features/orders/components/active-orders-list';
import { CustomerOrderCard } from '../features/orders/components/customer-order-card';
import { MyStoresList } from '../features/stores/my-stores-list';
import { defaultFinderAddress } from '../features/favorites/default-finder-address';
import { FavoriteStoresList } from '../features/favorites/favorite-stores-list';

/**
 * One column that is never wider than the page: a plain `display: grid` column is as wide as its widest unbreakable
 * content (the finder's saved address, say), which on a phone pushed every card past the screen.
 */
const SHRINKABLE_COLUMN = 'minmax(0, 1fr)';

function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: SHRINKABLE_COLUMN, gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/**
 * /customer/dashboard: my open orders live, the last ones with "Pedir de novo", my favourite stores, the stores I order
 * from, and the store finder searching from my default address.
 */
export function CustomerDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  const recent = useCustomerOrdersQuery({ scope: 'history', per_page: 4 });
  const pathTo = useCustomerPath();
  const firstName = user?.name.split(' ')[0];
  const addresses = useSavedAddressesQuery(user?.id ?? 0, { skip: !user });

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: SHRINKABLE_COLUMN, gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Minha conta
        </Typography>
        {firstName && <Typography color="text.secondary">Olá, {firstName}! Seus pedidos e lojas estão aqui.</Typography>}
      </Box>
      <Section id="active-orders-title" title="Pedidos em andamento">
        <ActiveOrdersList />
      </Section>
      <Section
        id="recent-orders-title"
        title="Últimos pedidos"
        action={
          <Button component={RouterLink} to={pathTo('orders/history')} size="small">
            Ver todos
          </Button>
        }
      >
        {recent.data && recent.data.data.length > 0 ? (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {recent.data.data.map((order) => (
              <CustomerOrderCard key={order.id} order={order} orderPath={pathTo(`orders/${order.id}`)} showReorder />
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{recent.isLoading ? 'Carregando…' : 'Seus pedidos concluídos aparecem aqui.'}</Typography>
        )}
      </Section>
      <Section id="favorite-stores-title" title="Lojas favoritas">
        <FavoriteStoresList />
      </Section>
      <Section id="my-stores-title" title="Minhas lojas">
        <MyStoresList limit={5} />
      </Section>
      <Section id="find-store-title" title="Encontre uma loja">
        {/* Mounted once the addresses are known: the finder searches from the default one right away. */}
        {addresses.isLoading ? <Typography color="text.secondary">Carregando…</Typography> : <StoreFinder savedAddress={defaultFinderAddress(addresses.data)} />}
      </Section>
    </Box>
  );
}
