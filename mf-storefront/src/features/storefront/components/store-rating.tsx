import styled from '@emotion/styled';
import { formatRatingAverage, reviewCountLabel, type PublicReviewSummary } from '@comanda/shared/domain';
import { RatingStars } from '../ui/rating-stars';
import { spacing } from '../ui/tokens';

const Link = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  gap: spacing(0.75),
  marginTop: spacing(1),
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

const Average = styled.span({ fontWeight: 700 });

/**
 * The store's food average and review count beside its name ('★ Nota 4,6 · 23 avaliações'), a link to the reviews section.
 * Nothing until the reviews load (the server render has none) or while the store has none.
 */
export function StoreRating({ summary }: { summary: PublicReviewSummary | undefined }) {
  if (!summary || summary.count === 0 || summary.average_food === null) return null;
  const average = formatRatingAverage(summary.average_food);
  return (
    <Link href="#store-reviews" data-testid="store-rating">
      <RatingStars value={summary.average_food} precision={0.1} />
      {/* The link's name is its visible text (WCAG 2.5.3): 'Nota 4,5 · 23 avaliações'. */}
      <Average>Nota {average}</Average>
      <span>· {reviewCountLabel(summary.count)}</span>
    </Link>
  );
}
