import { Box, Typography } from '@comanda/shared/ui/mui';
import { styled } from '@mui/material/styles';
import { formatRatingAverage, REVIEW_LABELS, reviewCountLabel } from '@comanda/shared/domain';
import { useStorefrontReviewSummaryQuery } from '../api/reviews-api';
import { ReviewCard } from './review-card';

const List = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

/** 'Avaliações': the averages and the latest reviews with the store's replies; nothing while the store has none. */
export function StoreReviewsSection({ slug }: { slug: string }) {
  const { data } = useStorefrontReviewSummaryQuery(slug, { skip: !slug });
  if (!data || data.count === 0) return null;
  return (
    <Box component="section" id="store-reviews" aria-labelledby="store-reviews-heading" sx={{ mt: { xs: 4, md: 5 }, scrollMarginTop: 80 }}>
      <Typography id="store-reviews-heading" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {REVIEW_LABELS.section}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }} data-testid="store-reviews-summary">
        {REVIEW_LABELS.food} {formatRatingAverage(data.average_food)}
        {data.average_delivery !== null ? ` · ${REVIEW_LABELS.delivery} ${formatRatingAverage(data.average_delivery)}` : ''} · {reviewCountLabel(data.count)}
      </Typography>
      <List>
        {data.latest.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </List>
    </Box>
  );
}
