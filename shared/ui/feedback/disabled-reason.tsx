import type { ReactElement } from 'react';
import { Tooltip } from '@mui/material';
import { Box } from '@comanda/shared/ui/mui';

/**
 * Says why an action is unavailable: a tooltip over the (disabled) control, also reachable by keyboard. A disabled
 * button fires no pointer events, so the tooltip hangs on a focusable wrapper. No reason: the control as it is.
 * The caller disables the control itself (`disabled={Boolean(reason)}`).
 */
export function DisabledReason({ reason, children }: { reason: string | null | undefined; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip title={reason} describeChild>
      <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', cursor: 'not-allowed' }}>
        {children}
      </Box>
    </Tooltip>
  );
}
