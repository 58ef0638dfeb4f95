import { useState } from 'react';
import { Popover } from '@mui/material';
import { Badge, Box, Button, Divider, IconButton, Typography } from '@comanda/shared/ui/mui';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link as RouterLink } from 'react-router-dom';
import { isStoreStaff } from '@comanda/shared/domain';
import { useAuth, useUnreadNotificationsCountQuery } from '@comanda/shared/state';
import { NotificationFeed } from '@comanda/shared/ui';

const STORE_NOTIFICATIONS_PATH = '/store/notifications';

/** The header bell of every signed-in user: unread count on the badge, the list in a popover. */
export function NotificationBell() {
  const { user, isAuthenticated } = useAuth();
  if (!isAuthenticated || !user) return null;
  return <Bell showAllLink={isStoreStaff(user.role)} />;
}

function Bell({ showAllLink }: { showAllLink: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useUnreadNotificationsCountQuery();
  const count = data?.count ?? 0;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={count > 0 ? `Notificações: ${count} não lidas` : 'Notificações'}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mr: 1 }}
      >
        <Badge badgeContent={count} max={99} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notificações', sx: { width: 380, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        <Box sx={{ px: 2, pt: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Notificações
          </Typography>
        </Box>
        {anchor && <NotificationFeed onNavigate={close} listMaxHeight={420} />}
        {showAllLink && (
          <>
            <Divider />
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
              <Button component={RouterLink} to={STORE_NOTIFICATIONS_PATH} onClick={close} size="small">
                Ver todas
              </Button>
            </Box>
          </>
        )}
      </Popover>
    </>
  );
}
