import { Card, CardContent } from '@mui/material';
import { Alert, Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { formatOrderDateTime, REVIEW_LABELS, type CustomerReviews } from '@comanda/shared/domain';
import { PageSpinner } from '@comanda/shared/ui';
import { ReviewView } from '@comanda/shared/ui/order-view';
import { useCustomerReviewsQuery } from '../../api/customer-reviews-api';
import { useCustomerPath } from '../../customer-paths';

type Written = CustomerReviews['reviews'][number];
type Awaiting = CustomerReviews['awaiting'][number];

function AwaitingCard({ order }: { order: Awaiting }) {
  const pathTo = useCustomerPath();
  return (
    <Card variant="outlined" component="article" aria-label={`Pedido ${order.display_number} — ${order.store.name}`}>
      <CardContent sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{order.store.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            Pedido {order.display_number} · {formatOrderDateTime(order.ordered_at)}
            {order.review_until ? ` · avalie até ${formatOrderDateTime(order.review_until)}` : ''}
          </Typography>
        </Box>
        <Button component={RouterLink} to={pathTo(`orders/${order.order_id}`)} variant="contained" size="small">
          Avaliar
        </Button>
      </CardContent>
    </Card>
  );
}

function WrittenCard({ review }: { review: Written }) {
  const pathTo = useCustomerPath();
  return (
    <Card variant="outlined" component="article" aria-label={`Avaliação do pedido ${review.display_number} — ${review.store.name}`}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{review.store.name}</Typography>
          <Button component={RouterLink} to={pathTo(`orders/${review.order_id}`)} size="small">
            {review.editable ? REVIEW_LABELS.edit : `Pedido ${review.display_number}`}
          </Button>
        </Box>
        <ReviewView review={review} />
      </CardContent>
    </Card>
  );
}

/** /customer/reviews: the orders waiting for my review and the reviews I wrote, with the stores' replies. */
export function CustomerReviewsPage() {
  const query = useCustomerReviewsQuery();
  if (query.isLoading) return <PageSpinner label="Carregando avaliações" />;
  if (!query.data) return <Alert severity="error">Não foi possível carregar suas avaliações.</Alert>;
  const { awaiting, reviews } = query.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Minhas avaliações
      </Typography>
      <Paper component="section" variant="outlined" aria-labelledby="awaiting-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
        <Typography id="awaiting-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Esperando sua avaliação
        </Typography>
        {awaiting.length === 0 ? <Typography color="text.secondary">Nenhum pedido esperando avaliação.</Typography> : awaiting.map((order) => <AwaitingCard key={order.order_id} order={order} />)}
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby="written-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
        <Typography id="written-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Avaliações enviadas
        </Typography>
        {reviews.length === 0 ? <Typography color="text.secondary">Você ainda não avaliou nenhum pedido.</Typography> : reviews.map((review) => <WrittenCard key={review.id} review={review} />)}
      </Paper>
    </Box>
  );
}
