import { useState } from 'react';
import { List, ListItem, ListItemIcon, ListItemText, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Typography } from '@comanda/shared/ui/mui';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { formatReais, PLAN_FEATURE_LABELS, PLAN_FEATURES, PLAN_LIMIT_KEYS, PLAN_LIMIT_LABELS, type Plan } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { ConfirmDialog } from '@comanda/shared/ui';
import { useAdminPlanQuery, useDeletePlanMutation, useUpdatePlanMutation } from '../../../common/api/plans-api';
import { PageHeader } from '../../../common/components/page-header';
import { PlanStatusChip } from '../components/plan-status-chip';
import { planWriteOf } from '../lib/plan-form-values';
import { limitValueLabel, subscriptionsLabel, trialLabel } from '../lib/plan-labels';
import { SectionCard } from '../../../common/components/section-card';

function PlanFacts({ plan }: { plan: Plan }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
      <SectionCard title="Preço e teste">
        <Table size="small" aria-label="Preço e teste">
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">Mensal</TableCell>
              <TableCell align="right">{formatReais(plan.price_monthly)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">Anual</TableCell>
              <TableCell align="right">{formatReais(plan.price_yearly)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">Teste</TableCell>
              <TableCell align="right">{trialLabel(plan.trial_days)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </SectionCard>
      <SectionCard title="Limites">
        <Table size="small" aria-label="Limites">
          <TableBody>
            {PLAN_LIMIT_KEYS.map((key) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row">{PLAN_LIMIT_LABELS[key]}</TableCell>
                <TableCell align="right">{limitValueLabel(plan.limits[key])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionCard>
      <SectionCard title="Recursos">
        <List dense disablePadding aria-label="Recursos do plano">
          {PLAN_FEATURES.map((feature) => {
            const included = plan.features.includes(feature);
            return (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>{included ? <CheckIcon color="success" fontSize="small" /> : <CloseIcon color="disabled" fontSize="small" />}</ListItemIcon>
                <ListItemText primary={PLAN_FEATURE_LABELS[feature]} secondary={included ? 'Incluído' : 'Não incluído'} slotProps={{ primary: { color: included ? 'text.primary' : 'text.secondary' } }} />
              </ListItem>
            );
          })}
        </List>
      </SectionCard>
    </Box>
  );
}

/** /admin/plans/:id: the plan, with Editar, Aposentar (or Reativar) and Excluir. */
export function PlanDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: plan, error, isLoading } = useAdminPlanQuery(id, { skip: !valid });
  const [update, updating] = useUpdatePlanMutation();
  const [remove, removing] = useDeletePlanMutation();
  const [asking, setAsking] = useState<'retire' | 'delete' | null>(null);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();

  async function setRetired(retired: boolean) {
    if (!plan) return;
    try {
      await update({ id: plan.id, body: planWriteOf(plan, { is_retired: retired }) }).unwrap();
      enqueueSnackbar(retired ? `Plano "${plan.name}" aposentado.` : `Plano "${plan.name}" voltou a aceitar assinaturas.`, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(toApiError(err, 'Não foi possível alterar o plano.').message, { variant: 'error' });
    }
    setAsking(null);
  }

  async function confirmDelete() {
    if (!plan) return;
    try {
      await remove(plan.id).unwrap();
      enqueueSnackbar(`Plano "${plan.name}" excluído.`, { variant: 'success' });
      navigate('/admin/plans');
    } catch (err) {
      enqueueSnackbar(toApiError(err, 'Não foi possível excluir o plano.').message, { variant: 'error' });
      setAsking(null);
    }
  }

  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader
        title={plan?.name ?? 'Plano'}
        back={{ to: '/admin/plans', label: 'Planos' }}
        badges={plan ? <PlanStatusChip retired={plan.is_retired} /> : null}
        actions={
          plan ? (
            <>
              <Button component={RouterLink} to={`/admin/plans/${plan.id}/edit`} variant="contained" startIcon={<EditIcon />}>
                Editar
              </Button>
              {plan.is_retired ? (
                <Button variant="outlined" onClick={() => void setRetired(false)} disabled={updating.isLoading}>
                  Reativar
                </Button>
              ) : (
                <Button variant="outlined" color="warning" onClick={() => setAsking('retire')}>
                  Aposentar
                </Button>
              )}
              <Button variant="outlined" color="error" onClick={() => setAsking('delete')}>
                Excluir
              </Button>
            </>
          ) : null
        }
      />
      {isLoading ? <CircularProgress aria-label="Carregando plano" /> : null}
      {!valid || error ? <Alert severity="error">{toApiError(error, 'Plano não encontrado.').message}</Alert> : null}
      {plan ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {[plan.slug, subscriptionsLabel(plan.subscriptions_count), plan.description].filter(Boolean).join(' · ')}
          </Typography>
          {plan.is_retired ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              Plano aposentado: não aceita novas assinaturas. As lojas que já o assinam continuam nele.
            </Alert>
          ) : null}
          <PlanFacts plan={plan} />
          <ConfirmDialog
            open={asking === 'retire'}
            title={`Aposentar o plano ${plan.name}?`}
            text={`O plano deixa de aceitar novas assinaturas. ${plan.subscriptions_count ? `As lojas que já o assinam (${subscriptionsLabel(plan.subscriptions_count)}) continuam nele.` : 'Nenhuma loja o assina hoje.'} Você pode reativá-lo depois.`}
            confirmLabel="Aposentar"
            busy={updating.isLoading}
            onConfirm={() => void setRetired(true)}
            onCancel={() => setAsking(null)}
          />
          <ConfirmDialog
            open={asking === 'delete'}
            title={`Excluir o plano ${plan.name}?`}
            text="Esta ação não pode ser desfeita. Um plano com assinaturas não pode ser excluído, apenas aposentado."
            confirmLabel="Excluir"
            busy={removing.isLoading}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setAsking(null)}
          />
        </>
      ) : null}
    </Box>
  );
}
