import { useState, type FormEvent } from 'react';
import { TextField } from '@mui/material';
import { Alert, Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import {
  formatOrderDateTime,
  REVIEW_COMMENT_MAX,
  REVIEW_LABELS,
  REVIEW_MESSAGES,
  type OrderReview as Review,
  type OrderReviewState,
  type ReviewInput,
} from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useToasts } from '@comanda/shared/state';
import { RatingInput, RatingStars } from './rating-input';

/** Sends the review (the tracking link's endpoint or the customer area's); rejects with the API's error. */
export type SubmitReview = (body: ReviewInput) => Promise<unknown>;

type Props = { state: OrderReviewState | undefined; submit: SubmitReview; submitting: boolean };

/**
 * The review card of a completed order (tracking page and customer area): the customer rates the food (and the
 * delivery, for a delivery) and may comment; afterwards the review shows with 'Editar avaliação' while the API says it
 * is editable, and the store's reply ('Resposta da loja'). Nothing shows when it can no longer be reviewed and was not.
 */
export function OrderReview({ state, submit, submitting }: Props) {
  const [editing, setEditing] = useState(false);
  if (!state) return null;
  if (!state.review && !state.can_submit) return null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="order-review-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography id="order-review-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {state.review && !editing ? REVIEW_LABELS.yourReview : REVIEW_LABELS.reviewOrder}
      </Typography>
      {state.review && !editing ? (
        <ReviewView review={state.review} onEdit={state.review.editable ? () => setEditing(true) : undefined} />
      ) : (
        <ReviewForm key={state.review?.updated_at ?? 'new'} state={state} submit={submit} submitting={submitting} onDone={() => setEditing(false)} />
      )}
    </Paper>
  );
}

/** A sent review: the ratings, the comment, when, and the store's public reply; 'Editar avaliação' when `onEdit` is given. */
export function ReviewView({ review, onEdit }: { review: Review; onEdit?: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <RatingStars label={REVIEW_LABELS.food} value={review.food_rating} />
        {review.delivery_rating !== null && <RatingStars label={REVIEW_LABELS.delivery} value={review.delivery_rating} />}
      </Box>
      {review.comment && <Typography sx={{ whiteSpace: 'pre-line' }}>{review.comment}</Typography>}
      <Typography variant="caption" color="text.secondary">
        Enviada em {formatOrderDateTime(review.created_at)}
      </Typography>
      {review.reply && (
        <Box component="aside" aria-label={REVIEW_LABELS.storeReply} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {REVIEW_LABELS.storeReply}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {review.reply}
          </Typography>
        </Box>
      )}
      {onEdit && (
        <Box>
          <Button variant="outlined" onClick={onEdit}>
            {REVIEW_LABELS.edit}
          </Button>
        </Box>
      )}
    </Box>
  );
}

type FormProps = { state: OrderReviewState; submit: SubmitReview; submitting: boolean; onDone: () => void };

function ReviewForm({ state, submit, submitting, onDone }: FormProps) {
  const existing = state.review;
  const [food, setFood] = useState<number | null>(existing?.food_rating ?? null);
  const [delivery, setDelivery] = useState<number | null>(existing?.delivery_rating ?? null);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { enqueueSnackbar } = useToasts();

  async function send(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!food) missing.food_rating = REVIEW_MESSAGES.foodRatingRequired;
    if (state.needs_delivery_rating && !delivery) missing.delivery_rating = REVIEW_MESSAGES.deliveryRatingRequired;
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    try {
      await submit({ food_rating: food!, delivery_rating: state.needs_delivery_rating ? delivery : null, comment: comment.trim() || null });
      enqueueSnackbar(existing ? REVIEW_MESSAGES.saved : REVIEW_MESSAGES.sent, { variant: 'success' });
      onDone();
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível enviar a avaliação. Tente novamente.');
      const fields = firstFieldErrors(apiError);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(apiError.message);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void send(event)} sx={{ display: 'grid', gap: 2 }}>
      <RatingInput label={REVIEW_LABELS.food} name="food_rating" value={food} onChange={setFood} error={errors.food_rating} />
      {state.needs_delivery_rating && <RatingInput label={REVIEW_LABELS.delivery} name="delivery_rating" value={delivery} onChange={setDelivery} error={errors.delivery_rating} />}
      <TextField
        label={REVIEW_LABELS.comment}
        placeholder={REVIEW_LABELS.commentPlaceholder}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={3}
        error={Boolean(errors.comment)}
        helperText={errors.comment ?? `${comment.length}/${REVIEW_COMMENT_MAX}`}
        slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={submitting}>
          {existing ? REVIEW_LABELS.save : REVIEW_LABELS.submit}
        </Button>
        {existing && (
          <Button onClick={onDone} disabled={submitting}>
            {REVIEW_LABELS.cancel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
