import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Alert, Button } from '@comanda/shared/ui/mui';
import { REVIEW_LABELS, REVIEW_MESSAGES, REVIEW_REPORT_REASON_MAX, REVIEW_REPORT_REASON_MIN, type StoreReview } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useToasts } from '@comanda/shared/state';
import { useReportReviewMutation } from '../api/reviews-api';

type Props = { storeId: number; review: StoreReview; onClose: () => void };

/** 'Denunciar': an abusive review leaves the storefront; the reason is kept with it. */
export function ReportDialog({ storeId, review, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [report, reporting] = useReportReviewMutation();
  const { enqueueSnackbar } = useToasts();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const text = reason.trim();
    if (!text) return setError(REVIEW_MESSAGES.reportReasonRequired);
    if (text.length < REVIEW_REPORT_REASON_MIN) return setError(REVIEW_MESSAGES.reportReasonTooShort);
    try {
      await report({ storeId, reviewId: review.id, reason: text }).unwrap();
      enqueueSnackbar(REVIEW_MESSAGES.reportSent, { variant: 'success' });
      onClose();
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível registrar a denúncia.');
      const fields = firstFieldErrors(apiError);
      setError(fields.reason ?? null);
      if (!fields.reason) setFailure(apiError.message);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="report-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="report-dialog-title">
          {REVIEW_LABELS.report} · {review.customer_name} ({review.display_number})
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>A avaliação denunciada deixa de aparecer na vitrine. Diga o que ela tem de abusivo.</DialogContentText>
          <TextField
            label={REVIEW_LABELS.reportReason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            autoFocus
            error={Boolean(error)}
            helperText={error ?? `${reason.length}/${REVIEW_REPORT_REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: REVIEW_REPORT_REASON_MAX } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{REVIEW_LABELS.cancel}</Button>
          <Button type="submit" color="error" variant="contained" disabled={reporting.isLoading}>
            {REVIEW_LABELS.sendReport}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
