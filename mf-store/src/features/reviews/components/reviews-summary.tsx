import { Paper, Rating, Typography } from '@comanda/shared/ui/mui';
import { styled } from '@mui/material/styles';
import { formatRatingAverage, REVIEW_LABELS, type StoreReviewListResponse } from '@comanda/shared/domain';

const Figures = styled('dl')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  '& dd': { margin: 0 },
}));

function Figure({ label, value, stars }: { label: string; value: string; stars?: number | null }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="dt" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
        {value}
        {stars !== undefined && stars !== null && <Rating value={stars} precision={0.1} readOnly size="small" aria-hidden />}
      </Typography>
    </Paper>
  );
}

/** The figures at the top of the screen: averages, count, unanswered (over every review, whatever the filters). */
export function ReviewsSummary({ summary }: { summary: StoreReviewListResponse['summary'] }) {
  return (
    <Figures aria-label="Resumo das avaliações">
      <Figure label={`Nota da ${REVIEW_LABELS.food.toLowerCase()}`} value={formatRatingAverage(summary.average_food)} stars={summary.average_food} />
      <Figure label={`Nota da ${REVIEW_LABELS.delivery.toLowerCase()}`} value={formatRatingAverage(summary.average_delivery)} stars={summary.average_delivery} />
      <Figure label="Avaliações na vitrine" value={String(summary.count)} />
      <Figure label={REVIEW_LABELS.unanswered} value={String(summary.unanswered)} />
    </Figures>
  );
}
