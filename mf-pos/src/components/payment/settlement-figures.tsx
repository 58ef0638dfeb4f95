import { Box, Typography } from '@comanda/shared/ui/mui';
import { formatBRL, type TenderSettlement } from '@comanda/shared/domain';
import type { Theme } from '@mui/material/styles';

type Props = {
  settlement: TenderSettlement;
  /** What the due figure is called ("Total" of a sale, "Parte" of a tab's bill). */
  dueLabel?: string;
  /** The test ids of the figures still due and the change: `${testIdPrefix}-remaining`, `${testIdPrefix}-change`. */
  testIdPrefix?: string;
};

/** Total, paid, still due and — big, for the operator counting notes — the change. */
export function SettlementFigures({ settlement, dueLabel = 'Total', testIdPrefix = 'pos' }: Props) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(3, 1fr)' }, gap: { xs: 1, sm: 2 }, textAlign: 'center' }}>
      <Figure label={dueLabel} value={formatBRL(settlement.due_cents)} />
      <Figure label="Pago" value={formatBRL(settlement.paid_cents)} />
      <Figure label="Falta" value={formatBRL(settlement.remaining_cents)} tone={settlement.remaining_cents > 0 ? 'error.main' : undefined} testId={`${testIdPrefix}-remaining`} />
      <Box sx={{ gridColumn: '1 / -1', bgcolor: settlement.change_cents > 0 ? 'success.light' : 'action.hover', borderRadius: 2, py: 1 }}>
        <Typography variant="overline">Troco</Typography>
        <Typography sx={{ fontSize: { xs: '2.5rem', sm: '3rem' }, fontWeight: 800, lineHeight: 1.1 }} data-testid={`${testIdPrefix}-change`}>
          {formatBRL(settlement.change_cents)}
        </Typography>
      </Box>
    </Box>
  );
}

/** A phone (xs) has a third of ~310 px for each figure: a smaller size, and a long amount breaks rather than spill out. */
const FIGURE_VALUE = (tone: string | undefined) => (theme: Theme) => ({
  fontWeight: 700,
  color: tone,
  [theme.breakpoints.down('sm')]: { fontSize: '1rem', overflowWrap: 'anywhere' as const },
});

function Figure({ label, value, tone, testId }: { label: string; value: string; tone?: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="overline">{label}</Typography>
      <Typography variant="h5" sx={FIGURE_VALUE(tone)} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
