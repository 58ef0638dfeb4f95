import { FormControlLabel, Switch } from '@mui/material';
import { Alert, Box, Typography } from '@comanda/shared/ui/mui';
import {
  BROWSER_PUSH_TEXT,
  NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_PREFERENCE_LABELS,
  PUSH_MESSAGES,
  type NotificationPreferenceKey,
  type NotificationPreferences,
} from '@comanda/shared/domain';
import { type BrowserPushState, toApiError, useBrowserPush, useNotificationPreferencesQuery, useSaveNotificationPreferencesMutation, useToasts } from '@comanda/shared/state';
import { SectionCard } from '@comanda/shared/ui';

const STATE_TEXT: Record<Exclude<BrowserPushState, 'loading'>, string> = {
  on: BROWSER_PUSH_TEXT.on,
  off: BROWSER_PUSH_TEXT.off,
  unsupported: BROWSER_PUSH_TEXT.unsupported,
  denied: BROWSER_PUSH_TEXT.denied,
};

/** "Receber notificações neste navegador": this browser's Web Push subscription. */
function BrowserSwitch() {
  const push = useBrowserPush();
  const { enqueueSnackbar } = useToasts();
  const unavailable = push.state === 'unsupported' || push.state === 'denied';

  async function toggle(on: boolean) {
    try {
      if (!on) {
        await push.disable();
        enqueueSnackbar(PUSH_MESSAGES.unsubscribed, { variant: 'success' });
        return;
      }
      const state = await push.enable();
      if (state === 'on') enqueueSnackbar(PUSH_MESSAGES.subscribed, { variant: 'success' });
      else enqueueSnackbar(BROWSER_PUSH_TEXT.deniedNow, { variant: 'warning' });
    } catch (failure) {
      enqueueSnackbar(toApiError(failure, BROWSER_PUSH_TEXT.failed).message, { variant: 'error' });
    }
  }

  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={push.state === 'on'} disabled={push.state === 'loading' || unavailable || push.busy} onChange={(_, checked) => void toggle(checked)} />}
        label={BROWSER_PUSH_TEXT.switchLabel}
      />
      {push.state !== 'loading' &&
        (unavailable ? (
          <Alert severity={push.state === 'denied' ? 'warning' : 'info'} sx={{ mt: 1 }}>
            {STATE_TEXT[push.state]}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {STATE_TEXT[push.state]}
          </Typography>
        ))}
    </Box>
  );
}

/** The per-type choices (order status by push, order updates by e-mail, promotions), saved at each change. */
function PreferenceSwitches({ userId }: { userId: number }) {
  const { data: preferences, error, isLoading } = useNotificationPreferencesQuery(userId);
  const [save, { isLoading: saving }] = useSaveNotificationPreferencesMutation();
  const { enqueueSnackbar } = useToasts();

  async function change(key: NotificationPreferenceKey, value: boolean, current: NotificationPreferences) {
    try {
      await save({ ...current, [key]: value }).unwrap();
      enqueueSnackbar(PUSH_MESSAGES.saved, { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(toApiError(failure, 'Não foi possível salvar as preferências.').message, { variant: 'error' });
    }
  }

  if (error) return <Alert severity="error">{toApiError(error, 'Não foi possível carregar as preferências.').message}</Alert>;
  if (isLoading || !preferences) return <Typography color="text.secondary">Carregando…</Typography>;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        {BROWSER_PUSH_TEXT.preferencesTitle}
      </Typography>
      {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
        <Box key={key}>
          <FormControlLabel
            control={<Switch checked={preferences[key]} disabled={saving} onChange={(_, checked) => void change(key, checked, preferences)} />}
            label={NOTIFICATION_PREFERENCE_LABELS[key].label}
          />
          <Typography variant="body2" color="text.secondary" sx={{ ml: 6, mt: -0.5 }}>
            {NOTIFICATION_PREFERENCE_LABELS[key].help}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** "Notificações" of "Meu perfil": this browser's push switch and what the account is told, by which channel. */
export function NotificationsSection({ userId }: { userId: number }) {
  return (
    <SectionCard id="profile-notifications-title" title={BROWSER_PUSH_TEXT.title} description={BROWSER_PUSH_TEXT.description}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BrowserSwitch />
        <PreferenceSwitches userId={userId} />
      </Box>
    </SectionCard>
  );
}
