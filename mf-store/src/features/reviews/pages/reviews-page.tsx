import { useMemo, useState } from 'react';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Pagination, Paper, Typography } from '@comanda/shared/ui/mui';
import { useSearchParams } from 'react-router-dom';
import { RATING_LABELS, REVIEW_LABELS, reviewCountLabel, type StoreReview } from '@comanda/shared/domain';
import { toApiError, useActiveStoreId } from '@comanda/shared/state';
import { useStoreReviewsQuery } from '../api/reviews-api';
import { ReplyDialog } from '../components/reply-dialog';
import { ReportDialog } from '../components/report-dialog';
import { ReviewItem } from '../components/review-item';
import { ReviewsSummary } from '../components/reviews-summary';
import { filtersFromSearch, queryOf, searchFromFilters, type ReviewFilters } from '../lib/review-filters';

const RATINGS = [5, 4, 3, 2, 1];

/** /store/delivery/reviews: the summary, the reviews (newest first) with filters, reply and report. */
export function ReviewsPage() {
  const storeId = useActiveStoreId();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const change = (next: Partial<ReviewFilters>) => setSearch(searchFromFilters({ ...filters, page: 1, ...next }));

  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="page-title" variant="h4" component="h1">
        {REVIEW_LABELS.section}
      </Typography>
      {storeId === null ? (
        <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert>
      ) : (
        <Reviews storeId={storeId} filters={filters} onChange={change} />
      )}
    </Box>
  );
}

type ListProps = { storeId: number; filters: ReviewFilters; onChange: (next: Partial<ReviewFilters>) => void };

function Reviews({ storeId, filters, onChange }: ListProps) {
  const { data, error, isLoading, isFetching, refetch } = useStoreReviewsQuery({ storeId, ...queryOf(filters) });
  const [replying, setReplying] = useState<StoreReview | null>(null);
  const [reporting, setReporting] = useState<StoreReview | null>(null);
  const filtered = filters.unanswered || filters.rating !== null;

  if (isLoading) return <CircularProgress aria-label="Carregando avaliações" />;
  if (error || !data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}>
        {toApiError(error, 'Não foi possível carregar as avaliações.').message}
      </Alert>
    );
  }
  return (
    <>
      <ReviewsSummary summary={data.summary} />
      <Box role="group" aria-label="Filtros" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormControlLabel control={<Switch checked={filters.unanswered} onChange={(event) => onChange({ unanswered: event.target.checked })} />} label="Só sem resposta" />
        <TextField
          select
          label="Nota da comida"
          value={filters.rating === null ? '' : String(filters.rating)}
          onChange={(event) => onChange({ rating: event.target.value === '' ? null : Number(event.target.value) })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Todas as notas</MenuItem>
          {RATINGS.map((rating) => (
            <MenuItem key={rating} value={String(rating)}>
              {rating === 1 ? '1 estrela' : `${rating} estrelas`} ({RATING_LABELS[rating]})
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {data.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {filtered ? 'Nenhuma avaliação com esses filtros' : REVIEW_LABELS.noReviews}
          </Typography>
          <Typography color="text.secondary">{filtered ? 'Tente outros filtros.' : 'Os clientes avaliam os pedidos concluídos pelo link de acompanhamento.'}</Typography>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, opacity: isFetching ? 0.7 : 1 }} aria-busy={isFetching}>
          {data.data.map((review) => (
            <ReviewItem key={review.id} review={review} onReply={setReplying} onReport={setReporting} />
          ))}
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {reviewCountLabel(data.meta.total)}
            </Typography>
            {data.meta.last_page > 1 && (
              <Pagination count={data.meta.last_page} page={data.meta.current_page} onChange={(_event, page) => onChange({ page })} aria-label="Paginação das avaliações" color="primary" />
            )}
          </Box>
        </Box>
      )}
      {replying && <ReplyDialog storeId={storeId} review={replying} onClose={() => setReplying(null)} />}
      {reporting && <ReportDialog storeId={storeId} review={reporting} onClose={() => setReporting(null)} />}
    </>
  );
}
