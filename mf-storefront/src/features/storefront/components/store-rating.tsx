import { Box, Rating, Typography } from '@comanda/shared/ui/mui';
import { formatRatingAverage, reviewCountLabel } from '@comanda/shared/domain';
import { useStorefrontReviewSummaryQuery } from '../api/reviews-api';

/**
 * The store's food average and review count beside its name ('★ Nota 4,6 · 23 avaliações'), a link to the reviews section.
 * Nothing until the reviews load (the server render has none) or while the store has none.
 */
export function StoreRating({ slug }: { slug: string }) {
  const { data } = useStorefrontReviewSummaryQuery(slug, { skip: !slug });
  if (!data || data.count === 0 || data.average_food === null) return null;
  const average = formatRatingAverage(data.average_food);
  return (
    <Box
      component="a"
      href="#store-reviews"
      data-testid="store-rating"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mt: 1, color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
    >
      <Rating value={data.average_food} precision={0.1} readOnly size="small" aria-hidden />
      {/* The link's name is its visible text (WCAG 2.5.3): 'Nota 4,5 · 23 avaliações'. */}
      <Typography component="span" sx={{ fontWeight: 700 }}>
        Nota {average}
      </Typography>
      <Typography component="span">· {reviewCountLabel(data.count)}</Typography>
    </Box>
  );
}
