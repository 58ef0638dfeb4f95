import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Alert, Button } from '@comanda/shared/ui/mui';
import { REVIEW_LABELS, REVIEW_MESSAGES, REVIEW_REPLY_MAX, type StoreReview } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useToasts } from '@comanda/shared/state';
import { useReplyToReviewMutation } from '../api/reviews-api';

type Props = { storeId: number; review: StoreReview; onClose: () => void };

/** 'Responder' (or 'Editar resposta'): the store's public answer, shown under the review on the storefront. */
export function ReplyDialog({ storeId, review, onClose }: Props) {
  const [text, setText] = useState(review.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, sending] = useReplyToReviewMutation();
  const { enqueueSnackbar } = useToasts();
  const title = review.reply ? REVIEW_LABELS.editReply : REVIEW_LABELS.reply;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!text.trim()) return setError(REVIEW_MESSAGES.replyRequired);
    try {
      await send({ storeId, reviewId: review.id, reply: text.trim() }).unwrap();
      enqueueSnackbar(REVIEW_MESSAGES.replySaved, { variant: 'success' });
      onClose();
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível publicar a resposta.');
      const fields = firstFieldErrors(apiError);
      setError(fields.reply ?? null);
      if (!fields.reply) setFailure(apiError.message);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="reply-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="reply-dialog-title">
          {title} · {review.customer_name} ({review.display_number})
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>A resposta aparece na vitrine da loja, abaixo da avaliação.</DialogContentText>
          {review.comment && <DialogContentText sx={{ fontStyle: 'italic' }}>“{review.comment}”</DialogContentText>}
          <TextField
            label={REVIEW_LABELS.replyText}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={3}
            autoFocus
            error={Boolean(error)}
            helperText={error ?? `${text.length}/${REVIEW_REPLY_MAX}`}
            slotProps={{ htmlInput: { maxLength: REVIEW_REPLY_MAX } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{REVIEW_LABELS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={sending.isLoading}>
            {REVIEW_LABELS.sendReply}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
