import { Tooltip } from '@mui/material';
import { Box, Chip } from '@comanda/shared/ui/mui';
import { SUBSCRIPTION_STATUS_LABELS, type Standing, type SubscriptionStatus } from '@comanda/shared/domain';
import { STANDING_HINTS, STANDING_LABELS, STATUS_COLORS } from '../../../common/lib/subscription-status';

/** The status, and a lapse (carência / somente leitura) when there is one. */
export function SubscriptionStatusChips({ status, standing }: { status: SubscriptionStatus; standing: Standing }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <Chip size="small" color={STATUS_COLORS[status]} label={SUBSCRIPTION_STATUS_LABELS[status]} />
      {standing === 'grace' || standing === 'locked' ? (
        <Tooltip title={STANDING_HINTS[standing]}>
          <Chip size="small" variant="outlined" color={standing === 'grace' ? 'warning' : 'error'} label={STANDING_LABELS[standing]} />
        </Tooltip>
      ) : null}
    </Box>
  );
}
