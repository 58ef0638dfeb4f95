import { Paper, Typography } from '@comanda/shared/ui/mui';
import { NotificationFeed } from '@comanda/shared/ui';

/** /store/notifications: every notification of the signed-in user, with the bell's behaviours. */
export function NotificationsPage() {
  return (
    <section aria-labelledby="page-title">
      <Typography id="page-title" variant="h4" component="h1" gutterBottom>
        Notificações
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <NotificationFeed />
      </Paper>
    </section>
  );
}
