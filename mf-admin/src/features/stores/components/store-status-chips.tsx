import { Tooltip } from '@mui/material';
import { Box, Chip } from '@comanda/shared/ui/mui';
import type { AdminStoreSummary } from '@comanda/shared/domain';
import { storeStatusChips } from '../lib/store-status';

export function StoreStatusChips({ store, size = 'small' }: { store: Pick<AdminStoreSummary, 'subscription_status' | 'standing' | 'published' | 'is_active'>; size?: 'small' | 'medium' }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      {storeStatusChips(store).map((chip) => {
        const element = <Chip key={chip.label} size={size} label={chip.label} color={chip.color} variant={chip.variant} />;
        return chip.title ? (
          <Tooltip key={chip.label} title={chip.title}>
            {element}
          </Tooltip>
        ) : (
          element
        );
      })}
    </Box>
  );
}
