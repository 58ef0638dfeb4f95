import { Alert, Box, Typography } from '@comanda/shared/ui/mui';
import { PageSpinner, useNow } from '@comanda/shared/ui';
import { useMyMealSubscriptionsQuery } from './api/meal-subscriptions-api';
import { MealSubscriptionCard } from './components/meal-subscription-card';

/** /customer/assinaturas: my marmita subscriptions, live ones first. */
export function MealSubscriptionsPage() {
  const query = useMyMealSubscriptionsQuery();
  const now = useNow(60_000);
  if (query.isLoading) return <PageSpinner label="Carregando assinaturas" />;
  if (!query.data) return <Alert severity="error">Não foi possível carregar suas assinaturas.</Alert>;
  const list = [...query.data].sort((a, b) => Number(a.status === 'cancelled') - Number(b.status === 'cancelled'));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Minhas assinaturas
      </Typography>
      {list.length === 0 ? (
        <Typography color="text.secondary">Você ainda não assina nenhuma marmita. Procure "Assinar" nas marmitas das lojas.</Typography>
      ) : (
        list.map((s) => <MealSubscriptionCard key={s.id} subscription={s} now={new Date(now)} />)
      )}
    </Box>
  );
}
