import { List, ListItem, ListItemButton } from '@mui/material';
import { Box, Typography } from '@comanda/shared/ui/mui';
import { visuallyHidden } from '@mui/utils';
import { formatRelativeTime, type Notification } from '@comanda/shared/domain';

/** Title, message and relative time per notification; unread ones are highlighted. */
export function NotificationList({
  notifications,
  now,
  onSelect,
}: {
  notifications: Notification[];
  now: Date;
  onSelect: (notification: Notification) => void;
}) {
  return (
    <List disablePadding aria-label="Lista de notificações">
      {notifications.map((notification) => (
        <ListItem key={notification.id} disablePadding divider>
          <ListItemButton
            onClick={() => onSelect(notification)}
            data-unread={notification.read ? undefined : 'true'}
            sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, bgcolor: notification.read ? undefined : 'action.selected' }}
          >
            <Box
              aria-hidden
              sx={{ mt: 0.9, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: notification.read ? 'transparent' : 'primary.main' }}
            />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              {!notification.read && <Box component="span" sx={visuallyHidden}>Não lida: </Box>}
              <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: notification.read ? 500 : 700 }}>
                {notification.title}
              </Typography>
              {notification.message && (
                <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {notification.message}
                </Typography>
              )}
              <Typography variant="caption" component="time" dateTime={notification.timestamp} color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                {formatRelativeTime(notification.timestamp, now)}
              </Typography>
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
