import { Box, Paper, Rating, Typography } from '@comanda/shared/ui/mui';
import { formatOrderDateTime, REVIEW_LABELS, type PublicReview } from '@comanda/shared/domain';

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

/** One review on the storefront: first name, date, stars, comment and the store's reply. */
export function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <Paper component="article" variant="outlined" aria-label={`Avaliação de ${review.customer_name}`} sx={{ p: 2, display: 'grid', gap: 1, height: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {review.customer_name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {formatOrderDateTime(review.created_at).slice(0, 10)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Stars label={REVIEW_LABELS.food} value={review.food_rating} />
        {review.delivery_rating !== null && <Stars label={REVIEW_LABELS.delivery} value={review.delivery_rating} />}
      </Box>
      {review.comment && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Typography>}
      {review.reply && (
        <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {REVIEW_LABELS.storeReply}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
