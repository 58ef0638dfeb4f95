import { Card, CardContent, LinearProgress, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Box, Button, Typography } from '@comanda/shared/ui/mui';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Link as RouterLink } from 'react-router-dom';
import { PUBLISH_MESSAGES, type OnboardingStep } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useToasts } from '@comanda/shared/state';
import { usePublishStoreMutation, useStoreOnboardingQuery } from '../api/onboarding-api';

export const PUBLISH_FAILED_MESSAGE = 'Não foi possível publicar a loja. Tente novamente.';

function StepRow({ step, basePath }: { step: OnboardingStep; basePath: string }) {
  const icon = (
    <ListItemIcon sx={{ minWidth: 36 }}>
      {/* The text under the step says whether it is done. */}
      {step.done ? <CheckCircleIcon color="success" aria-hidden /> : <RadioButtonUncheckedIcon color="disabled" aria-hidden />}
    </ListItemIcon>
  );
  const text = (
    <ListItemText
      primary={step.label}
      secondary={step.done ? 'Concluído' : step.required ? 'Obrigatório' : 'Opcional'}
      slotProps={{ primary: { sx: step.done ? { color: 'text.secondary' } : { fontWeight: 600 } } }}
    />
  );
  if (step.to === null) {
    return (
      <ListItem>
        {icon}
        {text}
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={`${basePath}/${step.to}`}>
        {icon}
        {text}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * "Configure sua loja": the setup checklist of a store not yet published (each step opens its screen), the progress
 * and "Publicar loja", enabled once the required steps are done (else what is missing). Gone once published.
 * For the owner and managers of the main store (the dashboard decides).
 */
export function OnboardingChecklist({ storeId, basePath = '/store' }: { storeId: number; basePath?: string }) {
  // Steps are done on other screens, whose saves mark the checklist stale (tags); coming back later asks again too.
  const { data } = useStoreOnboardingQuery(storeId, { refetchOnMountOrArgChange: 30 });
  const [publish, { isLoading: publishing }] = usePublishStoreMutation();
  const { enqueueSnackbar } = useToasts();

  if (!data || data.published_at !== null) return null;

  const done = data.steps.filter((step) => step.done).length;
  const total = data.steps.length;

  async function onPublish() {
    try {
      await publish(storeId).unwrap();
      enqueueSnackbar(PUBLISH_MESSAGES.published, { variant: 'success' });
    } catch (error) {
      const apiError = toApiError(error, PUBLISH_FAILED_MESSAGE);
      enqueueSnackbar(firstFieldErrors(apiError).publish ?? apiError.message, { variant: 'error' });
    }
  }

  return (
    <Card component="section" variant="outlined" aria-labelledby="onboarding-title" sx={{ mb: 3, borderColor: 'primary.main', borderWidth: 2 }}>
      <CardContent>
        <Typography id="onboarding-title" variant="h5" component="h2" gutterBottom>
          Configure sua loja
        </Typography>
        <Typography color="text.secondary">{PUBLISH_MESSAGES.unpublished} Conclua os passos obrigatórios e publique para receber pedidos.</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <LinearProgress variant="determinate" value={total === 0 ? 0 : Math.round((done / total) * 100)} aria-label="Progresso da configuração" aria-valuetext={`${done} de ${total} passos`} sx={{ flexGrow: 1, height: 8, borderRadius: 4 }} />
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {done} de {total} passos
          </Typography>
        </Box>
        <List aria-label="Passos da configuração" sx={{ mt: 1 }}>
          {data.steps.map((step) => (
            <StepRow key={step.key} step={step} basePath={basePath} />
          ))}
        </List>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button variant="contained" size="large" disabled={!data.can_publish || publishing} onClick={() => void onPublish()} aria-describedby={data.blocked_by ? 'publish-blocked-by' : undefined}>
            {publishing ? 'Publicando…' : 'Publicar loja'}
          </Button>
          {!data.can_publish && data.blocked_by && (
            <Typography id="publish-blocked-by" variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
              {data.blocked_by}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
