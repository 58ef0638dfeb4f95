import { Alert, Box, Button, CircularProgress, Typography } from '@comanda/shared/ui/mui';
import { useNavigate } from 'react-router-dom';
import { notificationPath, type Notification } from '@comanda/shared/domain';
import { useNotificationFeed } from '@comanda/shared/state';
import { NotificationList } from './notification-list';
import { useNow } from '../hooks/use-now';

/**
 * The signed-in user's notifications with their actions (spec section 4): clicking one marks it read and
 * opens `data.url`; 'Marcar todas como lidas'; 'Carregar mais' until the last page. Used by the shell's
 * bell and by the store's notifications page.
 */
export function NotificationFeed({ onNavigate, listMaxHeight }: { onNavigate?: () => void; listMaxHeight?: number | string }) {
  const feed = useNotificationFeed();
  const navigate = useNavigate();
  const now = new Date(useNow(60_000));

  const select = (notification: Notification) => {
    if (!notification.read) feed.markRead(notification.id);
    const path = notificationPath(notification);
    if (!path) return;
    onNavigate?.();
    navigate(path);
  };

  if (!feed.connected) {
    return (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={feed.retry}>Tentar novamente</Button>}>
        Notificações indisponíveis
      </Alert>
    );
  }
  if (feed.isLoading) {
    return (
      <Box role="status" aria-label="Carregando notificações" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-hidden />
      </Box>
    );
  }
  if (feed.isError && feed.notifications.length === 0) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={feed.retry}>Tentar novamente</Button>}>
        Não foi possível carregar as notificações.
      </Alert>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {feed.unreadCount === 0 ? 'Nenhuma não lida' : feed.unreadCount === 1 ? '1 não lida' : `${feed.unreadCount} não lidas`}
        </Typography>
        <Button size="small" onClick={feed.markAllRead} disabled={feed.unreadCount === 0 || feed.isMarkingAll}>
          Marcar todas como lidas
        </Button>
      </Box>
      {feed.notifications.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
          Nenhuma notificação
        </Typography>
      ) : (
        <Box sx={{ overflowY: 'auto', maxHeight: listMaxHeight }}>
          <NotificationList notifications={feed.notifications} now={now} onSelect={select} />
          {feed.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
              <Button onClick={feed.loadMore} disabled={feed.isFetchingNextPage} startIcon={feed.isFetchingNextPage ? <CircularProgress size={16} aria-hidden /> : undefined}>
                Carregar mais
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
