import styled from '@emotion/styled';
import { formatRatingAverage, REVIEW_LABELS, reviewCountLabel, type PublicReviewSummary } from '@comanda/shared/domain';
import { color, spacing, type, up } from '../ui/tokens';
import { ReviewCard } from './review-card';

const Section = styled.section({
  marginTop: spacing(4),
  scrollMarginTop: 80,
  [up.md]: { marginTop: spacing(5) },
});

const Heading = styled.h2({ ...type.h5, margin: 0, fontWeight: 700 });

const Summary = styled.p({ margin: spacing(0.5, 0, 2), color: color.textSecondary });

const List = styled.ul({
  display: 'grid',
  gap: spacing(2),
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [up.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

/** 'Avaliações': the averages and the latest reviews with the store's replies; nothing while the store has none. */
export function StoreReviewsSection({ summary }: { summary: PublicReviewSummary | undefined }) {
  if (!summary || summary.count === 0) return null;
  return (
    <Section id="store-reviews" aria-labelledby="store-reviews-heading">
      <Heading id="store-reviews-heading">{REVIEW_LABELS.section}</Heading>
      <Summary data-testid="store-reviews-summary">
        {REVIEW_LABELS.food} {formatRatingAverage(summary.average_food)}
        {summary.average_delivery !== null ? ` · ${REVIEW_LABELS.delivery} ${formatRatingAverage(summary.average_delivery)}` : ''} · {reviewCountLabel(summary.count)}
      </Summary>
      <List>
        {summary.latest.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </List>
    </Section>
  );
}
