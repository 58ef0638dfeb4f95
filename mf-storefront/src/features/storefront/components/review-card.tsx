import styled from '@emotion/styled';
import { formatOrderDateTime, REVIEW_LABELS, type PublicReview } from '@comanda/shared/domain';
import { Card } from '../ui/card';
import { RatingStars } from '../ui/rating-stars';
import { color, spacing, type } from '../ui/tokens';

const Article = styled(Card)({ padding: spacing(2), display: 'grid', gap: spacing(1), height: '100%' });

const Head = styled.div({ display: 'flex', justifyContent: 'space-between', gap: spacing(1), flexWrap: 'wrap' });

const Name = styled.h3({ ...type.subtitle1, margin: 0, fontWeight: 700 });

const Posted = styled.p({ ...type.caption, margin: 0, color: color.textSecondary });

const Ratings = styled.div({ display: 'flex', gap: spacing(2), flexWrap: 'wrap' });

const StarsLine = styled.div({ display: 'flex', alignItems: 'center', gap: spacing(0.75) });

const StarsLabel = styled.span({ ...type.body2, color: color.textSecondary });

const Comment = styled.p({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

const Reply = styled.div({ borderLeft: `3px solid ${color.primary}`, padding: spacing(0.5, 0, 0.5, 1.5) });

/** MUI's subtitle2. */
const ReplyTitle = styled.p({ margin: 0, fontSize: '0.875rem', lineHeight: 1.57, fontWeight: 700 });

const ReplyText = styled.p({ ...type.body2, margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

function Stars({ label, value }: { label: string; value: number }) {
  return (
    <StarsLine>
      <StarsLabel>{label}</StarsLabel>
      <RatingStars value={value} label={`${label}: ${value} de 5 estrelas`} />
    </StarsLine>
  );
}

/** One review on the storefront: first name, date, stars, comment and the store's reply. */
export function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <Article as="article" aria-label={`Avaliação de ${review.customer_name}`}>
      <Head>
        <Name>{review.customer_name}</Name>
        <Posted>{formatOrderDateTime(review.created_at).slice(0, 10)}</Posted>
      </Head>
      <Ratings>
        <Stars label={REVIEW_LABELS.food} value={review.food_rating} />
        {review.delivery_rating !== null && <Stars label={REVIEW_LABELS.delivery} value={review.delivery_rating} />}
      </Ratings>
      {review.comment && <Comment>{review.comment}</Comment>}
      {review.reply && (
        <Reply>
          <ReplyTitle>{REVIEW_LABELS.storeReply}</ReplyTitle>
          <ReplyText>{review.reply}</ReplyText>
        </Reply>
      )}
    </Article>
  );
}
