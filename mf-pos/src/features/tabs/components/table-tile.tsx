import { memo } from 'react';
import { ButtonBase } from '@mui/material';
import { Box, Typography } from '@comanda/shared/ui/mui';
import { alpha, type Theme } from '@mui/material/styles';
import { TABLE_STATE_LABELS, formatBRL, orderAgeLabel, type TableState, type TabView } from '@comanda/shared/domain';

const TONE: Record<TableState, 'success' | 'warning' | 'error'> = { free: 'success', occupied: 'warning', bill: 'error' };

type Props = { title: string; state: TableState; tab: TabView | null; now: number; onOpen: () => void };

/** A table (or a card's tab) as a big touch tile: its state in colour, the tab's total and how long it has been open. */
export const TableTile = memo(function TableTile({ title, state, tab, now, onOpen }: Props) {
  const tone = TONE[state];
  const age = tab ? orderAgeLabel(tab.created_at, now) : '';
  const details = tab ? `, ${formatBRL(tab.total_cents)}, aberta ${age}` : '';
  return (
    <ButtonBase
      role="listitem"
      aria-label={`${title}, ${TABLE_STATE_LABELS[state]}${details}`}
      data-state={state}
      onClick={onOpen}
      sx={{
        minHeight: 120,
        p: 1.5,
        borderRadius: 2,
        border: 2,
        borderColor: `${tone}.main`,
        bgcolor: (theme: Theme) => (state === 'free' ? theme.palette.background.paper : alpha(theme.palette[tone].main, 0.16)),
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'space-between',
        textAlign: 'left',
      }}
    >
      <Typography variant="h6" component="span" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
        {title}
      </Typography>
      <Typography variant="body2" component="span" sx={{ fontWeight: 700, color: `${tone}.dark` }}>
        {TABLE_STATE_LABELS[state]}
      </Typography>
      {tab ? (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {formatBRL(tab.total_cents)}
          </Typography>
          <Typography variant="caption" component="span" color="text.secondary">
            {age}
          </Typography>
        </Box>
      ) : (
        <Typography variant="caption" component="span" color="text.secondary">
          Toque para abrir a comanda
        </Typography>
      )}
    </ButtonBase>
  );
});
