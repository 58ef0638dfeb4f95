import { Box, Button, Chip, Link, Paper, Rating, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { formatOrderDateTime, ORDER_TYPE_LABELS, REVIEW_LABELS, type StoreReview } from '@comanda/shared/domain';

function Stars({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Rating value={value} readOnly size="small" getLabelText={(v) => `${label}: ${v} de 5 estrelas`} />
    </Box>
  );
}

type Props = { review: StoreReview; onReply: (review: StoreReview) => void; onReport: (review: StoreReview) => void };

/** One review: customer, order number (to its details), date, ratings, comment, the reply and the actions. */
export function ReviewItem({ review, onReply, onReport }: Props) {
  const title = `Avaliação do pedido ${review.display_number}`;
  return (
    <Paper component="article" variant="outlined" aria-label={title} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {review.customer_name}
        </Typography>
        <Link component={RouterLink} to={`/store/orders/${review.order_id}`} underline="hover">
          Pedido {review.display_number}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {ORDER_TYPE_LABELS[review.order_type]} · {formatOrderDateTime(review.created_at)}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {review.reported_at && <Chip size="small" color="error" label={REVIEW_LABELS.reported} />}
        {!review.reply && <Chip size="small" color="warning" variant="outlined" label={REVIEW_LABELS.unanswered} />}
        {review.edited_after_reply && <Chip size="small" variant="outlined" label={REVIEW_LABELS.editedAfterReply} />}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Stars label={REVIEW_LABELS.food} value={review.food_rating} />
        {review.delivery_rating !== null && <Stars label={REVIEW_LABELS.delivery} value={review.delivery_rating} />}
      </Box>
      {review.comment ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Sem comentário.
        </Typography>
      )}
      {review.reply && (
        <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {REVIEW_LABELS.storeReply}
            {review.replied_at ? ` · ${formatOrderDateTime(review.replied_at)}` : ''}
            {review.replied_by ? ` · ${review.replied_by.name}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply}
          </Typography>
        </Box>
      )}
      {review.reported_at && review.report_reason && (
        <Typography variant="body2" color="error">
          Denunciada em {formatOrderDateTime(review.reported_at)}: {review.report_reason}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => onReply(review)}>
          {review.reply ? REVIEW_LABELS.editReply : REVIEW_LABELS.reply}
        </Button>
        {!review.reported_at && (
          <Button size="small" color="error" onClick={() => onReport(review)}>
            {REVIEW_LABELS.report}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
