import { Card, CardContent } from '@mui/material';
import { Alert, Box, Button, Chip, Typography } from '@comanda/shared/ui/mui';
import { formatOrderDateTime, SESSION_LABELS, SESSION_MESSAGES, sessionDeviceLabel, type AccountSession } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { SectionCard } from '@comanda/shared/ui';
import { useAccountSessionsQuery, useEndOtherSessionsMutation, useEndSessionMutation } from '../api/profile-api';

function SessionCard({ session, onEnd, busy }: { session: AccountSession; onEnd: () => void; busy: boolean }) {
  const device = sessionDeviceLabel(session.user_agent);
  return (
    <Card variant="outlined" component="article" aria-label={device}>
      <CardContent sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{device}</Typography>
            {session.current && <Chip size="small" color="primary" label={SESSION_LABELS.thisDevice} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {session.ip ? `IP ${session.ip} · ` : ''}último uso em {formatOrderDateTime(session.last_used_at)}
          </Typography>
        </Box>
        {!session.current && (
          <Button size="small" color="error" onClick={onEnd} disabled={busy} aria-label={`${SESSION_LABELS.end} ${device}`}>
            {SESSION_LABELS.end}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** "Sessões ativas": where the account is signed in; end one, or every one but this device. */
export function SessionsSection() {
  const { data: sessions = [], error, isLoading } = useAccountSessionsQuery();
  const [endSession, { isLoading: ending }] = useEndSessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherSessionsMutation();
  const { enqueueSnackbar } = useToasts();
  const hasOthers = sessions.some((session) => !session.current);

  async function run(action: () => Promise<string>, fallback: string) {
    try {
      enqueueSnackbar(await action(), { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(toApiError(failure, fallback).message, { variant: 'error' });
    }
  }

  return (
    <SectionCard id="profile-sessions-title" title="Sessões ativas" description="Os dispositivos em que sua conta está conectada.">
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {error && <Alert severity="error">{toApiError(error, 'Não foi possível carregar as sessões.').message}</Alert>}
        {isLoading && <Typography color="text.secondary">Carregando…</Typography>}
        {sessions.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            busy={ending}
            onEnd={() =>
              void run(async () => {
                await endSession(session.id).unwrap();
                return SESSION_MESSAGES.ended;
              }, 'Não foi possível encerrar a sessão.')
            }
          />
        ))}
        <Box>
          <Button
            variant="outlined"
            color="error"
            disabled={!hasOthers || endingOthers}
            onClick={() => void run(async () => SESSION_MESSAGES.othersEnded((await endOthers().unwrap()).ended), 'Não foi possível encerrar as sessões.')}
          >
            {SESSION_LABELS.endOthers}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
